import { json, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { MAX_PRODUCTS_PER_ADD } from "~schemas/rules/cart";
import { deliveryEstimate } from "~schemas/rules/product/delivery";
import { ACCESSORY_FIELD, PAGE_FORM_INTENTS, accessoryQuantityField, type PageFormAnswer, type PageFormError, type PageFormIntent } from "~schemas/rules/product/page-form";
import { stockNotifyRequestSchema } from "~schemas/app-api";
import { parseDetailPath } from "~/lib/product-page.server";
import { readLimitedText } from "~/lib/request-body.server";
import { backofficeFor, getShopper, resolveRequestStore, type Shopper } from "~/lib/shopper.server";
import { checkPostcode } from "~schemas/rules/product/postcode";
import { notifyEmailError, signupEmailError } from "~schemas/rules/product/buying";
import type { PostcodeRule } from "~schemas/rules/stores";
import { addProductsToCart } from "~/lib/cart.server";
import { lookupPostcode } from "~/lib/zip-code.server";
import { notifyStock } from "~/lib/stock-notify.server";
import { emailSignup } from "~/lib/email-signup.server";
import { logger } from "../../server/logger.js";

/*
 * The product page's action (issue 20 item 5; docs/decisions/no-js-forms.md): the page's
 * forms post here with an `intent` field naming the form, as plain form posts when the page's
 * scripts have not run (before hydration, a failed script, JavaScript off) and through a
 * Remix fetcher when they have. Each intent calls the same function as its JSON route
 * (/api/cart, /api/zip-code, /api/stock-notify, /api/delivery-signup, which the quick view
 * keeps calling). The answer is the result, or the messages keyed by field with the values as
 * posted: the page rendered again with it (useActionData), or the fetcher's data.
 */

const ID = /^[\w.-]{1,64}$/;
/** The page's forms are small: their few fields, never the 32 KiB the server lets a page post carry. */
const FORM_BODY_LIMIT = 16 * 1024;

const text = (max: number) => z.string().max(max);
const id = z.string().regex(ID);

/** The checked accessories of the sofa upgrades: each added as many times as its Qty says (1–10), as the JSON path does. */
const accessories = z.array(z.object({ productId: id, quantity: z.coerce.number().int().min(1).max(10) })).max(MAX_PRODUCTS_PER_ADD);

const cartForm = z
  .object({
    productIds: z.array(id).min(1).max(MAX_PRODUCTS_PER_ADD),
    accessories,
    giftWrapId: id.optional(),
  })
  .transform(({ productIds, accessories, giftWrapId }) => ({
    productIds: [...productIds, ...accessories.flatMap(({ productId, quantity }) => Array.from({ length: quantity }, () => productId))],
    ...(giftWrapId ? { giftWrapId } : {}),
  }))
  .refine((form) => form.productIds.length <= MAX_PRODUCTS_PER_ADD, { path: ["productIds"], message: `at most ${MAX_PRODUCTS_PER_ADD} products an add` });

/** The notify form's hidden fields are the chosen SKU's, as the page rendered them. */
const stockNotifyForm = z.object({
  email: text(254),
  sku: id,
  isNew: z.enum(["true", "false"]).transform((value) => value === "true"),
  platformType: z.enum(["0", "1"]).transform((value) => (value === "1" ? 1 : 0) as 0 | 1),
  skuName: text(500),
  skuImageUrl: text(1000),
  price: z.union([z.literal("").transform(() => null), z.coerce.number().finite()]),
  specialPrice: z.coerce.number().finite(),
  attrMap: text(4000).transform((value, context) => {
    try {
      return stockNotifyRequestSchema.shape.productInfo.shape.attrMap.parse(JSON.parse(value));
    } catch {
      context.addIssue({ code: "custom", message: "attrMap must be a JSON object of texts" });
      return z.NEVER;
    }
  }),
});

const schemas = {
  "add-to-cart": cartForm,
  "buy-now": cartForm,
  postcode: z.object({ postcode: text(32), sku: id.optional() }),
  "stock-notify": stockNotifyForm,
  "delivery-signup": z.object({ email: text(254) }),
} satisfies Record<PageFormIntent, z.ZodType>;

export type ParsedPageForm = { [I in PageFormIntent]: { intent: I; data: z.output<(typeof schemas)[I]> } }[PageFormIntent];

/** The message a field shows when the post itself is wrong (a hidden field tampered with, a field missing). */
const FIELD_MESSAGES: Record<string, PageFormError> = {
  productIds: { key: "PleaseMake" },
  postcode: { key: "service.lookupFailed" },
  email: { key: "WrongEmail" },
};

function valuesOf(form: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  // Only what the shopper typed is shown again; hidden fields are the page's own.
  for (const name of ["postcode", "email"]) {
    const value = form.get(name);
    if (value !== null) values[name] = value.slice(0, 254);
  }
  return values;
}

/**
 * The post's fields checked by its intent's schema: the intent and its data, or the answer
 * to give (400) with a message keyed by each wrong field's name.
 */
export function parsePageForm(form: URLSearchParams): { ok: true; form: ParsedPageForm } | { ok: false; answer: PageFormAnswer } {
  const intent = form.get("intent");
  const values = valuesOf(form);
  if (!PAGE_FORM_INTENTS.includes(intent as PageFormIntent)) {
    return { ok: false, answer: { intent: null, ok: false, values, errors: { intent: { key: "buying.formInvalid" } } } };
  }
  const known = intent as PageFormIntent;
  const fields: Record<string, unknown> = Object.fromEntries(form);
  delete fields.intent;
  if (known === "add-to-cart" || known === "buy-now") {
    fields.productIds = form.getAll("productIds");
    fields.accessories = form.getAll(ACCESSORY_FIELD).map((productId) => ({ productId, quantity: form.get(accessoryQuantityField(productId)) ?? "1" }));
  }
  const parsed = schemas[known].safeParse(fields);
  if (parsed.success) return { ok: true, form: { intent: known, data: parsed.data } as ParsedPageForm };
  const errors: Record<string, PageFormError> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= FIELD_MESSAGES[field] ?? { key: "buying.formInvalid" };
  }
  return { ok: false, answer: { intent: known, ok: false, values, errors } };
}

