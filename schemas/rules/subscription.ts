/**
 * Rules of the newsletter sign-up prompt (detail spec 4 "Subscription prompts", 5, 8). Pure:
 * the triggers, the prompt and the sign-up route share them.
 */

/** What opened the prompt: the spec's three scenes. */
export const SUBSCRIBE_SCENES = ["reviewpic_close", "recommend_click", "coupon_close"] as const;
export type SubscribeScene = (typeof SUBSCRIBE_SCENES)[number];

/** How long the pointer (or keyboard focus) must stay on the review pictures before leaving them fires the prompt. */
export const REVIEWPIC_DWELL_MS = 3000;
/** After a recommended product was opened, its page waits this long after mounting. */
export const RECOMMEND_DELAY_MS = 5000;
/** After the coupon dialog closes. */
export const COUPON_CLOSE_DELAY_MS = 3000;

/** The session's record that the prompt has shown (at most once per session). */
export const PROMPT_SHOWN_KEY = "subscribePrompt.shown";
/** The session flag a click on a recommended product sets; the next product page reads and clears it. */
export const RECOMMEND_FLAG_KEY = "subscribePrompt.recommendClick";

/** A product page's path (`/{slug}.html`, the ads and min variants): where a recommendation leads, and where recommend_click is watched. */
export function isProductPath(pathname: string): boolean {
  return /^\/(?:(?:ads|min)-detail\/)?[^/]+\.html$/.test(pathname);
}

export function isSubscribeScene(value: unknown): value is SubscribeScene {
  return typeof value === "string" && (SUBSCRIBE_SCENES as readonly string[]).includes(value);
}

/**
 * What to do with a trigger's request: show the prompt to a guest who has not seen it this
 * session; drop it once it has shown, or for a logged-in shopper (already a customer: the
 * answer could only be 'subscribeNewLetter'); wait while the account is still being read
 * (after hydration).
 */
export function promptDecision({ shownThisSession, account }: { shownThisSession: boolean; account: "unknown" | "guest" | "logged-in" }): "show" | "wait" | "drop" {
  if (shownThisSession || account === "logged-in") return "drop";
  return account === "guest" ? "show" : "wait";
}

/** The sign-up is submitted at most once a second (detail spec 5, as the delivery-delay sign-up). */
export const SUBSCRIBE_THROTTLE_MS = 1000;

/**
 * Where a sign-up posted without JavaScript returns: a path of this site (`/x.html`,
 * `/guide/key?top=1`), never another origin (`//evil`, `https://…`, `/\evil`); else `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || [...value].some((char) => char.charCodeAt(0) < 0x20)) return "/";
  return value;
}
