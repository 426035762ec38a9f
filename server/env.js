// The one reading of the environment (README "Configuration"): every variable the server and
// the app use, validated with zod. Plain JavaScript so the server entry runs without a build;
// the JSDoc types reach TypeScript callers. readEnv() reads its source on every call (tests
// change process.env between tests, and startApp sets BACKOFFICE_URL after starting the
// fixture back office), so callers call it where they need a value; it parses again only when
// a value changed. An empty value counts as unset, as in a shell's `NAME= command`.
import { isIP } from "node:net";
import { z } from "zod";

/** The stores a deployment may serve (the table in schemas/rules/stores.ts; a unit test keeps them equal). */
export const STORE_IDS = /** @type {const} */ ([1, 3, 4, 5, 6, 7, 8, 9]);
/** @typedef {typeof STORE_IDS[number]} StoreId */

export const LOG_LEVELS = /** @type {const} */ (["debug", "info", "warn", "error", "silent"]);
/** @typedef {typeof LOG_LEVELS[number]} LogLevel */

export const NODE_ENVS = /** @type {const} */ (["development", "production", "test"]);

/** @param {string} value */
function isHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** @param {string} value */
function safeProtocol(value) {
  try {
    return new URL(value).protocol;
  } catch {
    return "";
  }
}

/** @param {string} value */
const isHttpOrigin = (value) => isHttpUrl(value) && new URL(value).origin === value;

/**
 * A third-party script's address: https, or http on this machine (the e2e suite's stubs), with
 * no credentials or fragment. The page loads it as it is, and its origin goes into the CSP.
 * @param {string} value
 */
function isScriptUrl(value) {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return (url.protocol === "https:" || loopback) && !url.username && !url.password && !url.hash;
}

/**
 * Express's "trust proxy" as this app takes it: a hop count (0-99), or a comma-separated list
 * of the names loopback, linklocal, uniquelocal and addresses or subnets (what proxy-addr
 * compiles; anything else would throw at start-up with a stack trace instead of this message).
 * @param {string} value
 */
