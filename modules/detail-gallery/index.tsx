import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Carousel } from "~/components/carousel";
import { Img } from "~/components/image";
import { useProductState } from "~/components/product/product-state";
import type { gallerySectionSchema } from "~schemas/detail/gallery";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-gallery.css";

type Props = SectionProps<z.output<typeof gallerySectionSchema>>;
type Media = Props["data"]["bySku"][string][number];

/** Gallery media are square by default (detail spec 2, "Default aspect ratio is 1:1"). */
export const MEDIA_SIZE = { width: 1000, height: 1000 } as const;

function Slide({ media, alt, eager }: { media: Media; alt: string; eager: boolean }) {
  if (media.kind === "external-video" && media.videoUrl) {
    return (
      <video className="detail-gallery__video" src={media.videoUrl} poster={media.coverUrl} controls playsInline preload="none" {...MEDIA_SIZE} />
    );
  }
  return media.imageUrl ? <Img src={media.imageUrl} alt={alt} {...MEDIA_SIZE} eager={eager} className="detail-gallery__image" /> : null;
}

function Gallery({ data, device }: Props & { device: "desktop" | "mobile" }) {
  const { t } = useTranslation();
  const { skuId } = useProductState();
  const media = (skuId ? data.bySku[skuId] : undefined) ?? Object.values(data.bySku).find((list) => list.length > 0) ?? [];
  const slides = media.map((item, index) => <Slide media={item} alt={item.label ?? data.name} eager={index === 0} />);
  return (
    <div className={`detail-gallery detail-gallery--${device}`}>
      {/* A new SKU starts its own media from the first slide. */}
      <Carousel key={skuId ?? "none"} className="detail-gallery__carousel" label={t("detail.gallery")} slides={slides} />
    </div>
  );
}

export const detailGallery = defineSection({
  desktop: (props: Props) => <Gallery {...props} device="desktop" />,
  mobile: (props: Props) => <Gallery {...props} device="mobile" />,
});
