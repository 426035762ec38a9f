import type { CSSProperties } from "react";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { graphicModule3Schema } from "~schemas/modules/graphic-module-3";
import { moduleAccent } from "../graphic-module-2/accent";
import { defineModule, type ModuleProps } from "../types";
import "./graphic-module-3.css";

type Props = ModuleProps<z.output<typeof graphicModule3Schema>>;

/** Intrinsic size of each image of a pair: 3:2 halves on desktop, squares on mobile. */
export const GRAPHIC_MODULE_3_IMAGE = { desktop: { width: 900, height: 600 }, mobile: { width: 340, height: 340 } } as const;

/** How wide each image shows, in rem (CSS): half of the 93.75rem row less 2.08rem on desktop, half of the padded row less 2.67rem on mobile. */
const SHOWN_REM = { desktop: (93.75 - 2.08) / 2, mobile: (100 - 2 * 4.27 - 2.67) / 2 } as const;

function GraphicModule3({ data, module, page }: Props) {
  const { device } = page;
  const accent = moduleAccent(data.color, page.theme.color, device);
  const size = GRAPHIC_MODULE_3_IMAGE[device];
  const box = { aspectRatio: `${size.width} / ${size.height}` };
  return (
    <div className={`graphic-module-3 graphic-module-3--${device}`} style={{ "--graphic-module-3-accent": accent } as CSSProperties}>
      {data.title ? <h2 className="graphic-module-3__title">{data.title}</h2> : null}
      <ul className="graphic-module-3__pairs">
        {data.pairs.map((pair, index) => {
          const images = device === "mobile" ? pair.mobile : pair.pc;
          return (
            <li key={index} className="graphic-module-3__pair">
              {(["left", "right"] as const).map((side) => (
                <div key={side} className={`graphic-module-3__side graphic-module-3__side--${side}`} style={box}>
                  {/* The back office gives these images no text: they are decorative. */}
                  <Img
                    src={images[side]}
                    alt=""
                    {...size}
                    sizes={remSizes(device, SHOWN_REM[device])}
                    eager={module.aboveFold}
                    priority={module.priority && index === 0 && side === "left"}
                    className="graphic-module-3__image"
                  />
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const graphicModule3 = defineModule(GraphicModule3);
