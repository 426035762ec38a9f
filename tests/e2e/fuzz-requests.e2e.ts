/**
 * Request fuzzing (issue 20 item 1, docs/robustness.md#fuzzing): random requests to every
 * route of the built app, on its own instance with the embedded fixture back office: odd
 * paths and path segments (a 5,000-character urlKey among them), query values, cookies,
 * methods, headers and bodies (JSON of any shape, broken JSON, forms, text, chunked, past the
 * limits). Every request gets an answer, none a 5xx, and the server prints nothing (no stack
 * trace, no error line). HTTP only, no browser.
 *
 * FUZZ_RUNS is the number of requests (10,000 unless set), FUZZ_SEED the seed they are drawn
 * from: a failure prints both (fast-check's report, with the failing batch of requests).
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startApp } from "../../server/index.js";
import { fuzzSettings } from "../support/fuzz";

/** Requests drawn per fast-check run, sent WORKERS at a time, as shoppers arrive: enough to keep this 2-core machine's server busy. */
const BATCH = 100;
const WORKERS = 6;
/** A request not answered in this long has no answer (the server's idle timeout is 5 s). */
const ANSWER_MS = 15_000;

let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  // Its own instance: thousands of writes must not spend the shared server's rate limits.
  app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: undefined });
});

afterAll(async () => {
  await app?.close();
});

const TEMPLATES = ["autumn-living", "sale", "home", "broken-modules", "shop-modules", "bare", "no-page-info", "forms-edge-cases"];
const PRODUCTS = ["harlow-sofa", "willow-bed", "fern-modular-sofa", "clover-chair", "arc-floor-lamp", "ember-console"];
const API = [
  "account", "cart", "content-block", "cross-sell", "delivery-signup", "discount", "kit-cart", "kit-discount", "kits", "login", "logout",
  "product-sku", "product-suggestions", "product-upgrades", "products", "promotion-tips", "quick-view", "reviews",
  "scenes", "stock-notify", "subscribe", "templates/validate", "wishlist-products", "wishlist-state", "wishlist",
  "zip-code", "revalidate",
];
const QUERY_KEYS = [
  "device", "top", "queryModule", "queryTab", "module", "tab", "id", "page", "pageSize", "sku", "skuId", "spu", "spuId", "variant", "kind",
  "q", "store", "at", "type", "section", "preview_token", "orderId", "spuIdList", "activityId", "tabName", "key", "identifier", "sceneId",
  "ids", "postcode", "withImages", "sortAs", "reviewTypeId", "separate", "separateValue", "_data", "index", "intent",
];
const COOKIES = ["ct", "zip", "token", "review_email", "preview_access", "consent", "__Host-x"];
const FIELDS = ["email", "postcode", "skuId", "spuId", "productIds", "fields", "intent", "page", "quantity", "password", "code", "rating"];

const odd = fc.constantFrom(
  "", " ", "..", "%2e%2e", "%ZZ", "%", "%00", "%C0%AF", "%E2%80%AE", "%F0%9F%98%80", "a%2Fb", "%5C", "%5C%5C", "\u00e9", "😀", "<script>", "'\"",
  "a b", "-1", "0", "NaN", "1e999", "null", "undefined", "[]", "{}", "x".repeat(300), "a".repeat(5000), "%61".repeat(1000),
);
const text = fc.oneof(odd, fc.string({ maxLength: 30 }), fc.string({ unit: "grapheme", maxLength: 10 }), fc.integer().map(String));
/** A path segment as it goes on the wire: odd values stay as they are, others are encoded. */
const segment = fc.oneof(odd, fc.string({ maxLength: 30 }).map(encodeURIComponent), fc.constantFrom(...TEMPLATES, ...PRODUCTS));

