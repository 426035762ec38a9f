import { invalidBody } from "~schemas/rules/field-errors";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { readLimitedText } from "~/lib/request-body.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { isLoggedOut, loadWishlistPage, wishlistPageSize } from "~/lib/wishlist.server";
import type { AppAnswer, WishChangeAnswer } from "~schemas/app-api";
import { parseWishChange, wishlistPageParam } from "~schemas/rules/wishlist";
import { logger } from "../../server/logger.js";

/*
 * The logged-in shopper's server wishlist, for the page's scripts (docs/accounts.md, "Wishlist"):
 *
 *   GET  /api/wishlist?page=1&pageSize=12            ->  {status: "logged-in", items, total, maxPage, page} | {status: "guest"}
 *   POST /api/wishlist {action: "add"|"remove", skuId, spuId}  ->  {ok: true} | {ok: false, error[, login]}
 *
 * A guest has no server list (theirs is in the browser): GET answers {status: "guest"} and
 * POST refuses with 401, both without a back-office call. 502 `{error}` when the back office fails.
 * POST takes JSON only (415 otherwise): another site cannot post JSON here without the
 * browser asking first (CORS), so it cannot change a shopper's list.
 */
const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/wishlist">>> {
  const params = new URL(request.url).searchParams;
  try {
    const shopper = await getShopper(request, context);
    return json(await loadWishlistPage(shopper, wishlistPageParam(params.get("page")), wishlistPageSize(params.get("pageSize"))), { headers });
  } catch (error) {
    logger.warn("wishlist read failed", { error: error instanceof Error ? error.message : String(error) });
    return json({ error: "the wishlist could not be read" }, { status: 502, headers });
  }
}

/** A change is a few dozen bytes. */
const BODY_LIMIT = 1024;

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/wishlist">>> {
  const refuse = (status: number, error: string, login?: true) => json<WishChangeAnswer>({ ok: false, error, ...(login ? { login } : {}) }, { status, headers });
  if (request.method !== "POST") return refuse(405, "use POST");
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return refuse(415, "send JSON");
  const body = await readLimitedText(request, BODY_LIMIT);
  if (!body.ok) return json<WishChangeAnswer>({ ok: false, ...invalidBody(body.reason === "too-large" ? "is too large" : "is not UTF-8 text") }, { status: body.reason === "too-large" ? 413 : 400, headers });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return json<WishChangeAnswer>({ ok: false, ...invalidBody("is not JSON") }, { status: 400, headers });
  }
  const change = parseWishChange(parsed);
  if (!change) return json<WishChangeAnswer>({ ok: false, ...invalidBody('must be {action: "add" | "remove", skuId, spuId}') }, { status: 400, headers });
  const shopper = await getShopper(request, context);
  if (!shopper.loginToken) return refuse(401, "log in first: a guest's wishlist is kept in the browser", true);
  const api = backofficeFor(shopper);
  try {
    const payload = { skuId: change.skuId, spuId: change.spuId };
    const done = change.action === "add" ? await api.addToWish(payload) : await api.removeFromWish(payload);
    if (!done) return refuse(502, `the back office refused to ${change.action} ${change.skuId}`);
    return json<WishChangeAnswer>({ ok: true }, { headers });
  } catch (error) {
    if (isLoggedOut(error)) return refuse(401, "log in first: the login has ended", true);
    const message = error instanceof Error ? error.message : String(error);
    logger.warn("wishlist change failed", { action: change.action, skuId: change.skuId, error: message });
    return refuse(502, message);
  }
}
