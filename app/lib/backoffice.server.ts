import { z } from "zod";
import { CALLS, type BackofficeApi, type CallArgs, type CallName, type CallResult } from "~schemas/backoffice-calls";
import { describeIssues } from "~schemas/lib/issues";
import type { StoreId } from "~schemas/rules/stores";
import { createCaches, getCaches, type Caches } from "../../server/cache.js";
import { cacheTags } from "../../server/cache-control.js";
import { readEnv } from "../../server/env.js";
import { logger } from "../../server/logger.js";
import { observeBackofficeCall } from "../../server/metrics.js";
import { backgroundWork, countBackofficeCall, currentRequestId } from "../../server/request-context.js";
import { meterCall } from "./call-meter.server";
import { CircuitBreaker, type BreakerOptions } from "./circuit-breaker.server";
import { readLimitedBytes } from "./request-body.server";

/**
 * The back-office boundary (docs/backoffice-api.md). One typed function per call of
 * landing spec 7; every response is validated with its schema here. Reads get one retry
 * on a network error and, where `cached`, the 3000 ms response cache keyed by call,
 * arguments and store (server/cache.js: after 3000 ms the answer is served stale while one
 * refresh runs; tagged by template and product for purges). Errors name the call and say
 * why it failed. Each call carries the request id, and is timed and counted for /metrics.
 * The timeout bounds the whole call, its retry included; an answer larger than
 * MAX_RESPONSE_BYTES is refused; each call has a circuit breaker (./circuit-breaker.server.ts)
 * that stops asking a back office that does not answer (docs/robustness.md).
 */

/** Who a call is made for: the store, and the shopper's token (logged in) or client token (guest). */
export type Caller = { storeId: StoreId; clientToken?: string | null; loginToken?: string | null };

export class BackofficeError extends Error {
  constructor(
    readonly call: CallName,
    /** The HTTP status or envelope code; null when no answer came. */
    readonly status: number | null,
    readonly reason: string,
    /** The back office's own msg with a refusal (an answered code other than 200), for the calls whose msg the shopper reads. */
    readonly msg: string | null = null,
  ) {
    super(`back-office call ${call} failed: ${reason}`);
    this.name = "BackofficeError";
  }
}

export type BackofficeOptions = {
  baseUrl: string;
  timeoutMs?: number;
  /** How long an answer is fresh; 0 turns the cache off. */
  cacheMs?: number;
  /** How long after that it is served stale while one refresh runs (default CACHE_SWR). */
  staleMs?: number;
  /** Where answers are kept: the process's caches for the shared client, a private LRU otherwise. */
  cache?: Caches["backoffice"];
  fetch?: typeof fetch;
  /** The breakers' thresholds and clock (tests). */
  breaker?: BreakerOptions;
};

const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string().nullish(),
  data: z.unknown(),
});

export const DEFAULT_TIMEOUT_MS = 3000;
export const RESPONSE_CACHE_MS = 3000;
/**
 * The largest answer read: the biggest fixture answer is under 200 KiB, so 8 MiB is room for
 * any real page while a runaway answer cannot hold the process's memory.
 */
export const MAX_RESPONSE_BYTES = 8 * 1024 * 1024;
/**
 * Answers that say the back office is down (a gateway in front of it, or it, overloaded):
 * with no answer at all they count towards the breaker. A 500 is the back office answering
 * about this request (one bad input must not close a call for every shopper), and so is 4xx.
 */
const UNAVAILABLE = new Set([502, 503, 504]);

/** The body as text, refused (null) past `limit` bytes. */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  const bytes = await readLimitedBytes(response, limit);
  return bytes === null ? null : Buffer.from(bytes).toString("utf8");
}

