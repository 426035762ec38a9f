import type { CSSProperties } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { graphicModule2Schema } from "~schemas/modules/graphic-module-2";
import type { Device } from "~schemas/rules/device";
import { defineModule, type ModuleProps } from "../types";
import { moduleAccent } from "./accent";
import "./graphic-module-2.css";

type Props = ModuleProps<z.output<typeof graphicModule2Schema>>;
type Block = Props["data"]["items"][number]["blocks"][number];

/** Button texts end with four spaces and an arrow (landing spec 2.3); CSS keeps the spaces. */
export const BUTTON_SUFFIX = "    →";
/** Intrinsic block image sizes (3:2 on both devices). */
export const GRAPHIC_MODULE_2_IMAGE = { desktop: { width: 900, height: 600 }, mobile: { width: 690, height: 460 } } as const;

/** How wide a block's image shows, in rem (CSS): half of the 93.75rem row less its 2.08rem gap on desktop; the padded row on mobile, or half of it less 2.67rem in two columns. */
const SHOWN_REM = { desktop: (93.75 - 2.08) / 2, mobile1: 100 - 2 * 4.27, mobile2: (100 - 2 * 4.27 - 2.67) / 2 } as const;

type BlockProps = { block: Block; device: Device; sizes: string; eager: boolean; priority: boolean };

function GraphicBlock({ block, device, sizes, eager, priority }: BlockProps) {
  const size = GRAPHIC_MODULE_2_IMAGE[device];
  return (
    <div className="graphic-module-2__block">
      <div className="graphic-module-2__media" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        {/* The block's text sits right below, so the image itself is decorative. */}
        <Img
          src={device === "mobile" ? block.mobileImage : block.pcImage}
          alt=""
          {...size}
          sizes={sizes}
          eager={eager}
          priority={priority}
          className="graphic-module-2__image"
        />
      </div>
      {block.content ? <p className="graphic-module-2__content">{block.content}</p> : null}
      {block.button ? (
        <a className="graphic-module-2__button" href={block.button.url}>
          {block.button.text}
          <span className="graphic-module-2__arrow" aria-hidden="true">
            {BUTTON_SUFFIX}
          </span>
        </a>
      ) : null}
    </div>
  );
}

function GraphicModule2({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const accent = moduleAccent(data.color, page.theme.color, device);
  // Every item shows on both devices: the mobile 4-item cap with 'ViewMore' is graphic
  // module 1's (landing spec 2.4, in type order; 3.2 gives viewMoreUrl only there).
  const items = data.items;
  const twoColumns = device === "mobile" && data.mobileColumns === 2;
  const columns = twoColumns ? " graphic-module-2--columns-2" : "";
  const sizes = remSizes(device, SHOWN_REM[device === "desktop" ? "desktop" : twoColumns ? "mobile2" : "mobile1"]);
  return (
    <div
      className={`graphic-module-2 graphic-module-2--${device}${columns}`}
      style={{ "--graphic-module-2-accent": accent } as CSSProperties}
    >
      {data.title ? <h2 className="graphic-module-2__title">{data.title}</h2> : null}
      <ul className="graphic-module-2__items">
        {items.map((item, index) => (
          <li key={index} className="graphic-module-2__item">
            {item.blocks.map((block, blockIndex) => (
              <GraphicBlock
                key={blockIndex}
                block={block}
                device={device}
                sizes={sizes}
                eager={module.aboveFold}
                priority={module.priority && index === 0 && blockIndex === 0}
              />
            ))}
          </li>
        ))}
      </ul>
      {device === "mobile" && data.viewMoreUrl ? (
        <a className="graphic-module-2__more" href={data.viewMoreUrl}>
          {t("ViewMore")}
        </a>
      ) : null}
    </div>
  );
}

export const graphicModule2 = defineModule(GraphicModule2);
