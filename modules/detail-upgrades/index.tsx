import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img } from "~modules/kit/image";
import { useProductState } from "~modules/kit/product/product-state";
import { Tooltip } from "~modules/kit/tooltip";
import { formatPrice } from "~schemas/rules/format";
import {
  ACCESSORY_QUANTITIES,
  accessoryChoice,
  setAccessoryQuantity,
  toggleAccessory,
  toggleOttoman,
  type Accessory,
  type Ottoman,
} from "~schemas/rules/product/upgrades";
import type { upgradesSectionSchema } from "~schemas/detail/upgrades";
import { defineSection, type SectionProps } from "../detail-types";
import { callApp } from "~modules/kit/app-api";
import { useScriptsRun } from "~modules/kit/scripts-run";
import { ACCESSORY_FIELD, BUY_FORM_ID, accessoryQuantityField } from "~schemas/rules/product/page-form";
import "./detail-upgrades.css";

type Props = SectionProps<z.output<typeof upgradesSectionSchema>>;

const PREVIEW = { width: 240, height: 240 } as const;
/** The preview is 8rem on desktop (154 px at the 1920 design) and 40vw on a phone (150–172 px): 180 px covers both. */
const PREVIEW_SIZES = "180px";

/**
 * The ottoman list of the SKU the upgrades belong to: the SKU chosen before an ottoman was
 * checked, else the chosen one. The opening SKU's came with the page; another SKU's is
 * fetched once, a superseded request aborted.
 */
function useOttomans(data: Props["data"], listSkuId: string | null): Ottoman[] {
  const [lists, setLists] = useState<Record<string, Ottoman[]>>(() => ({ [data.skuId]: data.ottomans }));
  const sku = listSkuId ? data.skus[listSkuId] : undefined;
  const known = listSkuId ? lists[listSkuId] : undefined;
  useEffect(() => {
    if (!data.modular || !listSkuId || !sku || known) return;
    const controller = new AbortController();
    callApp("GET /api/product-upgrades", { sku, spu: data.spu }, { signal: controller.signal })
      .then((answer) => setLists((current) => ({ ...current, [listSkuId]: "error" in answer ? [] : answer.ottomans })))
      .catch(() => {
        // Aborted by a newer SKU, or offline: no ottomans for this SKU.
      });
    return () => controller.abort();
  }, [data.modular, data.spu, listSkuId, sku, known]);
  // Only options whose target is one of the product's SKUs can be selected.
  return (known ?? []).filter((option) => Object.values(data.skus).includes(option.targetSku));
}

/**
 * Sofa upgrades (detail spec 2, 4): one checkbox per item with its name, an image tooltip
 * and '+ price'. Checking an ottoman selects its targetSku and unchecking restores the SKU
 * chosen before; accessories have a Qty select 1–10, and changing it checks the item. The
 * checked items live in the product state, where Add to Cart reads them; any other SKU
 * change resets them.
 */
function Upgrades({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const titleId = useId();
  const { skuId, selectSku, upgrades, setUpgrades, skuIdOf, offerAccessories } = useProductState();
  const ottomans = useOttomans(data, upgrades.baseSkuId ?? skuId);
  const scripts = useScriptsRun();
  // Add to Cart (the buy section, which came before these streamed in) adds the checked ones.
  useEffect(() => offerAccessories(data.accessories), [offerAccessories, data.accessories]);
  if (!data.modular || (ottomans.length === 0 && data.accessories.length === 0)) return null;
  const money = (amount: number) => formatPrice(amount, page.store);

  const onOttoman = (option: Ottoman, checked: boolean) => {
    const result = toggleOttoman(upgrades, skuId, option, checked, skuIdOf);
    setUpgrades(() => result.state);
    if (result.selectSkuId) selectSku(result.selectSkuId, { keepUpgrades: true });
  };

  return (
    <section className={`detail-upgrades detail-upgrades--${device}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="detail-upgrades__title">
        {t("buying.upgrades")}
      </h2>
      <ul className="detail-upgrades__list">
        {ottomans.map((option) => (
          <UpgradeItem
            key={`ottoman-${option.targetSku}`}
            kind="ottoman"
            name={t("buying.ottoman", { count: option.quantity })}
            image={option.image}
            price={money(option.specialPrice)}
            checked={upgrades.ottoman === option.targetSku}
            onCheck={(checked) => onOttoman(option, checked)}
            // Checking an ottoman chooses another SKU, which only a script does: off until scripts run (docs/decisions/no-js-forms.md).
            disabled={!scripts}
          />
        ))}
        {data.accessories.map((accessory) => (
          <AccessoryItem key={`accessory-${accessory.id}`} accessory={accessory} price={money(accessory.salePrice)} />
        ))}
      </ul>
    </section>
  );
}

function AccessoryItem({ accessory, price }: { accessory: Accessory; price: string }) {
  const { t } = useTranslation();
  const { upgrades, setUpgrades } = useProductState();
  const choice = accessoryChoice(upgrades, accessory);
  return (
    <UpgradeItem
      kind={accessory.custom ? "custom" : "accessory"}
      name={accessory.name}
      image={accessory.image}
      price={price}
      checked={choice.checked}
      onCheck={(checked) => setUpgrades((current) => toggleAccessory(current, accessory, checked))}
      // Without scripts the buy bar's form posts the checked accessory and its Qty (docs/decisions/no-js-forms.md).
      field={{ name: ACCESSORY_FIELD, value: accessory.productId }}
    >
      <label className="detail-upgrades__qty">
        <span>{t("buying.qty")}</span>
        <select
          form={BUY_FORM_ID}
          name={accessoryQuantityField(accessory.productId)}
          value={choice.quantity}
          onChange={(event) => {
            const quantity = Number(event.currentTarget.value);
            setUpgrades((current) => setAccessoryQuantity(current, accessory, quantity));
          }}
          aria-label={t("buying.qtyOf", { name: accessory.name })}
        >
          {ACCESSORY_QUANTITIES.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      </label>
    </UpgradeItem>
  );
}

function UpgradeItem({
  kind,
  name,
  image,
  price,
  checked,
  onCheck,
  disabled,
  field,
  children,
}: {
  kind: "ottoman" | "accessory" | "custom";
  name: string;
  image?: string;
  price: string;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  disabled?: boolean;
  /** The checkbox's name and value in the buy bar's form. */
  field?: { name: string; value: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={`detail-upgrades__item detail-upgrades__item--${kind}${checked ? " is-checked" : ""}`}>
      <label className="detail-upgrades__check">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          {...(field ? { form: BUY_FORM_ID, name: field.name, value: field.value } : {})}
          onChange={(event) => onCheck(event.currentTarget.checked)}
        />
        <span className="detail-upgrades__name">{name}</span>
      </label>
      {image ? (
        <Tooltip className="tooltip--row" label={t("buying.showImage", { name })} content={<Img src={image} alt={name} {...PREVIEW} sizes={PREVIEW_SIZES} className="detail-upgrades__preview" />}>
          <ImageIcon />
        </Tooltip>
      ) : null}
      <span className="detail-upgrades__price">+ {price}</span>
      {children}
    </li>
  );
}

function ImageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="1.6" fill="currentColor" />
      <path d="M5 17l5-5 3 3 2-2 4 4z" fill="currentColor" />
    </svg>
  );
}

export const detailUpgrades = defineSection(Upgrades);
