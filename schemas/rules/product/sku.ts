/**
 * SKU rules of detail spec 4 ("Sellability and stock", "Default SKU selection") as pure
 * functions over the fields they read, so the server picks the SKU the page renders with
 * and the browser applies the same rules on every change.
 */
export type SkuLike = {
  sku: string;
  skuId: string;
  status: number;
  salableQuantity: number;
  shopifyProductId?: string;
  /** Attribute code -> value. */
  values: Record<string, string>;
};

export type AttributeLike = { code: string; values: { value: string }[] };

/** Normal sale: status 1 and salableQuantity > 0; anything else is 'not normal sales'. */
export function isNormalSale(sku: Pick<SkuLike, "status" | "salableQuantity">): boolean {
  return sku.status === 1 && sku.salableQuantity > 0;
}

/**
 * Out of Stock shows when the delivery time is unavailable (time status false), the status
 * is 0, or salableQuantity is 0 or less.
 */
export function isOutOfStock(sku: Pick<SkuLike, "status" | "salableQuantity">, deliveryTimeAvailable: boolean): boolean {
  return !deliveryTimeAvailable || sku.status === 0 || sku.salableQuantity <= 0;
}

/** The URL variant: the last '_'-separated segment of the SKU's shopifyProductId. */
export function variantOf(sku: Pick<SkuLike, "shopifyProductId">): string | null {
  const id = sku.shopifyProductId?.trim();
  if (!id) return null;
  const last = id.split("_").pop();
  return last ? last : null;
}

/** Whether a SKU answers a query `variant`: its shopifyProductId equals or contains it. */
export function matchesVariant(sku: Pick<SkuLike, "shopifyProductId">, variant: string): boolean {
  const id = sku.shopifyProductId ?? "";
  return id === variant || (variant !== "" && id.includes(variant));
}

/**
 * Step 3 reads "the first SKU in normal sale that matches the sale attribute values
 * attribute by attribute": attribute by attribute, in the product's attribute order, each
 * takes its first value (in the back office's value order) that still leaves a SKU in
 * normal sale; the SKU with all those values is the one. (docs/decisions/product-page.md)
 */
function firstSellableByAttributes<S extends SkuLike>(skus: S[], attributes: AttributeLike[]): S | undefined {
  let candidates = skus.filter(isNormalSale);
  for (const attribute of attributes) {
    for (const { value } of attribute.values) {
      const narrowed = candidates.filter((sku) => sku.values[attribute.code] === value);
      if (narrowed.length > 0) {
        candidates = narrowed;
        break;
      }
    }
  }
  return candidates[0];
}

export type DefaultSkuInput<S extends SkuLike> = {
  skus: S[];
  attributes: AttributeLike[];
  /** isInStock of the product detail. */
  inStock: boolean;
  /** The query's `variant`. */
  variant?: string | null;
  /** An explicit sku from the opener (e.g. a card in quick view); ignored when switching model. */
  openerSku?: string | null;
  switchingModel?: boolean;
  /** Preview mode preselects only the first SKU. */
  preview?: boolean;
};

/**
 * The SKU a product opens with (detail spec 4, "Default SKU selection"):
 * an opener's explicit sku wins (except when switching model); in preview, the first SKU;
 * then 1. not in stock → the first SKU; 2. the query variant; 3. the first SKU in normal
 * sale matching the attributes in order; 4. the first SKU.
 */
export function defaultSku<S extends SkuLike>(input: DefaultSkuInput<S>): S | undefined {
  const { skus, attributes, inStock, variant, openerSku, switchingModel = false, preview = false } = input;
  const first = skus[0];
  if (!first) return undefined;
  if (openerSku && !switchingModel) {
    const opened = skus.find((sku) => sku.sku === openerSku || sku.skuId === openerSku);
    if (opened) return opened;
  }
  if (preview) return first;
  if (!inStock) return first;
  if (variant) {
    const byVariant = skus.find((sku) => matchesVariant(sku, variant));
    if (byVariant) return byVariant;
  }
  return firstSellableByAttributes(skus, attributes) ?? first;
}

/** The SKU whose values equal the selection on every attribute the selection names. */
export function skuForSelection<S extends SkuLike>(skus: S[], selection: Record<string, string>): S | undefined {
  const entries = Object.entries(selection);
  return skus.find((sku) => entries.every(([code, value]) => sku.values[code] === value));
}

/**
 * The SKU a selection change lands on: the exact SKU for the selection; otherwise the SKU
 * with the changed value that keeps most of the other chosen values, preferring one in
 * normal sale. (The sofa picker's own similarity rules build on this.)
 */
export function pickSku<S extends SkuLike>(skus: S[], selection: Record<string, string>, changedCode: string): S | undefined {
  const exact = skuForSelection(skus, selection);
  if (exact) return exact;
  const changed = selection[changedCode];
  const score = (sku: S) =>
    Object.entries(selection).filter(([code, value]) => code !== changedCode && sku.values[code] === value).length * 2 + (isNormalSale(sku) ? 1 : 0);
  return skus
    .filter((sku) => sku.values[changedCode] === changed)
    .reduce<S | undefined>((best, sku) => (best === undefined || score(sku) > score(best) ? sku : best), undefined);
}

/** Whether a value of an attribute exists together with the other chosen values (unavailable values show dashed). */
export function isValueAvailable(skus: SkuLike[], selection: Record<string, string>, code: string, value: string): boolean {
  return skus.some((sku) => sku.values[code] === value && Object.entries(selection).every(([other, chosen]) => other === code || sku.values[other] === chosen));
}
