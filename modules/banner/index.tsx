import type { z } from "zod";
import { Img } from "~modules/kit/image";
import type { bannerSchema } from "~schemas/modules/banner";
import { defineModule, type ModuleProps } from "../types";
import "./banner.css";

type Props = ModuleProps<z.output<typeof bannerSchema>>;

/** Banner slots have a fixed design size per device; images are cropped to fill them. */
export const BANNER_SIZE = { desktop: { width: 1920, height: 600 }, mobile: { width: 750, height: 500 } } as const;

function Banner({ data, module, page }: Props) {
  const { device } = page;
  const src = device === "mobile" ? data.mobileImage : data.pcImage;
  const image = (
    <Img src={src} alt={data.alt} {...BANNER_SIZE[device]} sizes="100vw" eager={module.aboveFold} priority={module.priority} className="banner__image" />
  );
  return <div className={`banner banner--${device}`}>{data.url ? <a href={data.url}>{image}</a> : image}</div>;
}

export const banner = defineModule(Banner);
