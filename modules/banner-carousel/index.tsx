import type { z } from "zod";
import { Carousel } from "~modules/kit/carousel";
import { Img } from "~modules/kit/image";
import type { bannerCarouselSchema } from "~schemas/modules/banner-carousel";
import { BANNER_SIZE } from "../banner";
import { defineModule, type ModuleProps } from "../types";
import "./banner-carousel.css";

type Props = ModuleProps<z.output<typeof bannerCarouselSchema>>;

/** Landing spec 2.3 / 9: autoplay every 6000 ms, slides move in 1000 ms. */
export const BANNER_CAROUSEL_AUTOPLAY_DELAY = 6000;
export const BANNER_CAROUSEL_SPEED = 1000;

/** It loops only when there is more than one slide (landing spec 9). */
export function bannerCarouselLoops(slideCount: number): boolean {
  return slideCount > 1;
}

/** Slides use the banner's fixed design slot per device (1920×600, 750×500), cropped to fill. */
function BannerCarousel({ data, module, page }: Props) {
  const { device } = page;
  const slides = data.slides.map((slide, index) => {
    const image = (
      <Img
        src={device === "mobile" ? slide.mobileImage : slide.pcImage}
        alt={slide.alt}
        {...BANNER_SIZE[device]}
        sizes="100vw"
        // Only the first slide is in view when the page loads.
        eager={module.aboveFold && index === 0}
        priority={module.priority && index === 0}
        className="banner-carousel__image"
      />
    );
    return slide.href ? (
      <a href={slide.href} className="banner-carousel__link">
        {image}
      </a>
    ) : (
      image
    );
  });
  return (
    <div className={`banner-carousel banner-carousel--${device}`}>
      <Carousel
        label={data.title ?? (data.slides[0]?.alt || undefined)}
        slides={slides}
        slidesPerView={1}
        autoplayDelay={BANNER_CAROUSEL_AUTOPLAY_DELAY}
        speed={BANNER_CAROUSEL_SPEED}
        loop={bannerCarouselLoops(slides.length)}
      />
    </div>
  );
}

export const bannerCarousel = defineModule(BannerCarousel);
