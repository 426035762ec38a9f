/**
 * Variant-picker rules of detail spec 4 ("Variant picker") as pure functions: how a modular
 * sofa is recognised, which SKU a selection snaps to, which values and attributes show, and
 * the recliner toggle. The generic selector and the sofa picker both render from
 * `pickerView`; only the sofa picker snaps with `snapSofaSku`.
 */
import { isNormalSale, isValueAvailable, type SkuLike } from "./sku";

/** The sale attribute codes of detail spec 3 that the sofa picker treats specially. */
export const SOFA_ATTRIBUTE = {
  category: "sale_category",
  size: "size",
  material: "material",
  color: "color",
  adaptability: "sale_adaptability",
  recliners: "sale_power_recliners",
  armStyle: "sale_arm_style",
} as const;

/** Codes only modular sofas carry (size, material and colour are shared with other products). */
const SOFA_ONLY_CODES: string[] = [SOFA_ATTRIBUTE.category, SOFA_ATTRIBUTE.adaptability, SOFA_ATTRIBUTE.recliners, SOFA_ATTRIBUTE.armStyle];

/** The value that hides the arm-style row, and the recliner value a reset goes back to. */
export const ARM_STYLE_NONE = "not";
export const NO_RECLINERS = "0";

/**
 * A product is a modular sofa when its productType says so ("modular_sofa", "Modular
 * Sofa", "modular-sectional": any type naming "modular"), or, whatever its type, when its
 * sale attributes include a sofa-only code (sale_category, sale_adaptability,
 * sale_power_recliners, sale_arm_style). (docs/decisions/product-page.md)
 */
export function isModularSofa(productType: string | null | undefined, attributeCodes: string[]): boolean {
  if (productType && /modular/i.test(productType)) return true;
  return attributeCodes.some((code) => SOFA_ONLY_CODES.includes(code));
}

const matchCount = (sku: SkuLike, selection: Record<string, string>, order: string[]) =>
  order.filter((code) => selection[code] !== undefined && sku.values[code] === selection[code]).length;

/**
 * Orders SKUs equally similar to a selection: the same adaptability first, then one in
 * normal sale, then the one that keeps the earlier attributes (a mismatch late in the
 * attribute order costs less than an early one), then the back office's order.
 */
function compareCandidates(selection: Record<string, string>, order: string[]) {
  const adaptability = selection[SOFA_ATTRIBUTE.adaptability];
  const sameAdaptability = (sku: SkuLike) => (adaptability !== undefined && sku.values[SOFA_ATTRIBUTE.adaptability] === adaptability ? 1 : 0);
  return (a: SkuLike, b: SkuLike): number => {
    const byAdaptability = sameAdaptability(b) - sameAdaptability(a);
    if (byAdaptability !== 0) return byAdaptability;
    const bySale = Number(isNormalSale(b)) - Number(isNormalSale(a));
    if (bySale !== 0) return bySale;
    for (const code of order) {
      const keepsA = a.values[code] === selection[code] ? 1 : 0;
      const keepsB = b.values[code] === selection[code] ? 1 : 0;
      if (keepsA !== keepsB) return keepsB - keepsA;
    }
    return 0;
  };
}

/**
 * The SKU a sofa-picker change lands on (detail spec 4, "Variant picker"): the exact SKU for
 * the selection; else the most similar SKU (all attributes but one as chosen), else the
 * second-most similar (all but two), each keeping the changed value; failing that, the SKU
 * with the changed value that matches most of the other chosen attributes, preferring the
 * same adaptability. Ties are broken by `compareCandidates` (adaptability there too).
 * Undefined when no SKU has the changed value: the click changes nothing. Every selection
 * then snaps to the returned SKU's values.
 */
export function snapSofaSku<S extends SkuLike>(skus: S[], selection: Record<string, string>, changedCode: string, order: string[]): S | undefined {
  const codes = order.filter((code) => selection[code] !== undefined);
  const exact = skus.find((sku) => codes.every((code) => sku.values[code] === selection[code]));
  if (exact) return exact;
  const candidates = skus.filter((sku) => sku.values[changedCode] === selection[changedCode]);
  if (candidates.length === 0) return undefined;
  const compare = compareCandidates(selection, codes);
  const stableSort = (list: S[], by: (a: S, b: S) => number) =>
    list
      .map((sku, index) => ({ sku, index }))
      .sort((a, b) => by(a.sku, b.sku) || a.index - b.index)
      .map((entry) => entry.sku);
  for (const distance of [1, 2]) {
    const ring = candidates.filter((sku) => codes.length - matchCount(sku, selection, codes) === distance);
    if (ring.length > 0) return stableSort(ring, compare)[0];
  }
  const adaptability = selection[SOFA_ATTRIBUTE.adaptability];
  const sameAdaptability = (sku: S) => (adaptability !== undefined && sku.values[SOFA_ATTRIBUTE.adaptability] === adaptability ? 1 : 0);
  return stableSort(
    candidates,
    (a, b) => sameAdaptability(b) - sameAdaptability(a) || matchCount(b, selection, codes) - matchCount(a, selection, codes) || compare(a, b),
  )[0];
}

/**
 * Cascading availability for modular sofas: a value is available when some SKU has it
 * together with the chosen values of the attributes before it in the back office's order.
 * The shopper can always change an earlier attribute; later ones snap to fit.
 */
