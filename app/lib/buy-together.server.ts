import { invalidBody, invalidInput } from "~schemas/rules/field-errors";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { KitDiscountResponse, KitListResponse } from "~schemas/app-api";
import { discountRequest, enoughItems, type CombinationRequest } from "~schemas/rules/product/buy-together";
import type { CartResponse } from "~schemas/rules/cart";
import { logger } from "../../server/logger.js";
import { BackofficeError } from "./backoffice.server";

/*
 * What Buy Together's requests get (issue 18 item 1; the routes /api/kits, /api/kit-discount
 * and /api/kit-cart wire the shopper's back office to these). Kept apart from the routes so
 * tests can call them directly.
 */

type Answer<T> = { status: number; body: T };

const ID = /^[\w.-]{1,64}$/;

const failed = (call: string, error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  logger.warn("buy together call failed", { call, error: message });
  return message;
};

/** GET /api/kits?skuId=: the SKU's kits ("Get kit products"), each checked alone. */
export async function kitsAnswer(api: BackofficeApi, url: URL): Promise<Answer<KitListResponse>> {
  const skuId = url.searchParams.get("skuId") ?? "";
  if (!ID.test(skuId)) return { status: 400, body: { ok: false, ...invalidInput({ skuId: "must name a SKU" }) } };
  try {
    return { status: 200, body: { ok: true, kits: await api.getKitProducts({ skuId }) } };
  } catch (error) {
    return { status: 502, body: { ok: false, error: failed("getKitProducts", error) } };
  }
}

/**
 * GET /api/kit-discount?skuId=&kitId=&spuIds=: the discount of the kit's main products and
 * the picked options (spuIds, comma-separated; empty: none), asked for the SKUs the discount
 * rule names (discountRequest). The kit is read again here (a shared, cached answer), so the
 * browser names picks, never prices. Fewer than 2 items have no discount and make no call.
 */
export async function kitDiscountAnswer(api: BackofficeApi, url: URL): Promise<Answer<KitDiscountResponse>> {
  const params = url.searchParams;
  const skuId = params.get("skuId") ?? "";
  const kitId = params.get("kitId") ?? "";
  const picked = (params.get("spuIds") ?? "").split(",").filter(Boolean);
  if (!ID.test(skuId) || !ID.test(kitId) || !picked.every((id) => ID.test(id))) {
    const wrong: Record<string, string> = {};
    if (!ID.test(skuId)) wrong.skuId = "must name a SKU";
    if (!ID.test(kitId)) wrong.kitId = "must name a kit";
    if (!picked.every((id) => ID.test(id))) wrong.spuIds = "must list the picked products' spuIds, comma-separated";
    return { status: 400, body: { ok: false, ...invalidInput(wrong) } };
  }
  let kit;
  try {
    kit = (await api.getKitProducts({ skuId })).find((entry) => entry.kitId === kitId);
  } catch (error) {
    return { status: 502, body: { ok: false, error: failed("getKitProducts", error) } };
  }
  if (!kit) return { status: 404, body: { ok: false, error: `no kit ${kitId} for SKU ${skuId}` } };
  if (!enoughItems(kit, picked)) return { status: 200, body: { ok: true, discountAmount: 0 } };
  try {
    const { discountAmount } = await api.getSkuMaxDiscountAmount({ skuDiscountDataList: discountRequest(kit, picked) });
    return { status: 200, body: { ok: true, discountAmount } };
  } catch (error) {
    return { status: 502, body: { ok: false, error: failed("getSkuMaxDiscountAmount", error) } };
  }
}

/** The body of POST /api/kit-cart, or null when it is not a combination of at least 2 products with ids. */
export function parseCombination(body: unknown): CombinationRequest | null {
  const value = body as Partial<Record<keyof CombinationRequest, unknown>> | null;
  const text = (id: unknown) => (typeof id === "number" && Number.isFinite(id) ? String(id) : id);
  const kitId = text(value?.kitId);
  const mainProductId = text(value?.mainProductId);
  const lines = value?.giftWrapIdProductIdList;
  if (typeof kitId !== "string" || !ID.test(kitId) || typeof mainProductId !== "string" || !ID.test(mainProductId)) return null;
  if (!Array.isArray(lines) || lines.length < 2 || lines.length > 20) return null;
  const list = lines.map((line: { productId?: unknown; giftWrapId?: unknown } | null) => ({ productId: text(line?.productId), giftWrapId: text(line?.giftWrapId ?? "") }));
  const valid = list.every(
    (line): line is { productId: string; giftWrapId: string } =>
      typeof line.productId === "string" && ID.test(line.productId) && typeof line.giftWrapId === "string" && (line.giftWrapId === "" || ID.test(line.giftWrapId)),
  );
  return valid ? { kitId, mainProductId, giftWrapIdProductIdList: list as CombinationRequest["giftWrapIdProductIdList"] } : null;
}

/**
 * POST /api/kit-cart: one "add combination" call, then the cart as /api/cart answers it. An
 * answer with a code other than 200 and a msg answers 422 with that msg as `message`, which the
 * page shows as it is; no answer (or one without a msg) is a 502.
 */
export async function kitCartAnswer(api: BackofficeApi, body: unknown, cartOf: () => Promise<CartResponse>): Promise<Answer<CartResponse>> {
  const combination = parseCombination(body);
  if (!combination) return { status: 400, body: { ok: false, ...invalidBody("must have kitId, mainProductId and 2 to 20 giftWrapIdProductIdList entries with a productId") } };
  try {
    await api.addCombinationToCart(combination);
  } catch (error) {
    // Any answer other than code 200 that says why is shown as it is (detail spec 8, "(response msg)").
    const refused = error instanceof BackofficeError && error.status !== null && error.msg;
    const message = failed("addCombinationToCart", error);
    return refused ? { status: 422, body: { ok: false, error: message, message: error.msg! } } : { status: 502, body: { ok: false, error: message } };
  }
  const cart = await cartOf();
  return { status: cart.ok ? 200 : 502, body: cart };
}
