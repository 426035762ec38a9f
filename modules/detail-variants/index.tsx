import { useId } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img } from "~modules/kit/image";
import { useProductState } from "~modules/kit/product/product-state";
import { InfoIcon, Tooltip } from "~modules/kit/tooltip";
import { pickSku } from "~schemas/rules/product/sku";
import { pickerView, reclinerClick, snapSofaSku, type PickerRow, type PickerValue } from "~schemas/rules/product/sofa";
import type { variantsSectionSchema } from "~schemas/detail/variants";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-variants.css";

type Props = SectionProps<z.output<typeof variantsSectionSchema>>;

const SWATCH = { width: 80, height: 80 } as const;
/** A swatch is 2.5rem on desktop (48 px at the 1920 design) and 10.5rem on a phone (39–45 px): 48 px covers both. */
const SWATCH_SIZES = "48px";

/**
 * The SKU selector (detail spec 4, "Variant picker"). Normal products get the generic
 * selector: one radio group per attribute, values that do not exist with the other chosen
 * values dashed and still choosable (choosing one snaps to the nearest SKU). Modular sofas
 * get the sofa picker: category tabs, swatches for material and colour, adaptability with a
 * tooltip, recliner toggles and 'Arm Style'; unavailable values are disabled and hidden, and
 * a combination without its own SKU snaps to the most similar one (`snapSofaSku`).
 */
function Variants({ data, page }: Props) {
  const { device } = page;
  const { skuId, selectSku } = useProductState();
  const baseId = useId();
  const current = data.skus.find((sku) => sku.skuId === skuId);
  const selection = current?.values ?? {};
  const order = data.attributes.map((attribute) => attribute.code);
  const rows = pickerView(data.attributes, data.skus, selection, data.modular);

  const choose = (code: string, value: string) => {
    const next = { ...selection, [code]: value };
    if (data.modular) {
      // No SKU with that value at all: nothing to snap to, the click changes nothing.
      const target = snapSofaSku(data.skus, next, code, order);
      if (target) selectSku(target.skuId);
      return;
    }
    selectSku(pickSku(data.skus, next, code)?.skuId ?? null);
  };

  return (
    <div className={`detail-variants detail-variants--${device}${data.modular ? " detail-variants--sofa" : ""}`}>
      {rows.map((row) =>
        row.kind === "recliners" ? (
          <ReclinerRow key={row.code} row={row} titleId={`${baseId}-${row.code}`} onChoose={(value) => choose(row.code, value)} current={selection[row.code]} />
        ) : (
          <RadioRow key={row.code} row={row} name={`${baseId}-${row.code}`} onChoose={(value) => choose(row.code, value)} />
        ),
      )}
    </div>
  );
}

function RowTitle({ row }: { row: PickerRow }) {
  const { t } = useTranslation();
  const title = row.titleKey ? t(row.titleKey) : row.name;
  return (
    <>
      {title}
      {row.chosenLabel ? <span className="detail-variants__chosen">: {row.chosenLabel}</span> : null}
    </>
  );
}

function RadioRow({ row, name, onChoose }: { row: PickerRow; name: string; onChoose: (value: string) => void }) {
  const { t } = useTranslation();
  const swatches = row.kind === "color" || row.kind === "material";
  return (
    <fieldset className={`detail-variants__attribute detail-variants__attribute--${row.kind}`} data-attribute={row.code}>
      <legend className="detail-variants__name">
        <RowTitle row={row} />
        {row.tooltip ? (
          <Tooltip label={t("buying.adaptabilityInfo")} content={t("buying.adaptabilityTip")} className="detail-variants__tip tooltip--row">
            <InfoIcon />
          </Tooltip>
        ) : null}
      </legend>
      <div className="detail-variants__values">
        {row.values.map((value) => (
          <RadioValue key={value.value} value={value} name={name} swatch={swatches && Boolean(value.image)} onChoose={onChoose} />
        ))}
      </div>
    </fieldset>
  );
}

function RadioValue({ value, name, swatch, onChoose }: { value: PickerValue; name: string; swatch: boolean; onChoose: (value: string) => void }) {
  const id = `${name}-${value.value}`;
  const state = `${value.dashed ? " is-unavailable" : ""}${value.disabled ? " is-disabled" : ""}${swatch ? " detail-variants__value--swatch" : ""}`;
  return (
    <label htmlFor={id} className={`detail-variants__value${state}`}>
      <input id={id} type="radio" name={name} value={value.value} checked={value.selected} disabled={value.disabled} onChange={() => onChoose(value.value)} />
      {swatch && value.image ? (
        <span className="detail-variants__swatch">
          <Img src={value.image} alt="" {...SWATCH} sizes={SWATCH_SIZES} />
          <span className="detail-variants__swatch-label">{value.label}</span>
        </span>
      ) : (
        <span>{value.label}</span>
      )}
    </label>
  );
}

/**
 * Recliner options are toggles: clicking the chosen value resets it to 0 (none), 0 stays 0,
 * and disabled options ignore clicks (detail spec 4).
 */
function ReclinerRow({ row, titleId, current, onChoose }: { row: PickerRow; titleId: string; current: string | undefined; onChoose: (value: string) => void }) {
  return (
    <div role="group" aria-labelledby={titleId} className="detail-variants__attribute detail-variants__attribute--recliners" data-attribute={row.code}>
      <p id={titleId} className="detail-variants__name">
        <RowTitle row={row} />
      </p>
      <div className="detail-variants__values">
        {row.values.map((value) => (
          <button
            key={value.value}
            type="button"
            className={`detail-variants__toggle${value.disabled ? " is-disabled" : ""}`}
            aria-pressed={value.selected}
            aria-disabled={value.disabled || undefined}
            onClick={() => {
              const next = reclinerClick(current, value.value, value.disabled);
              if (next !== null) onChoose(next);
            }}
          >
            {value.label}
          </button>
        ))}
      </div>
    </div>
  );
}

export const detailVariants = defineSection(Variants);
