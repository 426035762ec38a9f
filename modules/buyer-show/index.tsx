import type { z } from "zod";
import { Carousel, slideWidth } from "~modules/kit/carousel";
import { Img, remSizes } from "~modules/kit/image";
import { getStore, type StoreId } from "~schemas/rules/stores";
import type { buyerShowSchema } from "~schemas/modules/buyer-show";
import { defineModule, type ModuleProps } from "../types";
import "./buyer-show.css";

type Props = ModuleProps<z.output<typeof buyerShowSchema>>;

/** Landing spec 2.3 / 9: arrows only with more than 3 images. */
export const ARROWS_ABOVE_IMAGES = 3;
/** Images in view per device (desktop shows all 3 that need no arrows; mobile peeks at the next). */
export const IMAGES_IN_VIEW = { desktop: 3, mobile: 2.2 } as const;
/** Buyer photos are square; this is their intrinsic size. */
export const PHOTO_SIZE = { width: 600, height: 600 } as const;
/** The themed Black Friday title image's intrinsic size. */
export const THEMED_TITLE_SIZE = { width: 1200, height: 160 } as const;
export const BLACK_FRIDAY_URL_KEY = "black-friday";
const GAP = { desktop: 1.67, mobile: 3.2 } as const;
/** The carousel's width in rem (CSS): the 62.5rem row on desktop, the padded row on mobile. */
const ROW_REM = { desktop: 62.5, mobile: 100 - 2 * 4.27 } as const;

/**
 * On /guide/black-friday, stores 3, 4, 8 and 9 show a themed title image instead of the
 * text (landing spec 2.3, 2.6), chosen by the store's image region: US for 3, 8 and 9, CA for 4.
 */
export function themedTitleImage(urlKey: string, store: StoreId): string | null {
  const config = getStore(store);
  if (urlKey !== BLACK_FRIDAY_URL_KEY || !config.blackFriday.themedTitles) return null;
  return `/fixture-images/black-friday-title-${config.imageRegion}.svg`;
}

function BuyerShow({ data, module, page }: Props) {
  const { device } = page;
  const themed = data.title ? themedTitleImage(page.urlKey, page.store) : null;
  const inView = IMAGES_IN_VIEW[device];
  const sizes = remSizes(device, slideWidth(ROW_REM[device], inView, GAP[device]));
  const slides = data.images.map((image, index) => {
    const photo = (
      <Img
        src={device === "mobile" ? image.mobileImage : image.pcImage}
        alt={image.alt}
        {...PHOTO_SIZE}
        sizes={sizes}
        eager={module.aboveFold && index < Math.ceil(inView)}
        priority={module.priority && index === 0}
        className="buyer-show__image"
      />
    );
    return image.href ? (
      <a href={image.href} className="buyer-show__link">
        {photo}
      </a>
    ) : (
      photo
    );
  });
  return (
    <div className={`buyer-show buyer-show--${device}`}>
      {data.title ? (
        <h2 className={`buyer-show__title${themed ? " buyer-show__title--themed" : ""}`}>
          {themed ? <Img src={themed} alt={data.title} {...THEMED_TITLE_SIZE} sizes={remSizes(device, ROW_REM[device])} eager={module.aboveFold} className="buyer-show__title-image" /> : data.title}
        </h2>
      ) : null}
      <Carousel
        className="buyer-show__carousel"
        label={data.title}
        slides={slides}
        slidesPerView={inView}
        spaceBetween={GAP[device]}
        arrows={data.images.length > ARROWS_ABOVE_IMAGES}
      />
    </div>
  );
}

export const buyerShow = defineModule(BuyerShow);