export function isValueAvailableInCascade(skus: SkuLike[], selection: Record<string, string>, order: string[], code: string, value: string): boolean {
  const before = order.slice(0, Math.max(0, order.indexOf(code)));
  return skus.some((sku) => sku.values[code] === value && before.every((other) => selection[other] === undefined || sku.values[other] === selection[other]));
}

/** How an attribute's values are drawn: the sofa picker has a look per attribute, other products the generic box. */
export type AttributeKind = "tabs" | "size" | "material" | "color" | "adaptability" | "recliners" | "arm-style" | "other" | "generic";

export type PickerAttribute = {
  code: string;
  name: string;
  values: { value: string; label: string; image?: string; disabled?: boolean }[];
};

export type PickerValue = {
  value: string;
  label: string;
  image?: string;
  selected: boolean;
  /** Exists with the other chosen values (normal products) or with the earlier ones (modular sofas). */
  available: boolean;
  /** Cannot be chosen: unavailable on a modular sofa, or marked disabled by the back office. */
  disabled: boolean;
  /** Drawn dashed: unavailable on a normal product (still choosable; it snaps). */
  dashed: boolean;
};

export type PickerRow = {
  code: string;
  kind: AttributeKind;
  /** The attribute's name; sale_arm_style is always titled 'Arm Style' (the component translates `titleKey`). */
  name: string;
  titleKey?: "buying.armStyle";
  /** The values that show (modular sofas hide unavailable ones). */
  values: PickerValue[];
  /** The chosen value's label, for the row title. */
  chosenLabel?: string;
  /** Adaptability carries an explanatory tooltip. */
  tooltip: boolean;
};

function kindOf(code: string, modular: boolean): AttributeKind {
  if (!modular) return "generic";
  switch (code) {
    case SOFA_ATTRIBUTE.category:
      return "tabs";
    case SOFA_ATTRIBUTE.size:
      return "size";
    case SOFA_ATTRIBUTE.material:
      return "material";
    case SOFA_ATTRIBUTE.color:
      return "color";
    case SOFA_ATTRIBUTE.adaptability:
      return "adaptability";
    case SOFA_ATTRIBUTE.recliners:
      return "recliners";
    case SOFA_ATTRIBUTE.armStyle:
      return "arm-style";
    default:
      return "other";
  }
}

/**
 * What the picker shows for the current selection (detail spec 4, "Variant picker"):
 * - unavailable values: normal products show them dashed (and choosable); modular sofas
 *   disable and hide them, except that size and colour stay visible (disabled) when they are
 *   the first sale attribute, the key the product is first sold by;
 * - rows: for modular sofas sale_category and material always show, otherwise the first
 *   attribute always shows; any other row shows only when it offers a choice (two or more
 *   values showing), which is also when adaptability is allowed;
 * - sale_arm_style is hidden while its value is 'Not', and titled 'Arm Style'.
 */
export function pickerView(attributes: PickerAttribute[], skus: SkuLike[], selection: Record<string, string>, modular: boolean): PickerRow[] {
  const order = attributes.map((attribute) => attribute.code);
  const firstCode = order[0];
  const rows: PickerRow[] = [];
  attributes.forEach((attribute, index) => {
    const kind = kindOf(attribute.code, modular);
    const keepsUnavailable = modular && index === 0 && (attribute.code === SOFA_ATTRIBUTE.size || attribute.code === SOFA_ATTRIBUTE.color);
    const values: PickerValue[] = [];
    for (const entry of attribute.values) {
      const available = modular
        ? isValueAvailableInCascade(skus, selection, order, attribute.code, entry.value)
        : isValueAvailable(skus, selection, attribute.code, entry.value);
      const selected = selection[attribute.code] === entry.value;
      if (modular && !available && !keepsUnavailable && !selected) continue;
      values.push({
        value: entry.value,
        label: entry.label,
        image: entry.image,
        selected,
        available,
        disabled: (modular && !available) || entry.disabled === true,
        dashed: !modular && !available,
      });
    }
    const chosen = attribute.values.find((entry) => entry.value === selection[attribute.code]);
    const alwaysShown = modular
      ? attribute.code === SOFA_ATTRIBUTE.category || attribute.code === SOFA_ATTRIBUTE.material
      : attribute.code === firstCode;
    if (!alwaysShown && values.length < 2) return;
    if (attribute.code === SOFA_ATTRIBUTE.armStyle && isArmStyleNone(chosen)) return;
    rows.push({
      code: attribute.code,
      kind,
      name: attribute.name,
      titleKey: attribute.code === SOFA_ATTRIBUTE.armStyle ? "buying.armStyle" : undefined,
      values,
      chosenLabel: chosen?.label,
      tooltip: kind === "adaptability",
    });
  });
  return rows;
}

const isArmStyleNone = (value: { value: string; label: string } | undefined) =>
  value !== undefined && (value.value.toLowerCase() === ARM_STYLE_NONE || value.label.toLowerCase() === ARM_STYLE_NONE);

/**
 * A click on a recliner option (sale_power_recliners): disabled options ignore it (null);
 * clicking the chosen value resets it to 0, and 0 stays 0; any other value is chosen.
 * Null also when the click changes nothing.
 */
export function reclinerClick(current: string | undefined, clicked: string, disabled: boolean): string | null {
  if (disabled) return null;
  const next = clicked === current ? NO_RECLINERS : clicked;
  return next === current ? null : next;
}