export function createBackofficeClient(options: BackofficeOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? RESPONSE_CACHE_MS;
  const staleMs = options.staleMs ?? readEnv().CACHE_SWR * 1000;
  const doFetch = options.fetch ?? fetch;
  const cache = cacheMs > 0 ? (options.cache ?? createCaches({ redisUrl: undefined, enabled: true }).backoffice) : null;
  // One breaker per call: a call that fails alone (one endpoint down) closes only itself.
  const breakers = new Map<CallName, CircuitBreaker>();
  const breakerFor = (name: CallName) => {
    let breaker = breakers.get(name);
    if (!breaker) breakers.set(name, (breaker = new CircuitBreaker(options.breaker)));
    return breaker;
  };

  async function send<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<unknown> {
    const breaker = breakerFor(name);
    if (!breaker.tryAcquire()) {
      throw new BackofficeError(
        name,
        null,
        `not asked: the back office failed ${breaker.threshold} times in a row (circuit open, next try in ${Math.ceil(breaker.retryInMs / 1000)} s)`,
      );
    }
    let unavailable = true;
    try {
      const answer = await exchange(name, args, caller);
      unavailable = false;
      return answer;
    } catch (error) {
      unavailable = !(error instanceof BackofficeError) || error.status === null || UNAVAILABLE.has(error.status);
      throw error;
    } finally {
      if (unavailable) breaker.onFailure();
      else breaker.onSuccess();
    }
  }

  async function exchange<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<unknown> {
    const def = CALLS[name];
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
      "x-store-id": String(caller.storeId),
    };
    const requestId = currentRequestId();
    if (requestId) headers["x-request-id"] = requestId;
    if (caller.loginToken) headers.authorization = `Bearer ${caller.loginToken}`;
    else if (caller.clientToken) headers["x-client-token"] = caller.clientToken;
    const body = JSON.stringify(name === "addToCartBatch" ? (args as CallArgs["addToCartBatch"]).items : args);

    // One deadline for the call, its retry included: a page never waits longer than the timeout for it.
    const deadline = AbortSignal.timeout(timeoutMs);
    const timedOut = () => new BackofficeError(name, null, `no answer within ${timeoutMs} ms`);
    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/api/${def.path}`, { method: "POST", headers, body, signal: deadline });
      } catch (error) {
        const err = error as Error & { cause?: { code?: string } };
        if (deadline.aborted) throw timedOut();
        if (def.read && attempt === 1) {
          logger.warn("back-office network error, retrying once", { call: name, error: err.cause?.code ?? err.message });
          continue;
        }
        throw new BackofficeError(name, null, `network error (${err.cause?.code ?? err.message})`);
      }

      let text: string | null;
      try {
        text = await readLimited(response, MAX_RESPONSE_BYTES);
      } catch (error) {
        if (deadline.aborted) throw timedOut();
        const err = error as Error & { cause?: { code?: string } };
        throw new BackofficeError(name, null, `network error while reading the answer (${err.cause?.code ?? err.message})`);
      }
      if (text === null) {
        throw new BackofficeError(name, response.status, `answered HTTP ${response.status} with more than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text) as unknown;
      } catch {
        throw new BackofficeError(name, response.status, `answered HTTP ${response.status} with a body that is not JSON`);
      }
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success) {
        throw new BackofficeError(name, response.status, `answered HTTP ${response.status} without the {code, msg, data} envelope`);
      }
      const { code, msg } = envelope.data;
      if (!response.ok || code !== 200) {
        const status = response.ok ? code : response.status;
        throw new BackofficeError(name, status, `answered ${status}${msg ? `: ${msg}` : ""}`, msg ?? null);
      }
      return envelope.data.data;
    }
  }

  async function call<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<CallResult<K>> {
    // For the request it serves: how many calls its response waited for (server/request-context.js).
    countBackofficeCall();
    const started = performance.now();
    let ok = false;
    try {
      const data = await send(name, args, caller);
      const parsed = CALLS[name].schema.safeParse(data);
      if (!parsed.success) {
        throw new BackofficeError(name, 200, `the response did not match its schema: ${describeIssues(parsed.error)}`);
      }
      ok = true;
      return parsed.data as CallResult<K>;
    } finally {
      const ms = performance.now() - started;
      observeBackofficeCall({ call: name, seconds: ms / 1000, ok });
      logger.debug("back-office call", { call: name, ms: Math.round(ms), ok });
    }
  }

  function cachedCall<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<CallResult<K>> {
    // The preview's page weight counts the calls a page makes (call-meter.server.ts).
    const metered = meterCall(name);
    const send = () => {
      metered?.sent();
      return call(name, args, caller);
    };
    if (!CALLS[name].cached || !cache) return send();
    // Failures throw through the cache, so they are never kept: the next request asks again.
    return cache.fetch({
      key: `${name}|${caller.storeId}|${JSON.stringify(args)}`,
      ttlMs: cacheMs,
      swrMs: staleMs,
      // A stale answer's refresh runs beside the request, which has its answer already.
      getFreshValue: async (background) => ({ data: await (background ? backgroundWork(send) : send()), tags: tagsOf(args) }),
    });
  }

  return {
    /** The API for one shopper in one store. */
    forCaller(caller: Caller): BackofficeApi {
      const api = {} as Record<CallName, (args: never) => Promise<unknown>>;
      for (const name of Object.keys(CALLS) as CallName[]) {
        api[name] = (args: never) => cachedCall(name, args, caller);
      }
      return api as BackofficeApi;
    },
  };
}

/** What an answer depends on, as far as its arguments say: a template, a product. */
function tagsOf(args: unknown): string[] {
  if (!args || typeof args !== "object") return [];
  const tags: string[] = [];
  const { urlKey, spu, spuId, path } = args as Record<string, unknown>;
  if (typeof urlKey === "string") tags.push(cacheTags.template(urlKey));
  for (const product of [spu, spuId, path]) if (typeof product === "string" || typeof product === "number") tags.push(cacheTags.product(product));
  return tags;
}

export type BackofficeClient = ReturnType<typeof createBackofficeClient>;

let shared: BackofficeClient | null = null;

/** The process-wide client, configured from BACKOFFICE_URL and BACKOFFICE_TIMEOUT_MS. */
export function getBackoffice(): BackofficeClient {
  if (!shared) {
    const env = readEnv();
    if (!env.BACKOFFICE_URL) throw new Error("BACKOFFICE_URL is not set: start the app with `npm start`, which starts the fixture back office");
    shared = createBackofficeClient({
      baseUrl: env.BACKOFFICE_URL,
      timeoutMs: env.BACKOFFICE_TIMEOUT_MS,
      cache: getCaches().backoffice,
    });
  }
  return shared;
}