// Weighted so that about a sixth of the requests reach a real page or API answer (the rest probe the edges), and product
// pages (the dearest render, 200 ms on this machine) are a tenth: 10,000 requests stay near a minute.
const path = fc.oneof(
  { arbitrary: fc.constant("/"), weight: 1 },
  { arbitrary: segment.map((key) => `/guide/${key}`), weight: 2 },
  { arbitrary: fc.constantFrom(...TEMPLATES).map((key) => `/guide/${key}`), weight: 3 },
  { arbitrary: fc.tuple(fc.constantFrom("", "ads-detail/", "min-detail/"), segment).map(([prefix, slug]) => `/${prefix}${slug}.html`), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom("", "ads-detail/", "min-detail/"), fc.constantFrom(...PRODUCTS)).map(([prefix, slug]) => `/${prefix}${slug}.html`), weight: 1 },
  { arbitrary: fc.constantFrom(...API).map((name) => `/api/${name}`), weight: 4 },
  { arbitrary: fc.tuple(fc.constantFrom(...API), segment).map(([name, extra]) => `/api/${name}/${extra}`), weight: 1 },
  { arbitrary: fc.constantFrom("/preview", "/preview/draft", "/preview/modules", "/preview-frame/draft", "/preview-frame/modules", "/wishlist", "/healthz", "/metrics"), weight: 1 },
  { arbitrary: fc.constantFrom("/preview/", "/preview/product/", "/preview-frame/").chain((prefix) => segment.map((key) => `${prefix}${key}`)), weight: 1 },
  { arbitrary: fc.constantFrom("/build/", "/fixture-images/", "/build/../").chain((folder) => segment.map((name) => `${folder}${name}`)), weight: 1 },
  { arbitrary: fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join("/")}`), weight: 2 },
  {
    arbitrary: fc.constantFrom("//guide/sale", "/%5Cguide/sale", "/\\guide/sale", "/guide/", "/guide", "/.html", "/build/../server/index.js", "/fixture-images/..%2f..%2fpackage.json"),
    weight: 1,
  },
);

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), text), text), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&")}`));

