import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { pictureCombinationSchema } from "~schemas/modules/picture-combination";
import { defineModule, type ModuleProps } from "../types";
import { hasMoreRows, initialRows, rowsAfterViewMore } from "./paging";
import "./picture-combination.css";

type Props = ModuleProps<z.output<typeof pictureCombinationSchema>>;

/**
 * Intrinsic image size by the number of images in the row: a row keeps one height on each
 * device (1800×600 desktop, 690×345 mobile, split between its images).
 */
export const PICTURE_COMBINATION_IMAGE = {
  desktop: { 1: { width: 1800, height: 600 }, 2: { width: 900, height: 600 }, 3: { width: 600, height: 600 } },
  mobile: { 1: { width: 690, height: 345 }, 2: { width: 345, height: 345 }, 3: { width: 230, height: 345 } },
} as const;

/** How wide an image shows, in rem (CSS): its share of the 93.75rem row less 1.04rem gaps on desktop, of the padded row less 2.13rem gaps on mobile. */
const ROW = { desktop: { width: 93.75, gap: 1.04 }, mobile: { width: 100 - 2 * 4.27, gap: 2.13 } } as const;
const cellRem = (device: keyof typeof ROW, count: number) => (ROW[device].width - (count - 1) * ROW[device].gap) / count;

function PictureCombination({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const listId = useId();
  const total = data.rows.length;
  const [shown, setShown] = useState(() => initialRows(total));
  // When the button goes away, focus moves to the first row it revealed, not to <body>.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const rowRefs = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (focusRow !== null) rowRefs.current[focusRow]?.focus();
  }, [focusRow]);

  const viewMore = () => {
    const next = rowsAfterViewMore(total, shown);
    if (!hasMoreRows(total, next)) setFocusRow(shown);
    setShown(next);
  };

  return (
    <div className={`picture-combination picture-combination--${device}`}>
      <ul id={listId} className="picture-combination__rows">
        {data.rows.slice(0, shown).map((row, index) => {
          const count = row.images.length as 1 | 2 | 3;
          const size = PICTURE_COMBINATION_IMAGE[device][count];
          return (
            <li
              key={index}
              ref={(element) => {
                rowRefs.current[index] = element;
              }}
              tabIndex={-1}
              className={`picture-combination__row picture-combination__row--${count}`}
            >
              {row.images.map((image, slot) => (
                <div key={slot} className="picture-combination__cell" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
                  <Img
                    src={device === "mobile" ? image.mobileImage : image.pcImage}
                    alt=""
                    {...size}
                    sizes={remSizes(device, cellRem(device, count))}
                    eager={module.aboveFold && index === 0}
                    priority={module.priority && index === 0 && slot === 0}
                    className="picture-combination__image"
                  />
                </div>
              ))}
            </li>
          );
        })}
      </ul>
      {hasMoreRows(total, shown) ? (
        <button type="button" className="picture-combination__more" aria-controls={listId} onClick={viewMore}>
          {t("ViewMore")}
        </button>
      ) : null}
    </div>
  );
}

export const pictureCombination = defineModule(PictureCombination);