function isTrustProxy(value) {
  if (/^\d{1,2}$/.test(value)) return true;
  return value.split(",").every((item) => {
    const [address, bits, extra] = item.trim().split("/");
    if (extra !== undefined || !address) return false;
    if (["loopback", "linklocal", "uniquelocal"].includes(address)) return bits === undefined;
    const version = isIP(address);
    if (!version) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

/** A provider's public key or account id: what a page may show anyone, nothing that needs escaping. */
const publicId = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/);

/**
 * An http(s) address to put paths after: an origin, or an origin and a path prefix, with no
 * query, fragment or credentials.
 * @param {string} value
 */
function isHttpBase(value) {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return !url.search && !url.hash && !url.username && !url.password && !/[?#]/.test(value);
}

const integer = z.string().regex(/^\d+$/).transform(Number);

/** Each variable's schema (its input is the raw string or undefined) and what it expects, said once. */
const VARIABLES = {
  NODE_ENV: {
    schema: z.enum(NODE_ENVS).optional(),
    expected: `one of ${NODE_ENVS.join(", ")}`,
  },
  PORT: {
    schema: integer.pipe(z.number().int().min(1).max(65535)).default(3000),
    expected: "an integer from 1 to 65535",
  },
  HOST: {
    schema: z.string().optional(),
    expected: "a host name or address",
  },
  BACKOFFICE_URL: {
    schema: z.string().refine(isHttpUrl).optional(),
    expected: "an http(s) URL such as https://backoffice.example.com",
  },
  BACKOFFICE_TIMEOUT_MS: {
    schema: integer.pipe(z.number().int().positive()).default(3000),
    expected: "a positive integer (milliseconds)",
  },
  STORE_ID: {
    schema: z
      .enum(/** @type {["1", "3", "4", "5", "6", "7", "8", "9"]} */ (STORE_IDS.map(String)))
      .transform((id) => /** @type {StoreId} */ (Number(id)))
      .default(3),
    expected: `one of ${STORE_IDS.join(", ")}`,
  },
  PUBLIC_ORIGIN: {
    schema: z.string().refine(isHttpOrigin).optional(),
    expected: "an http(s) origin such as https://shop.example.com (no path, no trailing slash)",
  },
  STOREFRONT_URL: {
    // The main storefront, which serves the pages this app links to but does not own
    // (docs/accounts.md#links-this-app-does-not-own); unset, they are on this origin.
    schema: z
      .string()
      .refine(isHttpBase)
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    expected: "an http(s) URL such as https://www.example.com or https://www.example.com/us (no query or fragment)",
  },
  LOG_LEVEL: {
    // Any case, as before: LOG_LEVEL=INFO still works.
    schema: z
      .string()
      .transform((level) => level.toLowerCase())
      .pipe(z.enum(LOG_LEVELS))
      .default("info"),
    expected: `one of ${LOG_LEVELS.join(", ")}`,
  },
  PREVIEW_TOKEN: {
    schema: z
      .string()
      .transform((token) => token.trim())
      .pipe(z.string().min(1))
      .optional(),
    expected: "a non-empty token (or leave it unset)",
  },
  CACHE_S_MAXAGE: {
    schema: integer.pipe(z.number().int().min(0)).default(60),
    expected: "a whole number of seconds (0 or more)",
  },
  CACHE_SWR: {
    schema: integer.pipe(z.number().int().min(0)).default(600),
    expected: "a whole number of seconds (0 or more)",
  },
  CACHE_MAX_ENTRIES: {
    schema: integer.pipe(z.number().int().positive()).default(2000),
    expected: "a positive integer",
  },
  PAGE_CACHE: {
    schema: z.enum(["on", "off"]).default("on"),
    expected: "on or off",
  },
  SERVER_CACHE: {
    schema: z.enum(["on", "off"]).default("on"),
    expected: "on or off",
  },
  REDIS_URL: {
    schema: z
      .string()
      .refine((value) => /^rediss?:$/.test(safeProtocol(value)))
      .optional(),
    expected: "a redis:// or rediss:// URL such as redis://127.0.0.1:6379",
  },
  REVALIDATE_SECRET: {
    schema: z.string().min(16).optional(),
    expected: "a secret of at least 16 characters (or leave it unset)",
  },
  WEB_CONCURRENCY: {
    schema: integer.pipe(z.number().int().min(1).max(64)).default(1),
    expected: "an integer from 1 to 64",
  },
  HOME_URL_KEY: {
    // The template `/` renders (the back office's urlKey of the home page); the same characters
    // the fixture back office accepts in a urlKey, so a typo cannot reach the back office as a path.
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]*$/i)
      .default("home"),
    expected: "a template urlKey: letters, digits, '.', '_' or '-', starting with a letter or digit",
  },
  PAY_LATER_SCRIPT_URL: {
    // The buy-now-pay-later provider's script (docs/decisions/third-party.md); with PAY_LATER_PUBLIC_KEY.
    schema: z.string().refine(isScriptUrl).optional(),
    expected: "an https URL of the provider's script (http only on localhost)",
  },
  PAY_LATER_PUBLIC_KEY: {
    schema: publicId.optional(),
    expected: "the provider's public key (letters, digits, '_', '.', ':', '-'); set together with PAY_LATER_SCRIPT_URL",
  },
  HELP_CHAT_SCRIPT_URL: {
    schema: z.string().refine(isScriptUrl).optional(),
    expected: "an https URL of the chat widget's script (http only on localhost)",
  },
  AD_PIXEL_SCRIPT_URL: {
    // Store 3 only: other stores' pages neither load it nor allow it in their CSP.
    schema: z.string().refine(isScriptUrl).optional(),
    expected: "an https URL of the social-ad pixel's script (http only on localhost)",
  },
  AD_PIXEL_ID: {
    schema: publicId.optional(),
    expected: "the pixel's id (letters, digits, '_', '.', ':', '-'); set together with AD_PIXEL_SCRIPT_URL",
  },
  TRUST_PROXY: {
    // Which proxies may say what the client's address and protocol were (X-Forwarded-For,
    // -Proto, -Host): HSTS, Secure cookies, the origin check and the rate limits believe them
    // only from these. Express's "trust proxy": a hop count, or addresses, subnets and the
    // names loopback, linklocal, uniquelocal, comma-separated. Unset: no proxy is trusted.
    schema: z
      .string()
      .refine(isTrustProxy)
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(",").map((item) => item.trim())))
      .optional(),
    expected: "a hop count (e.g. 1) or proxy addresses/subnets, comma-separated (e.g. loopback, 10.0.0.0/8)",
  },
  COOKIE_SECRETS: {
    // Signs the cookies the server trusts (server/cookies.js). Comma-separated: the first signs,
    // every one is still accepted, so a new secret goes first and an old one leaves later.
    schema: z
      .string()
      .transform((value) => value.split(",").map((secret) => secret.trim()))
      .pipe(z.array(z.string().min(32)).min(1))
      .optional(),
    expected: "one or more secrets of at least 32 characters, comma-separated (the first signs)",
  },
  RATE_LIMIT_MULTIPLIER: {
    // Multiplies every per-address limit (server/limits.js): many shoppers behind one address,
    // or a test suite that posts from one address all day.
    schema: integer.pipe(z.number().int().min(1).max(10_000)).default(1),
    expected: "an integer from 1 to 10000",
  },
  FIXTURES_DIR: {
    // Internal: server/index.js points the app at the fixture back office's folder.
    schema: z.string().optional(),
    expected: "a folder path",
  },
};

/** @typedef {keyof typeof VARIABLES} EnvName */
const NAMES = /** @type {EnvName[]} */ (Object.keys(VARIABLES));

