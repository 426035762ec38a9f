import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Carousel } from "~modules/kit/carousel";
import { Dialog } from "~modules/kit/dialog";
import { Img } from "~modules/kit/image";
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

function Tile({ item, src, eager, onEnlarge }: { item: Item; src: string; eager: boolean; onEnlarge: () => void }) {
  const { t } = useTranslation();
  const image = <Img src={src} alt={item.alt} {...TILE_SIZE} eager={eager} className="gm4__image" />;
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
  const tiles = data.items.map((item, index) => (
    <Tile item={item} src={src(item)} eager={module.aboveFold && index < inView} onEnlarge={() => setEnlarged(item)} />
  ));

  return (
    <div className={`gm4 gm4--${device} gm4--${layout}`} data-layout={layout}>
      {data.title ? <h2 className="gm4__title">{data.title}</h2> : null}
      {layout === "slide" ? (
        <Carousel className="gm4__gallery" label={data.title} slides={tiles} slidesPerView={MOBILE_SLIDES_IN_VIEW} spaceBetween={3.73} />
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
        {enlarged ? <Img src={src(enlarged)} alt={enlarged.alt} {...TILE_SIZE} eager className="gm4__preview" /> : null}
      </Dialog>
    </div>
  );
}

export const graphicModule4 = defineModule(GraphicModule4);
