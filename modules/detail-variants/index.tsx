import { useId } from "react";
import type { z } from "zod";
import { useProductState } from "~/components/product/product-state";
import { isValueAvailable, pickSku } from "~/lib/product/sku";
import type { variantsSectionSchema } from "~schemas/detail/variants";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-variants.css";

type Props = SectionProps<z.output<typeof variantsSectionSchema>>;

/**
 * The generic SKU selector: one radio group per attribute. Values that do not exist with
 * the other chosen values are shown dashed (detail spec 4) and still choosable: choosing
 * one snaps every attribute to the nearest SKU.
 */
function Variants({ data, device }: Props & { device: "desktop" | "mobile" }) {
  const { skuId, selectSku } = useProductState();
  const baseId = useId();
  const current = data.skus.find((sku) => sku.skuId === skuId);
  const selection = current?.values ?? {};

  const choose = (code: string, value: string) => {
    const next = pickSku(data.skus, { ...selection, [code]: value }, code);
    selectSku(next?.skuId ?? null);
  };

  return (
    <div className={`detail-variants detail-variants--${device}`}>
      {data.attributes.map((attribute) => (
        <fieldset key={attribute.code} className="detail-variants__attribute">
          <legend className="detail-variants__name">
            {attribute.name}
            {selection[attribute.code] ? (
              <span className="detail-variants__chosen">
                : {attribute.values.find((value) => value.value === selection[attribute.code])?.label}
              </span>
            ) : null}
          </legend>
          <div className="detail-variants__values">
            {attribute.values.map((value) => {
              const id = `${baseId}-${attribute.code}-${value.value}`;
              const available = isValueAvailable(data.skus, selection, attribute.code, value.value);
              return (
                <label key={value.value} htmlFor={id} className={`detail-variants__value${available ? "" : " is-unavailable"}`}>
                  <input
                    id={id}
                    type="radio"
                    name={`${baseId}-${attribute.code}`}
                    value={value.value}
                    checked={selection[attribute.code] === value.value}
                    onChange={() => choose(attribute.code, value.value)}
                  />
                  <span>{value.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export const detailVariants = defineSection({
  desktop: (props: Props) => <Variants {...props} device="desktop" />,
  mobile: (props: Props) => <Variants {...props} device="mobile" />,
});
