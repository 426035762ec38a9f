// Abuse limits in one place (docs/security.md): how large a request body may be, and how many
// writes one address may make per window. Each number says why it is what it is. Plain
// JavaScript: the Express entry applies them before Remix sees a request.

const KiB = 1024;
const MINUTE_MS = 60_000;

/**
 * Body limits by path, the first match wins. Every POST (any non-GET) is checked against
 * these before its body is read: by Content-Length when it declares one, else while it
 * streams. A route may keep a lower limit of its own (readLimitedText).
 * @type {{ path: RegExp, bytes: number, why: string }[]}
 */
export const BODY_LIMITS = [
  {
    path: /^\/api\/templates\/validate$/,
    bytes: 1024 * KiB + 64 * KiB,
    why: "a template file up to the back office's own 1 MiB limit (the route answers its own 413 past that); the largest fixture is under 100 KiB",
  },
  {
    path: /^\/preview\/draft$/,
    bytes: 2 * 1024 * KiB + 64 * KiB,
    why: "the preview's draft form carries a template up to 1 MiB twice (the upload and the edited text) and its multipart framing",
  },
  {
    path: /^\/api\//,
    bytes: 16 * KiB,
    why: "the JSON the storefront's own scripts send: an e-mail, a login, up to 50 product ids or a review vote; the largest, a stock-notify request with its product info, is under 2 KiB",
  },
  {
    path: /.*/,
    bytes: 32 * KiB,
    why: "form posts to pages (the lead form: at most a dozen fields of at most 1000 characters each)",
  },
];

/** @param {string} path */
export function bodyLimitFor(path) {
  return /** @type {(typeof BODY_LIMITS)[number]} */ (BODY_LIMITS.find((limit) => limit.path.test(path))).bytes;
}

/**
 * Per-address write limits: at most `max` requests per `windowMs` for each address (IPv6 by
 * its /56, express-rate-limit's default), counted in Redis when REDIS_URL is set so that every
 * instance counts together. Each limit is multiplied by RATE_LIMIT_MULTIPLIER (1 unless set;
 * the e2e suite raises it, one address posting for every test). `pageIntents`: the product
 * page's form posts (no JavaScript, an `intent` field; docs/decisions/no-js-forms.md) that
 * count against the same limit as the JSON route they stand in for.
 * @typedef {{ methods: string[], path: RegExp, max: number, windowMs: number, why: string, pageIntents?: string[] }} RateLimit
 * @satisfies {Record<string, RateLimit>}
 */
export const RATE_LIMITS = {
  login: {
    methods: ["POST"],
    path: /^\/api\/login$/,
    max: 20,
    windowMs: 15 * MINUTE_MS,
    why: "password guessing: 80 tries an hour from one address at most, while a household behind one address that mistypes a few times never notices",
  },
  signup: {
    methods: ["POST"],
    // The delivery-delay dialog's and the newsletter prompt's sign-ups.
    path: /^\/api\/(delivery-signup|subscribe)$/,
    pageIntents: ["delivery-signup"],
    max: 10,
    windowMs: 15 * MINUTE_MS,
    why: "each sign-up registers a customer and sends an e-mail: a shopper signs up once, a script would fill the customer list and mail strangers",
  },
  stockNotify: {
    methods: ["POST"],
    path: /^\/api\/stock-notify$/,
    pageIntents: ["stock-notify"],
    max: 10,
    windowMs: 15 * MINUTE_MS,
    why: "each request sends an e-mail later: a shopper asks about a few products, not forty in a row",
  },
  lead: {
    methods: ["POST"],
    // The lead form posts to its landing page (the preview's posts save nothing).
    path: /^\/guide\/[^/]+$/,
    max: 10,
    windowMs: 15 * MINUTE_MS,
    why: "each lead reaches the sales team: one shopper sends one or two, a script would bury the real ones",
  },
  cart: {
    methods: ["POST"],
    // The cart and Buy Together's add-combination, which adds to it.
    path: /^\/api\/(cart|kit-cart)$/,
    pageIntents: ["add-to-cart", "buy-now"],
    max: 60,
    windowMs: MINUTE_MS,
    why: "a shopper adds a few products a minute (a bundle is one request); a script filling carts to hold stock makes hundreds",
  },
};

/** The pages whose posts carry an `intent` (the product page's forms): their limit is the intent's. */
export const PAGE_FORM_PATH = /\.html$/;

/** @typedef {keyof typeof RATE_LIMITS} RateLimitName */
