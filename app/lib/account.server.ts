import type { AccountAnswer, LoggedInAccount } from "~schemas/rules/account";
import { BackofficeError } from "./backoffice.server";
import { loginTokenCookie, secureFor } from "./cookies.server";
import { backofficeFor, type Shopper } from "./shopper.server";

/** How long a login lasts in the browser: the spec keeps the token "locally", i.e. past the session. */
export const LOGIN_MAX_AGE_S = 60 * 60 * 24 * 30;

/** The Set-Cookie that stores a login token where the server reads it (the HttpOnly `token` cookie). */
export function loginCookieHeader(token: string, request: Request): Promise<string> {
  return loginTokenCookie.serialize(token, { ...secureFor(request), maxAge: LOGIN_MAX_AGE_S });
}

/** The Set-Cookie that forgets the login token. */
export function logoutCookieHeader(request: Request): Promise<string> {
  return loginTokenCookie.serialize("", { ...secureFor(request), maxAge: 0, expires: new Date(0) });
}

/**
 * Who the shopper is (detail spec 6, 7): a guest without a token; with one, the user info the
 * token names and their member info. A token the back office no longer knows (401) makes a
 * guest (`forget`: the caller clears the cookie). Other failures throw: a back office that
 * does not answer says nothing about the login.
 */
export async function loadAccount(shopper: Shopper): Promise<{ account: AccountAnswer; forget: boolean }> {
  if (!shopper.loginToken) return { account: { status: "guest" }, forget: false };
  const api = backofficeFor(shopper);
  let user;
  try {
    user = await api.getUserInfo({});
  } catch (error) {
    if (error instanceof BackofficeError && (error.status === 401 || error.status === 403)) return { account: { status: "guest" }, forget: true };
    throw error;
  }
  const member = await api.getMemberInfo({ email: user.email });
  const account: LoggedInAccount = { status: "logged-in", user, member };
  return { account, forget: false };
}
