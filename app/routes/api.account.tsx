import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { loadAccount, logoutCookieHeader } from "~/lib/account.server";
import { getShopper } from "~/lib/shopper.server";
import type { AppAnswer } from "~schemas/app-api";
import { logger } from "../../server/logger.js";

/*
 * The shopper's account, for the page's scripts (docs/accounts.md):
 *
 *   GET /api/account  ->  {status: "guest"} | {status: "logged-in", user, member}
 *
 * Pages are the same for every shopper, so the browser asks this after hydration. A guest
 * costs no back-office call; a stored token is asked for its user and member info, and a
 * token the back office no longer knows is forgotten (the cookie cleared). 502 `{error}` when
 * the back office fails: the page then keeps what it shows everyone.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/account">>> {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  try {
    const { account, forget } = await loadAccount(await getShopper(request, context));
    if (forget) headers.append("Set-Cookie", await logoutCookieHeader(request));
    return json(account, { headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn("account read failed", { error: message });
    return json({ error: "the account could not be read" }, { status: 502, headers });
  }
}
