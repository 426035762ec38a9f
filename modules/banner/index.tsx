import type { z } from "zod";
import { Img } from "~modules/kit/image";
import type { bannerSchema } from "~schemas/modules/banner";
import { defineModule, type ModuleProps } from "../types";
import "./banner.css";

type Props = ModuleProps<z.output<typeof bannerSchema>>;

/** Banner slots have a fixed design size per device; images are cropped to fill them. */
export const BANNER_SIZE = { desktop: { width: 1920, height: 600 }, mobile: { width: 750, height: 500 } } as const;

function Banner({ src, url, alt, eager, device }: { src: string; url?: string; alt: string; eager: boolean; device: "desktop" | "mobile" }) {
  const image = <Img src={src} alt={alt} {...BANNER_SIZE[device]} eager={eager} className="banner__image" />;
  return <div className={`banner banner--${device}`}>{url ? <a href={url}>{image}</a> : image}</div>;
}

function BannerDesktop({ data, module }: Props) {
  return <Banner src={data.pcImage} url={data.url} alt={data.alt} eager={module.aboveFold} device="desktop" />;
}

function BannerMobile({ data, module }: Props) {
  return <Banner src={data.mobileImage} url={data.url} alt={data.alt} eager={module.aboveFold} device="mobile" />;
}

export const banner = defineModule({ desktop: BannerDesktop, mobile: BannerMobile });
