/**
 * The guest's client token (`ct`) in the browser. The server writes it with Remix's
 * createCookie (server/cookies.js): JSON of the token, URI-encoded to bytes, base64. Pages set
 * no cookie (they are shared), so the browser makes the token before its first API call:
 * calls made at once after hydration would otherwise each get a different one from the server.
 */
export const CLIENT_TOKEN_COOKIE = "ct";
const ONE_YEAR_S = 60 * 60 * 24 * 365;
/** What the server accepts as a token (server/index.js). */
const TOKEN = /^[A-Za-z0-9-]{1,64}$/;

/** The token in a `document.cookie` string; any other value is not ours and names no visitor. */
export function readClientToken(cookie: string): string | null {
  const raw = cookie
    .split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${CLIENT_TOKEN_COOKIE}=`))
    ?.slice(CLIENT_TOKEN_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const bytes = Uint8Array.from(atob(decodeURIComponent(raw)), (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof value === "string" && value !== "" ? value : null;
  } catch {
    return null;
  }
}

/** The cookie's value for `token`, encoded as createCookie encodes it (a UUID is ASCII). */
export function encodeClientToken(token: string): string {
  return encodeURIComponent(btoa(JSON.stringify(token)));
}

/** The guest's token, made and stored now when the browser has none (or one the server would refuse). */
export function ensureClientToken(doc: Document = document): string {
  const current = readClientToken(doc.cookie);
  if (current && TOKEN.test(current)) return current;
  const token = crypto.randomUUID();
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  doc.cookie = `${CLIENT_TOKEN_COOKIE}=${encodeClientToken(token)}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
  return token;
}