const envSchema = z.object({
  NODE_ENV: VARIABLES.NODE_ENV.schema,
  PORT: VARIABLES.PORT.schema,
  HOST: VARIABLES.HOST.schema,
  BACKOFFICE_URL: VARIABLES.BACKOFFICE_URL.schema,
  BACKOFFICE_TIMEOUT_MS: VARIABLES.BACKOFFICE_TIMEOUT_MS.schema,
  STORE_ID: VARIABLES.STORE_ID.schema,
  PUBLIC_ORIGIN: VARIABLES.PUBLIC_ORIGIN.schema,
  STOREFRONT_URL: VARIABLES.STOREFRONT_URL.schema,
  LOG_LEVEL: VARIABLES.LOG_LEVEL.schema,
  PREVIEW_TOKEN: VARIABLES.PREVIEW_TOKEN.schema,
  CACHE_S_MAXAGE: VARIABLES.CACHE_S_MAXAGE.schema,
  CACHE_SWR: VARIABLES.CACHE_SWR.schema,
  CACHE_MAX_ENTRIES: VARIABLES.CACHE_MAX_ENTRIES.schema,
  PAGE_CACHE: VARIABLES.PAGE_CACHE.schema,
  SERVER_CACHE: VARIABLES.SERVER_CACHE.schema,
  REDIS_URL: VARIABLES.REDIS_URL.schema,
  REVALIDATE_SECRET: VARIABLES.REVALIDATE_SECRET.schema,
  WEB_CONCURRENCY: VARIABLES.WEB_CONCURRENCY.schema,
  HOME_URL_KEY: VARIABLES.HOME_URL_KEY.schema,
  PAY_LATER_SCRIPT_URL: VARIABLES.PAY_LATER_SCRIPT_URL.schema,
  PAY_LATER_PUBLIC_KEY: VARIABLES.PAY_LATER_PUBLIC_KEY.schema,
  HELP_CHAT_SCRIPT_URL: VARIABLES.HELP_CHAT_SCRIPT_URL.schema,
  AD_PIXEL_SCRIPT_URL: VARIABLES.AD_PIXEL_SCRIPT_URL.schema,
  AD_PIXEL_ID: VARIABLES.AD_PIXEL_ID.schema,
  TRUST_PROXY: VARIABLES.TRUST_PROXY.schema,
  COOKIE_SECRETS: VARIABLES.COOKIE_SECRETS.schema,
  RATE_LIMIT_MULTIPLIER: VARIABLES.RATE_LIMIT_MULTIPLIER.schema,
  FIXTURES_DIR: VARIABLES.FIXTURES_DIR.schema,
}).superRefine((env, context) => {
  // A script without its key (or a key without its script) would load nothing useful: say so at start-up.
  for (const [script, key] of /** @type {const} */ ([
    ["PAY_LATER_SCRIPT_URL", "PAY_LATER_PUBLIC_KEY"],
    ["AD_PIXEL_SCRIPT_URL", "AD_PIXEL_ID"],
  ])) {
    if (env[script] && !env[key]) context.addIssue({ code: "custom", path: [key], message: "required" });
    if (env[key] && !env[script]) context.addIssue({ code: "custom", path: [script], message: "required" });
  }
});

/** What readEnv throws: its message names every bad variable; startApp prints it without a stack. */
export class EnvError extends Error {
  name = "EnvError";
}

/**
 * A variable's value, an empty one read as unset.
 * @param {Record<string, string | undefined>} source
 * @param {string} name
 */
const valueOf = (source, name) => {
  const value = source[name];
  return value === "" ? undefined : value;
};

/** The last valid reading and the values it came from. @type {{ raw: Record<string, string | undefined>, env: Env } | null} */
let last = null;

/** The validated environment. */
/** @typedef {z.output<typeof envSchema>} Env */

/**
 * Reads and validates the environment. Throws one EnvError naming every bad variable, its value
 * and what it expects, e.g. `STORE_ID="2": expected one of 1, 3, 4, 5, 6, 7, 8, 9`.
 * @param {Record<string, string | undefined>} [source] process.env unless given
 * @returns {Env}
 */
export function readEnv(source = process.env) {
  // The log and every request read it, many times: unchanged values give the last result
  // without a parse, each read once (a read of process.env is a call into the runtime).
  if (last && NAMES.every((name) => last?.raw[name] === valueOf(source, name))) return last.env;
  /** @type {Record<string, string | undefined>} */
  const raw = {};
  for (const name of NAMES) raw[name] = valueOf(source, name);
  const result = envSchema.safeParse(raw);
  if (result.success) {
    last = { raw, env: result.data };
    return result.data;
  }
  const bad = [...new Set(result.error.issues.map((issue) => /** @type {EnvName} */ (issue.path[0])))];
  throw new EnvError(
    `Invalid environment:\n${bad.map((name) => `  ${name}=${JSON.stringify(raw[name])}: expected ${VARIABLES[name].expected}`).join("\n")}`,
  );
}
