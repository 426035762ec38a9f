import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Carousel, slideWidth } from "~modules/kit/carousel";
import { Dialog } from "~modules/kit/dialog";
import { Img, remSizes } from "~modules/kit/image";
import type { graphicModule4Schema } from "~schemas/modules/graphic-module-4";
import { defineModule, type ModuleProps } from "../types";
import "./graphic-module-4.css";

type Props = ModuleProps<z.output<typeof graphicModule4Schema>>;
type Item = Props["data"]["items"][number];

/** Tiles are square at this intrinsic size; images are cropped to fill them (the preview shows them whole). */
export const TILE_SIZE = { width: 600, height: 600 } as const;
/** Desktop tiles per row; the mobile tile grid has two columns. */
export const DESKTOP_COLUMNS = 4;
/** The mobile slide gallery: slides in view (a peek of the next one) and the gap in percent. */
export const MOBILE_SLIDES_IN_VIEW = 1.25;
const MOBILE_GAP = 3.73;

/**
 * How wide a tile shows (CSS): a quarter of the 62.5rem row less its 1.04rem gaps on desktop;
 * on mobile half of the padded row less 3.2rem, or a slide of the padded row. The enlarged
 * preview is min(80vw, 80vh).
 */
const MOBILE_ROW_REM = 100 - 2 * 4.27;
const TILE_SIZES = {
  desktop: remSizes("desktop", (62.5 - 3 * 1.04) / DESKTOP_COLUMNS),
  tile: remSizes("mobile", (MOBILE_ROW_REM - 3.2) / 2),
  slide: remSizes("mobile", slideWidth(MOBILE_ROW_REM, MOBILE_SLIDES_IN_VIEW, MOBILE_GAP)),
} as const;
const PREVIEW_SIZES = "min(80vw, 80vh)";

type TileProps = { item: Item; src: string; sizes: string; eager: boolean; priority: boolean; onEnlarge: () => void };

function Tile({ item, src, sizes, eager, priority, onEnlarge }: TileProps) {
  const { t } = useTranslation();
  const image = <Img src={src} alt={item.alt} {...TILE_SIZE} sizes={sizes} eager={eager} priority={priority} className="gm4__image" />;
  if (item.href) {
    return (
      <a href={item.href} className="gm4__tile">
        {image}
      </a>
    );
  }
  // A button: Enter and Space open the preview like a click does.
  return (
    <button
      type="button"
      className="gm4__tile gm4__tile--zoom"
      aria-label={item.alt ? `${t("image.enlarge")}: ${item.alt}` : t("image.enlarge")}
      aria-haspopup="dialog"
      onClick={onEnlarge}
    >
      {image}
    </button>
  );
}

/** Desktop: a tile grid. Mobile: tileOrSlide 1 is a two-column tile grid, 2 a slide gallery. */
function GraphicModule4({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState<Item | null>(null);
  const src = (item: Item) => (device === "mobile" ? item.mobileImage : item.pcImage);
  const layout = device === "mobile" ? data.mobileLayout : "tile";
  // Images in view at load: the first row on desktop, the first two tiles or the first slide on mobile.
  const inView = device === "desktop" ? DESKTOP_COLUMNS : layout === "tile" ? 2 : Math.ceil(MOBILE_SLIDES_IN_VIEW);
  const sizes = TILE_SIZES[device === "desktop" ? "desktop" : layout];
  const tiles = data.items.map((item, index) => (
    <Tile
      item={item}
      src={src(item)}
      sizes={sizes}
      eager={module.aboveFold && index < inView}
      priority={module.priority && index === 0}
      onEnlarge={() => setEnlarged(item)}
    />
  ));

  return (
    <div className={`gm4 gm4--${device} gm4--${layout}`} data-layout={layout}>
      {data.title ? <h2 className="gm4__title">{data.title}</h2> : null}
      {layout === "slide" ? (
        <Carousel className="gm4__gallery" label={data.title} slides={tiles} slidesPerView={MOBILE_SLIDES_IN_VIEW} spaceBetween={MOBILE_GAP} />
      ) : (
        <ul className="gm4__grid">
          {tiles.map((tile, index) => (
            <li key={index}>{tile}</li>
          ))}
        </ul>
      )}
      {data.button ? (
        <a className="button gm4__button" href={data.button.href}>
          {data.button.text}
        </a>
      ) : null}
      <Dialog open={enlarged !== null} onClose={() => setEnlarged(null)} label={enlarged?.alt || t("image.enlarge")} className="gm4__dialog">
        {enlarged ? <Img src={src(enlarged)} alt={enlarged.alt} {...TILE_SIZE} sizes={PREVIEW_SIZES} eager className="gm4__preview" /> : null}
      </Dialog>
    </div>
  );
}

export const graphicModule4 = defineModule(GraphicModule4);
