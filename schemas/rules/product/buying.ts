/**
 * Buying rules of detail spec 4 ("Buy now and add to cart", "Out-of-stock notify",
 * "Delivery-delay dialog e-mail sign-up") and 5 as pure functions.
 */
import { isNormalSale, isOutOfStock } from "./sku";

/** The SKU that skips the low-stock dialog (detail spec 9). */
export const SKIPS_DELAY_DIALOG_SKU = "price_1";

export type BuyAction = "add" | "buy";

/** What the buy rules read of the chosen SKU. */
export type BuySku = { sku: string; status: number; salableQuantity: number };

/** What the buy rules read of the chosen SKU's delivery description. */
export type DeliveryFacts = {
  /** The delivery time status. */
  timeAvailable: boolean;
  /** totalStockNum; 0 when there is no delivery data (detail spec 4). */
  totalStock: number;
};

type DeliveryLike = { time?: boolean; in?: boolean; totalStockNum?: number } | null | undefined;

/**
 * The delivery facts of a delivery description. Without delivery data the stock counts as 0
 * (detail spec 4); the time status then counts as available, so a failed delivery call does
 * not mark every SKU out of stock. (docs/decisions/product-page.md)
 */
export function deliveryFacts(delivery: DeliveryLike): DeliveryFacts {
  if (!delivery) return { timeAvailable: true, totalStock: 0 };
  return { timeAvailable: Boolean(delivery.time || delivery.in), totalStock: delivery.totalStockNum ?? 0 };
}

export type BuyDecision =
  /** No SKU chosen: the 'PleaseMake' error toast. */
  | "choose-sku"
  /** The out-of-stock / time-out dialog opens; its confirm continues. */
  | "delay-dialog"
  | "proceed";

/**
 * Add to Cart and Buy Now (detail spec 4): a chosen SKU is required; when the product is in
 * stock, the total stock is below 1 and the SKU is not 'price_1', the dialog opens; Buy Now
 * proceeds only when the time status holds and the SKU is in normal sale, otherwise the
 * dialog opens too.
 */
export function buyDecision(action: BuyAction, sku: BuySku | null | undefined, productInStock: boolean, delivery: DeliveryFacts): BuyDecision {
  if (!sku) return "choose-sku";
  if (productInStock && delivery.totalStock < 1 && sku.sku !== SKIPS_DELAY_DIALOG_SKU) return "delay-dialog";
  if (action === "buy" && !(delivery.timeAvailable && isNormalSale(sku))) return "delay-dialog";
  return "proceed";
}

/** Whether the out-of-stock module replaces the buy buttons (detail spec 4, "Sellability and stock"). */
export function showsOutOfStock(sku: BuySku | null | undefined, delivery: DeliveryFacts): boolean {
  return sku ? isOutOfStock(sku, delivery.timeAvailable) : false;
}

export type OutOfStockView = {
  /** 'newStockInRegion' for a new SPU, 'OutOfStockInThisRegion' otherwise. */
  messageKey: "newStockInRegion" | "OutOfStockInThisRegion";
  /** What the module opens with: the like/don't-like poll (new SKU), the e-mail form, or the confirmation once notified. */
  start: "poll" | "form" | "done";
};

/** The out-of-stock module's starting view (detail spec 2, 4). */
export function outOfStockView(spuIsNew: boolean, skuIsNew: boolean, showEmailInput: boolean): OutOfStockView {
  return {
    messageKey: spuIsNew ? "newStockInRegion" : "OutOfStockInThisRegion",
    start: !showEmailInput ? "done" : skuIsNew ? "poll" : "form",
  };
}

/**
 * Out-of-stock notify e-mail (detail spec 5): alphanumeric groups joined by single '-', '_'
 * or '.', '@', a domain of the same form, a dot and a 2–3 letter TLD.
 */
export const NOTIFY_EMAIL_PATTERN = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;

/** Required and matching the pattern, else 'WrongEmail'. */
export function notifyEmailError(value: string): "WrongEmail" | null {
  return NOTIFY_EMAIL_PATTERN.test(value.trim()) ? null : "WrongEmail";
}

/**
 * Delivery-delay dialog sign-up e-mail (detail spec 5): letters and digits with single '-',
 * '_' or '.' separators on both sides of the '@', ending in an alphabetic TLD of 2–3 letters.
 */
export const SIGNUP_EMAIL_PATTERN = NOTIFY_EMAIL_PATTERN;

/** Empty: 'enter_email_tips'; not matching: 'NoEmail'. */
export function signupEmailError(value: string): "enter_email_tips" | "NoEmail" | null {
  const email = value.trim();
  if (email === "") return "enter_email_tips";
  return SIGNUP_EMAIL_PATTERN.test(email) ? null : "NoEmail";
}

/** The notify call's platformType: 1 when the delivery time status holds, else 0 (detail spec 7). */
export function platformType(delivery: DeliveryFacts): 0 | 1 {
  return delivery.timeAvailable ? 1 : 0;
}

type DeliveryText = {
  desc?: string;
  timeDesc?: string;
  typeDesc?: string;
  deliveryDesc?: { daysObj?: { timeDesc?: string; typeDesc?: string } | null } | null;
} | null;

/** The estimated delivery text the dialog shows: the description, else the day-based estimate ('6-8 weeks'); null without either. */
export function estimatedDelivery(delivery: DeliveryText | undefined): string | null {
  if (!delivery) return null;
  if (delivery.desc) return delivery.desc;
  const days = delivery.deliveryDesc?.daysObj;
  const time = delivery.timeDesc ?? days?.timeDesc;
  const unit = delivery.typeDesc ?? days?.typeDesc;
  return time ? [time, unit].filter(Boolean).join(" ") : null;
}

/** The stored user info's e-mail (localStorage `userInfo`), to prefill the notify field. */
export function storedEmail(raw: string | null): string {
  if (!raw) return "";
  try {
    const info = JSON.parse(raw) as { email?: unknown; customerEmail?: unknown } | null;
    const email = info?.email ?? info?.customerEmail;
    return typeof email === "string" ? email : "";
  } catch {
    return "";
  }
}