/** An address the page rendered (maybe relative) as the JSON path sends it: absolute, or empty. */
function absolute(address: string, origin: string): string {
  if (!address) return "";
  try {
    return new URL(address, origin).href;
  } catch {
    return "";
  }
}

/** What the intents call: the JSON routes' own functions (replaced in unit tests). */
export type PageFormCalls = {
  addProductsToCart: typeof addProductsToCart;
  lookupPostcode: typeof lookupPostcode;
  notifyStock: typeof notifyStock;
  emailSignup: typeof emailSignup;
  deliveryEstimateFor: (shopper: Shopper, sku: string, regionCode: string | null) => Promise<PageFormAnswer["estimate"]>;
};

async function deliveryEstimateFor(shopper: Shopper, sku: string, regionCode: string | null) {
  try {
    return deliveryEstimate(await backofficeFor(shopper).getDeliveryDescription({ sku, regionCode: regionCode ?? shopper.regionCode }));
  } catch (error) {
    logger.warn("detail side call failed", { call: "getDeliveryDescription", error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export const PAGE_FORM_CALLS: PageFormCalls = { addProductsToCart, lookupPostcode, notifyStock, emailSignup, deliveryEstimateFor };

/**
 * One checked post's intent, run: the answer, its status (the JSON route's: 400 for the
 * shopper's mistake, 502 when the back office failed) and a cookie to set.
 */
export async function runPageForm(
  request: Request,
  shopper: Shopper,
  form: ParsedPageForm,
  values: Record<string, string>,
  calls: PageFormCalls = PAGE_FORM_CALLS,
): Promise<{ answer: PageFormAnswer; status: number; setCookie?: string }> {
  const base = { intent: form.intent, values, errors: {} };
  switch (form.intent) {
    case "add-to-cart":
    case "buy-now": {
      const added = await calls.addProductsToCart(shopper, form.data.productIds, form.data.giftWrapId);
      // A refusal in the back office's own words shows them, as the JSON route's toast does.
      return added.body.ok
        ? { answer: { ...base, ok: true, cartCount: added.body.cart.count, cart: added.body.cart }, status: 200 }
        : { answer: { ...base, ok: false, errors: { form: added.body.message ? { key: "cart.failed", text: added.body.message } : { key: "cart.failed" } } }, status: added.status };
    }
    case "postcode": {
      const found = await calls.lookupPostcode(request, shopper, form.data.postcode);
      const { body } = found;
      if (body.ok) {
        const estimate = form.data.sku ? await calls.deliveryEstimateFor(shopper, form.data.sku, body.zip.regionCode) : null;
        return { answer: { ...base, ok: true, zip: body.zip, estimate }, status: 200, ...(found.setCookie ? { setCookie: found.setCookie } : {}) };
      }
      const error: PageFormError =
        body.reason === "format" ? { key: body.messageKey, params: body.params } : body.reason === "not-serviceable" ? { key: "NotShipTips" } : { key: "service.lookupFailed" };
      return { answer: { ...base, ok: false, errors: { postcode: error } }, status: found.status };
    }
    case "stock-notify": {
      const { email, sku, isNew, platformType, skuName, skuImageUrl, price, specialPrice, attrMap } = form.data;
      const url = new URL(request.url);
      const notified = await calls.notifyStock(shopper, {
        sku,
        email,
        isNew,
        platformType,
        productInfo: { productDetailUrl: `${url.origin}${url.pathname}`, skuImageUrl: absolute(skuImageUrl, url.origin), skuName, attrMap, price, specialPrice },
      });
      if (notified.body.ok) return { answer: { ...base, ok: true }, status: 200 };
      const error: Record<string, PageFormError> = notified.body.error === "WrongEmail" ? { email: { key: "WrongEmail" } } : { form: { key: "buying.notifyFailed" } };
      return { answer: { ...base, ok: false, errors: error }, status: notified.status };
    }
    case "delivery-signup": {
      const signup = await calls.emailSignup(backofficeFor(shopper), form.data.email, "delivery sign-up");
      const { body } = signup;
      if (body.result === "registered") return { answer: { ...base, ok: true }, status: 200 };
      const error: PageFormError =
        body.result === "invalid" ? { key: body.messageKey } : body.result === "exists" ? { key: "subscribeNewLetter" } : body.message ? { key: "buying.signupFailed", text: body.message } : { key: "buying.signupFailed" };
      return { answer: { ...base, ok: false, errors: { email: error } }, status: signup.status };
    }
  }
}

/** The route's action: the answer as JSON (the page rendered with it for a plain post, a fetcher's data otherwise), never kept by any cache. */
export async function productFormAction(request: Request, context: AppLoadContext, calls: PageFormCalls = PAGE_FORM_CALLS) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const reply = (answer: PageFormAnswer, status: number) => json<PageFormAnswer>(answer, { status, headers });
  if (!parseDetailPath(new URL(request.url).pathname)) return reply({ intent: null, ok: false, values: {}, errors: { form: { key: "buying.formInvalid" } } }, 404);
  const body = await readLimitedText(request, FORM_BODY_LIMIT);
  if (!body.ok) return reply({ intent: null, ok: false, values: {}, errors: { form: { key: "buying.formInvalid" } } }, body.reason === "too-large" ? 413 : 400);
  const form = new URLSearchParams(body.text);
  const parsed = parsePageForm(form);
  if (!parsed.ok) return reply(parsed.answer, 400);
  const shopper = await getShopper(request, context);
  const done = await runPageForm(request, shopper, parsed.form, valuesOf(form), calls);
  if (done.setCookie) headers.append("Set-Cookie", done.setCookie);
  return reply(done.answer, done.status);
}

/**
 * The preview frame's action (app/routes/preview-frame.product.$slug.tsx): a post is checked
 * as the page checks it, but nothing is added, looked up, notified or signed up for, as the
 * guide's preview frame does with the lead form. A refused post answers like the page's (400,
 * the messages by field, the input kept); a correct one `checked` (200), which the frame says.
 */
export async function checkPageForm(request: Request) {
  const headers = { "Cache-Control": "private, no-store" };
  const body = await readLimitedText(request, FORM_BODY_LIMIT);
  if (!body.ok) return json<PageFormAnswer>({ intent: null, ok: false, values: {}, errors: { form: { key: "buying.formInvalid" } } }, { status: body.reason === "too-large" ? 413 : 400, headers });
  const form = new URLSearchParams(body.text);
  const parsed = parsePageForm(form);
  if (!parsed.ok) return json<PageFormAnswer>(parsed.answer, { status: 400, headers });
  const values = valuesOf(form);
  const errors = formatErrors(parsed.form, (await resolveRequestStore(request)).postcodeRule);
  if (errors) return json<PageFormAnswer>({ intent: parsed.form.intent, ok: false, values, errors }, { status: 400, headers });
  return json<PageFormAnswer>({ intent: parsed.form.intent, ok: true, checked: true, values, errors: {} }, { status: 200, headers });
}

/** The checks the intents' functions run before any back-office call, with the same messages: the preview's only checks. */
export function formatErrors(form: ParsedPageForm, postcodeRule: PostcodeRule): Record<string, PageFormError> | null {
  switch (form.intent) {
    case "postcode": {
      const check = checkPostcode(form.data.postcode.slice(0, 32), postcodeRule);
      return check.ok ? null : { postcode: { key: check.messageKey, params: check.params } };
    }
    case "stock-notify":
      return notifyEmailError(form.data.email.trim()) ? { email: { key: "WrongEmail" } } : null;
    case "delivery-signup": {
      const invalid = signupEmailError(form.data.email.trim());
      return invalid ? { email: { key: invalid } } : null;
    }
    default:
      return null;
  }
}
