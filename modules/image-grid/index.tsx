import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { imageGridSchema } from "~schemas/modules/image-grid";
import { defineModule, type ModuleProps } from "../types";
import "./image-grid.css";

type Props = ModuleProps<z.output<typeof imageGridSchema>>;
type Tile = Props["data"]["packageInfo"][number];

/** Tiles are square; the intrinsic size reserves the box before the image loads. */
export const IMAGE_GRID_TILE_SIZE = { desktop: 600, mobile: 340 } as const;

/**
 * Desktop: the float text lies over the image and shows while the pointer is over the tile
 * or the tile has keyboard focus (and always on screens that cannot hover): CSS alone does
 * it (`:hover`, `:focus-within`), so the type needs no script (`hydrate: false`). It stays in
 * the accessibility tree either way, so screen readers always get it.
 */
/** How wide a tile shows, in rem (CSS): a quarter of the 62.5rem row less its gaps on desktop, half of the padded row less the gap on mobile. */
const TILE_SIZES = { desktop: remSizes("desktop", (62.5 - 3 * 1.04) / 4), mobile: remSizes("mobile", (100 - 2 * 4.27 - 3.2) / 2) } as const;

type TileProps = { tile: Tile; eager: boolean; priority: boolean };

function DesktopTile({ tile, eager, priority }: TileProps) {
  const hasFloat = tile.floatContent !== undefined;
  const size = IMAGE_GRID_TILE_SIZE.desktop;
  const figure = (
    // A tile without a link is focusable only when it has float text to reveal.
    <figure className="image-grid__figure" tabIndex={!tile.href && hasFloat ? 0 : undefined}>
      <Img src={tile.pcImage} alt={tile.alt} width={size} height={size} sizes={TILE_SIZES.desktop} eager={eager} priority={priority} className="image-grid__image" />
      {hasFloat ? <figcaption className="image-grid__float">{tile.floatContent}</figcaption> : null}
    </figure>
  );
  return (
    <li className={`image-grid__item${hasFloat ? " image-grid__item--has-float" : ""}`}>
      {tile.href ? (
        <a className="image-grid__link" href={tile.href}>
          {figure}
        </a>
      ) : (
        figure
      )}
    </li>
  );
}

/** Mobile (touch): nothing to hover, so the float text is shown permanently below the image. */
function MobileTile({ tile, eager, priority }: TileProps) {
  const size = IMAGE_GRID_TILE_SIZE.mobile;
  const figure = (
    <figure className="image-grid__figure">
      <Img src={tile.mobileImage} alt={tile.alt} width={size} height={size} sizes={TILE_SIZES.mobile} eager={eager} priority={priority} className="image-grid__image" />
      {tile.floatContent !== undefined ? <figcaption className="image-grid__caption">{tile.floatContent}</figcaption> : null}
    </figure>
  );
  return (
    <li className="image-grid__item">
      {tile.href ? (
        <a className="image-grid__link" href={tile.href}>
          {figure}
        </a>
      ) : (
        figure
      )}
    </li>
  );
}

function ImageGridDesktop({ data, module }: Props) {
  return (
    <div className="image-grid image-grid--desktop">
      {data.title ? <h2 className="image-grid__title">{data.title}</h2> : null}
      <ul className="image-grid__list">
        {data.packageInfo.map((tile, index) => (
          <DesktopTile key={index} tile={tile} eager={module.aboveFold} priority={module.priority && index === 0} />
        ))}
      </ul>
    </div>
  );
}

function ImageGridMobile({ data, module }: Props) {
  return (
    <div className="image-grid image-grid--mobile">
      {data.title ? <h2 className="image-grid__title">{data.title}</h2> : null}
      <ul className="image-grid__list">
        {data.packageInfo.map((tile, index) => (
          <MobileTile key={index} tile={tile} eager={module.aboveFold} priority={module.priority && index === 0} />
        ))}
      </ul>
    </div>
  );
}

export const imageGrid = defineModule({ desktop: ImageGridDesktop, mobile: ImageGridMobile });