/** Header values are bytes: anything else is sent percent-encoded, as a browser would have to. */
const latin1 = (value: string) => (/^[\t\x20-\x7e\x80-\xff]*$/.test(value) ? value : encodeURIComponent(value));
const cookie = fc
  .array(fc.tuple(fc.constantFrom(...COOKIES), fc.oneof(text, fc.constantFrom("fx1.eyJ4IjoxfQ", "s%3Aabc.def", '{"postcode":"x"}'))), { maxLength: 3 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${latin1(value)}`).join("; "));

/**
 * A body as the request's description keeps it: large ones by their size (made when sent), so
 * that a failure's report stays readable. `chunked`: sent as a stream, without Content-Length.
 */
type Body = { type: string; payload: string; chunked: boolean } | { type: string; large: number; chunked: boolean };
const json = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
const bodyOf = fc.oneof(
  json.map((payload) => ({ type: "application/json", payload })),
  fc.constantFrom('{"a":', "[1,2", "\u0000", '{"__proto__": {"x": 1}}', '{"email": "a@b.c", "postcode": "' + "9".repeat(2000) + '"}').map((payload) => ({ type: "application/json", payload })),
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), text), text, { maxKeys: 4 }).map((fields) => ({
    type: "application/x-www-form-urlencoded",
    payload: new URLSearchParams(fields).toString(),
  })),
  fc.tuple(fc.constantFrom("text/plain", "application/xml", "multipart/form-data", "multipart/form-data; boundary=x", ""), text).map(([type, payload]) => ({ type, payload })),
  // Over the API's 16 KiB and the pages' 32 KiB, under /preview/draft's 2 MiB and templates/validate's 1 MiB.
  fc.constantFrom(20_000, 200_000, 1_200_000).map((large) => ({ type: "application/json", large })),
);
const body: fc.Arbitrary<Body | null> = fc.option(
  fc.tuple(bodyOf, fc.boolean()).map(([shape, chunked]) => ({ ...shape, chunked }) as Body),
  { freq: 3 },
);

const request = fc
  .record({
    method: fc.constantFrom("GET", "GET", "GET", "GET", "POST", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS"),
    path,
    query,
    cookie,
    body,
    mobile: fc.boolean(),
    // A document navigation or a script's call; sometimes from another site (a write then answers 403).
    accept: fc.constantFrom("text/html,application/json", "application/json", "text/html", "*/*", ""),
    navigate: fc.boolean(),
    origin: fc.constantFrom<"none" | "own" | "other">("none", "none", "own", "other"),
  })
  .map((entry) => Object.assign(entry, { [fc.toStringMethod]: () => summary(entry) }));

type Fuzzed = typeof request extends fc.Arbitrary<infer T> ? T : never;

function summary(entry: Omit<Fuzzed, typeof fc.toStringMethod>): string {
  const sent = entry.body && entry.method !== "GET" && entry.method !== "HEAD" ? entry.body : null;
  const shape = sent ? ` body ${sent.type || "(no type)"} ${"large" in sent ? `${sent.large} bytes` : JSON.stringify(sent.payload.slice(0, 80))}${sent.chunked ? " chunked" : ""}` : "";
  return `${entry.method} ${entry.path.slice(0, 160)}${entry.query.slice(0, 160)}${entry.cookie ? ` cookie ${JSON.stringify(entry.cookie.slice(0, 120))}` : ""}${shape} origin ${entry.origin}`;
}

function payloadOf(sent: Body): string {
  return "large" in sent ? JSON.stringify({ items: "x".repeat(sent.large - 12) }) : sent.payload;
}

async function send(entry: Fuzzed): Promise<number> {
  const headers: Record<string, string> = {};
  if (entry.accept) headers.accept = entry.accept;
  if (entry.navigate) headers["sec-fetch-mode"] = "navigate";
  if (entry.origin !== "none") headers.origin = entry.origin === "own" ? app.url : "https://elsewhere.example";
  if (entry.cookie) headers.cookie = entry.cookie;
  if (entry.mobile) headers["user-agent"] = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";
  const sent = entry.body && entry.method !== "GET" && entry.method !== "HEAD" ? entry.body : null;
  if (sent?.type) headers["content-type"] = sent.type;
  let requestBody: string | ReadableStream<Uint8Array> | undefined;
  if (sent) {
    const bytes = new TextEncoder().encode(payloadOf(sent));
    requestBody = sent.chunked
      ? new ReadableStream({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
            controller.close();
          },
        })
      : payloadOf(sent);
  }
  const response = await fetch(`${app.url}${entry.path}${entry.query}`, {
    method: entry.method,
    headers,
    body: requestBody,
    redirect: "manual",
    signal: AbortSignal.timeout(ANSWER_MS),
    ...(sent?.chunked ? { duplex: "half" } : {}),
  } as RequestInit);
  await response.arrayBuffer();
  return response.status;
}

it("answers every fuzzed request to every route, none with a 5xx, and prints nothing", { timeout: 600_000 }, async () => {
  const settings = fuzzSettings(10_000);
  const requests = settings.numRuns;
  const statuses = new Map<number, number>();
  // The app logs through server/logger.js to stderr (errors only in the e2e run), and Express
  // prints stack traces there: whatever arrives is a finding, kept to be asserted.
  const printed: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  }) as typeof process.stderr.write;
  const started = performance.now();
  try {
    const property = fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const entry = batch[next++]!;
          const status = await send(entry).catch((error: unknown) => {
            failures.push(`${summary(entry)}: no answer (${String(error)}${error instanceof Error && error.cause ? `: ${String(error.cause)}` : ""})`);
            return 0;
          });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) failures.push(`${summary(entry)}: ${status}`);
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      if (failures.length > 0) throw new Error(failures.join("\n"));
    });
    await fc.assert(property, { seed: settings.seed, numRuns: Math.ceil(requests / BATCH), endOnFailure: true });
  } catch (error) {
    const replay = `replay: FUZZ_SEED=${settings.base} FUZZ_RUNS=${requests} npx vitest run --config vitest.e2e.config.ts tests/e2e/fuzz-requests.e2e.ts`;
    if (error instanceof Error) error.message = `${replay}\n${error.message}`;
    throw error;
  } finally {
    process.stderr.write = write;
  }
  const seconds = (performance.now() - started) / 1000;
  const answered = [...statuses].filter(([status]) => status > 0).reduce((sum, [, count]) => sum + count, 0);
  expect(answered).toBe(Math.ceil(requests / BATCH) * BATCH);
  expect(printed, "the server printed while fuzzed").toEqual([]);
  // The requests reach the pages and the API routes, not only the not-found page.
  expect(statuses.get(200) ?? 0).toBeGreaterThan(requests / 10);
  if (process.env.FUZZ_REPORT) {
    const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    process.stdout.write(`fuzz-requests: ${answered} requests in ${seconds.toFixed(1)} s (seed ${settings.base}): ${JSON.stringify(counts)}\n`);
  }
});
