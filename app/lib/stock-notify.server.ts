import type { z } from "zod";
import { notifyEmailError } from "~schemas/rules/product/buying";
import { backofficeFor, type Shopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { StockNotifyResponse, stockNotifyRequestSchema } from "~schemas/app-api";

/**
 * The out-of-stock notify (detail spec 4, 5, 7 "Product stock notify"), shared by
 * `/api/stock-notify` and the product page's form action: the e-mail checked again with the
 * spec 5 rule ('WrongEmail'), then the call with the shopper's region and token (login token,
 * else the guest's client token). 400 for a bad e-mail, 502 when the back office fails or refuses.
 */
export async function notifyStock(shopper: Shopper, request: z.output<typeof stockNotifyRequestSchema>): Promise<{ body: StockNotifyResponse; status: number }> {
  const email = request.email.trim();
  if (notifyEmailError(email)) return { body: { ok: false, error: "WrongEmail", fieldErrors: { email: "is not an e-mail address" } }, status: 400 };
  try {
    const done = await backofficeFor(shopper).productStockNotify({
      ...request,
      email,
      region: shopper.regionCode,
      token: shopper.loginToken ?? shopper.clientToken ?? "",
    });
    return done ? { body: { ok: true }, status: 200 } : { body: { ok: false, error: "the back office refused the notify" }, status: 502 };
  } catch (error) {
    logger.warn("stock notify failed", { error: error instanceof Error ? error.message : String(error) });
    return { body: { ok: false, error: "the back office failed" }, status: 502 };
  }
}
