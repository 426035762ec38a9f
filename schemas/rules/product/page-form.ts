import type { CartInfo } from "~schemas/backoffice";
import type { ZipObject } from "./zip";
import type { DeliveryEstimate } from "./delivery";

/**
 * The product page's own forms (issue 20 item 5): each posts to the page with an `intent`
 * field, so they work as plain form posts before hydration or without JavaScript
 * (docs/decisions/no-js-forms.md). Client-safe: types and names only.
 */
export const PAGE_FORM_INTENTS = ["add-to-cart", "buy-now", "postcode", "stock-notify", "delivery-signup"] as const;
export type PageFormIntent = (typeof PAGE_FORM_INTENTS)[number];

/**
 * The buy bar's form. Choices rendered in other sections join its post through their `form`
 * attribute: the checked accessories (`accessory`, the product id, with its quantity in
 * `accessoryQuantityField`) and the delivery service (`giftWrapId`).
 */
export const BUY_FORM_ID = "detail-buy-form";
export const ACCESSORY_FIELD = "accessory";
export const accessoryQuantityField = (productId: string) => `accessoryQty-${productId}`;

/**
 * A message for one field (or `form` for the whole post): a message key of the locales, with
 * its parameters; `text`, when set, is the back office's own words, shown instead.
 */
export type PageFormError = { key: string; params?: Record<string, string | number>; text?: string };

/**
 * The page action's answer. `values` are the fields as posted (the shopper's input, shown
 * again), `errors` the messages keyed by field name. A success carries what the form shows.
 */
export type PageFormAnswer = {
  intent: PageFormIntent | null;
  ok: boolean;
  values: Record<string, string>;
  errors: Record<string, PageFormError>;
  /** The preview frame: the post was checked and found correct, and nothing was done with it. */
  checked?: boolean;
  /** add-to-cart, buy-now: the cart's count after the add. */
  cartCount?: number;
  /** add-to-cart, buy-now: the cart after the add, for the drawer or sheet a script opens. */
  cart?: CartInfo;
  /** postcode: the found zip object and the delivery estimate for it. */
  zip?: ZipObject;
  estimate?: DeliveryEstimate;
};

/** The answer for one form's intent(s), else null (an answer belongs to the form that posted). */
export function answerFor(answer: PageFormAnswer | null | undefined, ...intents: PageFormIntent[]): PageFormAnswer | null {
  return answer && answer.intent !== null && intents.includes(answer.intent) ? answer : null;
}
