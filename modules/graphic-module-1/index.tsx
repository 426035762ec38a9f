import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Carousel, slideWidth } from "~modules/kit/carousel";
import { Img, remSizes } from "~modules/kit/image";
import type { graphicModule1Schema } from "~schemas/modules/graphic-module-1";
import { defineModule, type ModuleProps } from "../types";
import "./graphic-module-1.css";

type Props = ModuleProps<z.output<typeof graphicModule1Schema>>;
type Item = Props["data"]["items"][number];

/** Landing spec 2.3 / 9: items are grouped two per slide, two slides in view, arrows only above 4 items. */
export const ITEMS_PER_SLIDE = 2;
export const SLIDES_IN_VIEW = 2;
export const ARROWS_ABOVE_ITEMS = 4;
/** Landing spec 2.4 / 9: the mobile graphic block shows at most 4 items and a 'ViewMore' button (the schema notes what it hides). */
export const MOBILE_MAX_ITEMS = 4;

/** Design sizes (px at the 1920 / 375 design widths); images are cropped to fill them. */
export const GRAPHIC_1_SIZES = {
  banner: { width: 450, height: 640 },
  mobileBanner: { width: 750, height: 500 },
  item: { width: 600, height: 450 },
} as const;

/**
 * How wide images show (CSS): on desktop the banner is 23.44rem of the 62.5rem row and the
 * carousel takes the rest less a 1.04rem gap, two slides 2.74% apart; on mobile the banner is
 * the padded row and items half of it less the 3.2rem gap.
 */
const DESKTOP_BANNER_REM = 23.44;
const DESKTOP_GAP = 2.74;
const desktopItemRem = (withBanner: boolean) => slideWidth(withBanner ? 62.5 - DESKTOP_BANNER_REM - 1.04 : 62.5, SLIDES_IN_VIEW, DESKTOP_GAP);
const MOBILE_ROW_REM = 100 - 2 * 4.27;
const SIZES = {
  desktopBanner: remSizes("desktop", DESKTOP_BANNER_REM),
  mobileBanner: remSizes("mobile", MOBILE_ROW_REM),
  mobileItem: remSizes("mobile", (MOBILE_ROW_REM - 3.2) / 2),
} as const;

export function groupItems<T>(items: T[], size = ITEMS_PER_SLIDE): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

type ItemCardProps = { item: Item; src: string; sizes: string; eager: boolean; priority: boolean };

function ItemCard({ item, src, sizes, eager, priority }: ItemCardProps) {
  const { t } = useTranslation();
  // With a firstContent text link, the image repeats it for the mouse only (keyboard and
  // screen readers use the text link). Without one, the image is the only way to firstUrl,
  // so it stays a named link that the keyboard reaches.
  const repeatsTextLink = Boolean(item.firstUrl && item.firstContent);
  const alt = item.firstUrl && !repeatsTextLink ? t("ViewMore") : "";
  const image = <Img src={src} alt={alt} {...GRAPHIC_1_SIZES.item} sizes={sizes} eager={eager} priority={priority} className="gm1__image" />;
  return (
    <div className="gm1__item">
      {item.firstUrl ? (
        <a
          href={item.firstUrl}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={repeatsTextLink ? -1 : undefined}
          aria-hidden={repeatsTextLink ? "true" : undefined}
          className="gm1__image-link"
        >
          {image}
        </a>
      ) : (
        image
      )}
      {item.firstContent ? (
        item.firstUrl ? (
          <a href={item.firstUrl} target="_blank" rel="noopener noreferrer" className="gm1__first">
            {item.firstContent}
          </a>
        ) : (
          <p className="gm1__first">{item.firstContent}</p>
        )
      ) : null}
      {item.secondContent ? (
        item.secondUrl ? (
          <a href={item.secondUrl} className="gm1__second">
            {item.secondContent}
          </a>
        ) : (
          <p className="gm1__second">{item.secondContent}</p>
        )
      ) : null}
    </div>
  );
}

/** The banner links to viewMoreUrl; a linked banner without a title is named 'ViewMore', never left nameless. */
type BannerProps = { src: string; href?: string; title?: string; size: { width: number; height: number }; sizes: string; eager: boolean; priority: boolean };

function Banner({ src, href, title, size, sizes, eager, priority }: BannerProps) {
  const { t } = useTranslation();
  const alt = title ?? (href ? t("ViewMore") : "");
  const image = <Img src={src} alt={alt} {...size} sizes={sizes} eager={eager} priority={priority} className="gm1__banner-image" />;
  return <div className="gm1__banner">{href ? <a href={href}>{image}</a> : image}</div>;
}

/** Desktop: the banner on the left, a carousel of item pairs on the right. */
function GraphicModule1Desktop({ data, module }: Props) {
  const pairs = groupItems(data.items);
  const itemSizes = remSizes("desktop", desktopItemRem(Boolean(data.pcBanner)));
  const slides = pairs.map((pair, slideIndex) => (
    <div className="gm1__pair">
      {pair.map((item, i) => (
        <ItemCard
          key={i}
          item={item}
          src={item.pcImage}
          sizes={itemSizes}
          eager={module.aboveFold && slideIndex < SLIDES_IN_VIEW}
          priority={module.priority && !data.pcBanner && slideIndex === 0 && i === 0}
        />
      ))}
    </div>
  ));
  return (
    <div className={`gm1 gm1--desktop${data.pcBanner ? "" : " gm1--no-banner"}`}>
      {data.title ? <h2 className="gm1__title">{data.title}</h2> : null}
      <div className="gm1__body">
        {data.pcBanner ? (
          <Banner
            src={data.pcBanner}
            href={data.viewMoreUrl}
            title={data.title}
            size={GRAPHIC_1_SIZES.banner}
            sizes={SIZES.desktopBanner}
            eager={module.aboveFold}
            priority={module.priority}
          />
        ) : null}
        <Carousel
          className="gm1__carousel"
          label={data.title}
          slides={slides}
          slidesPerView={SLIDES_IN_VIEW}
          spaceBetween={DESKTOP_GAP}
          arrows={data.items.length > ARROWS_ABOVE_ITEMS}
        />
      </div>
    </div>
  );
}

/** Mobile: the banner on top, up to 4 items in two columns, and a 'ViewMore' button. */
function GraphicModule1Mobile({ data, module }: Props) {
  const { t } = useTranslation();
  return (
    <div className="gm1 gm1--mobile">
      {data.title ? <h2 className="gm1__title">{data.title}</h2> : null}
      {data.mobileBanner ? (
        <Banner
          src={data.mobileBanner}
          href={data.viewMoreUrl}
          title={data.title}
          size={GRAPHIC_1_SIZES.mobileBanner}
          sizes={SIZES.mobileBanner}
          eager={module.aboveFold}
          priority={module.priority}
        />
      ) : null}
      <ul className="gm1__grid">
        {data.items.slice(0, MOBILE_MAX_ITEMS).map((item, i) => (
          <li key={i}>
            <ItemCard
              item={item}
              src={item.mobileImage}
              sizes={SIZES.mobileItem}
              eager={module.aboveFold && !data.mobileBanner}
              priority={module.priority && !data.mobileBanner && i === 0}
            />
          </li>
        ))}
      </ul>
      {data.viewMoreUrl ? (
        <a className="button gm1__more" href={data.viewMoreUrl}>
          {t("ViewMore")}
        </a>
      ) : null}
    </div>
  );
}

export const graphicModule1 = defineModule({ desktop: GraphicModule1Desktop, mobile: GraphicModule1Mobile });
