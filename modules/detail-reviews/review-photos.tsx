import type { ComponentProps } from "react";
import { lazyPart } from "~modules/kit/lazy-part";

const ImagePreview = lazyPart("review-image-preview", () => import("./image-preview").then((code) => code.ImagePreview));

/** The enlarged photo preview, rendered (and its code loaded) only while a photo is open. */
export function PhotoPreview(props: ComponentProps<typeof ImagePreview>) {
  return props.index === null ? null : <ImagePreview {...props} />;
}
