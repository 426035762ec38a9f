import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { logoutCookieHeader } from "~/lib/account.server";
import type { AppAnswer } from "~schemas/app-api";
import type { AccountAnswer } from "~schemas/rules/account";

/*
 * Logs the shopper out (`POST /api/logout`): the `token` cookie is cleared and the answer is
 * the guest's account. Used to switch between the fixture shoppers (docs/accounts.md).
 */
export async function action({ request }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/logout">>> {
  if (request.method !== "POST") return json<AccountAnswer>({ status: "guest" }, { status: 405, headers: { "Cache-Control": "no-store" } });
  return json<AccountAnswer>({ status: "guest" }, { headers: { "Cache-Control": "no-store", "Set-Cookie": await logoutCookieHeader(request) } });
}
