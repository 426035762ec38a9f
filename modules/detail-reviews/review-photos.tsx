import type { ComponentProps } from "react";
import { splitPart } from "~modules/kit/split-part";

const ImagePreview = splitPart("review-image-preview", () => import("./image-preview").then((code) => code.ImagePreview));

/** The enlarged photo preview, rendered (and its code loaded) only while a photo is open. */
export function PhotoPreview(props: ComponentProps<typeof ImagePreview>) {
  return props.index === null ? null : <ImagePreview {...props} />;
}
