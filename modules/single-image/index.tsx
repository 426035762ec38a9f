import type { CSSProperties } from "react";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { singleImageSchema } from "~schemas/modules/single-image";
import { defineModule, type ModuleProps } from "../types";
import "./single-image.css";

type Props = ModuleProps<z.output<typeof singleImageSchema>>;

/**
 * Design px per rem, and how many image px make one design px: desktop images are drawn
 * for the 1920 design at 1x, mobile ones for the 375 design at 2x (750 wide).
 */
const PX_PER_REM = { desktop: 19.2, mobile: 3.75 } as const;
const IMAGE_SCALE = { desktop: 1, mobile: 2 } as const;

/**
 * The box keeps the image's proportions before it loads, so nothing below it shifts. It is
 * as wide as the image was drawn for the design, never wider than the page.
 */
function SingleImage({ data, module, page }: Props) {
  const { device } = page;
  const { alt, href } = data;
  const source = device === "mobile" ? data.mobile : data.desktop;
  const maxWidth = Number((source.width / IMAGE_SCALE[device] / PX_PER_REM[device]).toFixed(2));
  const style: CSSProperties = { aspectRatio: `${source.width} / ${source.height}`, maxWidth: `${maxWidth}rem` };
  const image = (
    <Img
      src={source.src}
      alt={alt}
      width={source.width}
      height={source.height}
      sizes={maxWidth >= 100 ? "100vw" : remSizes(device, maxWidth)}
      eager={module.aboveFold}
      priority={module.priority}
      className="single-image__image"
    />
  );
  return (
    <figure className={`single-image single-image--${device}`} style={style}>
      {href ? (
        <a className="single-image__link" href={href}>
          {image}
        </a>
      ) : (
        image
      )}
    </figure>
  );
}

export const singleImage = defineModule(SingleImage);
