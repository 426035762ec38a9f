import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedis } from "../../scripts/lib/local-servers.js";
import { createCaches } from "../../server/cache.js";
import { cacheTags } from "../../server/cache-control.js";
import { logger } from "../../server/logger.js";
import { registry } from "../../server/metrics.js";

const MINUTE = 60_000;
const opened: ReturnType<typeof createCaches>[] = [];

/** In-process caches (no Redis), closed after each test. */
function caches(options: Parameters<typeof createCaches>[0] = {}) {
  const made = createCaches({ redisUrl: undefined, enabled: true, pageEnabled: true, ...options });
  opened.push(made);
  return made;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

/** A getFreshValue that counts its calls and answers `value` (tags optional). */
function source(value: unknown, tags: string[] = []) {
  const fresh = vi.fn(async () => ({ data: value, tags }));
  return fresh;
}

async function countOf(cache: string, outcome: string): Promise<number> {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === "storefront_cache_events_total");
  const value = metric?.values.find((entry) => entry.labels.cache === cache && entry.labels.outcome === outcome);
  return Number(value?.value ?? 0);
}

describe("server caches (server/cache.js)", () => {
  it("answers a repeated key from the cache, and counts the miss then the hit", async () => {
    const { page } = caches();
    const fresh = source("<html>");
    const [misses, hits] = [await countOf("page", "miss"), await countOf("page", "hit")];
    expect(await page.fetch({ key: "k", ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: fresh })).toBe("<html>");
    expect(await page.fetch({ key: "k", ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: fresh })).toBe("<html>");
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(await countOf("page", "miss")).toBe(misses + 1);
    expect(await countOf("page", "hit")).toBe(hits + 1);
  });

  it("makes one call for concurrent misses of one key", async () => {
    const { backoffice } = caches();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fresh = vi.fn(async () => {
      await gate;
      return { data: 42 };
    });
    const all = Promise.all(Array.from({ length: 5 }, () => backoffice.fetch({ key: "same", ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh })));
    release();
    expect(await all).toEqual([42, 42, 42, 42, 42]);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value while one refresh runs, then the refreshed one", async () => {
    const { page } = caches();
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    let version = 0;
    const fresh = vi.fn(async () => ({ data: ++version }));
    const read = () => page.fetch({ key: "swr", ttlMs: 1000, swrMs: MINUTE, getFreshValue: fresh });
    expect(await read()).toBe(1);
    now.mockReturnValue(1_000_000 + 1500);
    const stale = await countOf("page", "stale");
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await countOf("page", "stale")).toBe(stale + 2);
    await vi.waitFor(() => expect(fresh).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await read()).toBe(2));
    // Past ttl + swr a value is not served at all: the caller waits for a fresh one.
    now.mockReturnValue(1_000_000 + 1500 + 2 * MINUTE);
    expect(await read()).toBe(3);
  });

  it("keeps neither a value its source marks not to store nor a failure", async () => {
    const { page } = caches();
    const once = vi.fn(async () => ({ data: "personal", store: false }));
    await page.fetch({ key: "p", ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: once });
    await page.fetch({ key: "p", ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: once });
    expect(once).toHaveBeenCalledTimes(2);

    const failing = vi.fn().mockRejectedValueOnce(new Error("back office down")).mockResolvedValue({ data: "ok" });
    await expect(page.fetch({ key: "f", ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: failing })).rejects.toThrow("back office down");
    expect(await page.fetch({ key: "f", ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: failing })).toBe("ok");
  });

  it("purges by tag, and what shares a tag with a purged entry (a page by path reaches its spu's answers)", async () => {
    const made = caches();
    const entries = {
      template: source("guide", [cacheTags.template("autumn-living")]),
      page: source("product page", ["/harlow-sofa.html", "LW1001"].map(cacheTags.product)),
      answer: source("coupons", [cacheTags.product("LW1001")]),
      other: source("other product", [cacheTags.product("LW2002")]),
    };
    const read = (key: keyof typeof entries) =>
      (key === "answer" ? made.backoffice : made.page).fetch({ key, ttlMs: MINUTE, swrMs: MINUTE, getFreshValue: entries[key] });
    for (const key of Object.keys(entries) as (keyof typeof entries)[]) await read(key);

    expect(await made.purge([cacheTags.product("/ads-detail/HARLOW-SOFA.html")])).toBe(2);
    for (const key of Object.keys(entries) as (keyof typeof entries)[]) await read(key);
    expect(entries.page).toHaveBeenCalledTimes(2);
    expect(entries.answer).toHaveBeenCalledTimes(2);
    expect(entries.template).toHaveBeenCalledTimes(1);
    expect(entries.other).toHaveBeenCalledTimes(1);

    expect(await made.purge([cacheTags.template("autumn-living")])).toBe(1);
    expect(await made.purge([cacheTags.template("nothing-cached")])).toBe(0);
  });

  it("asks every time when off (SERVER_CACHE=off), and keeps answers but not pages with PAGE_CACHE=off", async () => {
    const off = caches({ enabled: false, pageEnabled: false });
    const fresh = source(1);
    await off.backoffice.fetch({ key: "k", ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh });
    await off.backoffice.fetch({ key: "k", ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh });
    expect(fresh).toHaveBeenCalledTimes(2);

    const pagesOff = caches({ pageEnabled: false });
    const answer = source("answer");
    const page = source("page");
    for (let i = 0; i < 2; i++) {
      await pagesOff.backoffice.fetch({ key: "a", ttlMs: MINUTE, swrMs: 0, getFreshValue: answer });
      await pagesOff.page.fetch({ key: "p", ttlMs: MINUTE, swrMs: 0, getFreshValue: page });
    }
    expect(answer).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(2);
  });

  it("reads the switches from the environment", () => {
    vi.stubEnv("SERVER_CACHE", "on");
    vi.stubEnv("PAGE_CACHE", "off");
    const made = createCaches({ redisUrl: undefined });
    opened.push(made);
    expect([made.backoffice.enabled, made.page.enabled]).toEqual([true, false]);
    vi.stubEnv("SERVER_CACHE", "off");
    vi.stubEnv("PAGE_CACHE", "on");
    const none = createCaches({ redisUrl: undefined });
    opened.push(none);
    expect([none.backoffice.enabled, none.page.enabled]).toEqual([false, false]);
    vi.unstubAllEnvs();
  });

  it("keeps a bounded number of entries", async () => {
    const { page } = caches({ maxEntries: 3 });
    const fresh = source("x");
    for (const key of ["a", "b", "c", "d"]) await page.fetch({ key, ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh });
    await page.fetch({ key: "a", ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh });
    expect(fresh).toHaveBeenCalledTimes(5);
  });

  it("falls back to the process when Redis cannot be reached, with one warning and no error", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => {});
    const made = caches({ redisUrl: "redis://127.0.0.1:1" });
    await made.ready(300);
    const fresh = source("served");
    for (let i = 0; i < 3; i++) expect(await made.page.fetch({ key: "r", ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh })).toBe("served");
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(await made.purge(["anything"])).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(made.shared()).toBe(false);
    expect(warn.mock.calls.filter(([message]) => /redis/i.test(String(message)))).toHaveLength(1);
  });
});

describe("server caches shared through Redis (a real redis-server)", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  /** How many GETs Redis has answered so far. */
  async function redisGets(): Promise<number> {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      const stats = await client.info("commandstats");
      return Number(/cmdstat_get:calls=(\d+)/.exec(stats)?.[1] ?? 0);
    } finally {
      client.disconnect();
    }
  }

  it("keeps a fresh copy of what it read in the process, and drops it when another instance purges", async () => {
    const [a, b] = [caches({ redisUrl: redis.url }), caches({ redisUrl: redis.url })];
    await Promise.all([a.ready(), b.ready()]);
    const fresh = source("<html>", [cacheTags.template("autumn")]);
    const ask = (made: typeof a) => made.page.fetch({ key: "shared", ttlMs: MINUTE, swrMs: 0, getFreshValue: fresh });
    expect(await ask(a)).toBe("<html>");
    expect(await ask(b)).toBe("<html>");
    // B read A's entry from Redis once; after that its own copy answers, with no round trip.
    const gets = await redisGets();
    for (let i = 0; i < 3; i++) expect(await ask(b)).toBe("<html>");
    expect(await redisGets()).toBe(gets);
    expect(fresh).toHaveBeenCalledTimes(1);

    expect(await a.purge([cacheTags.template("autumn")])).toBe(1);
    // The purge reaches B over pub/sub (milliseconds), and B asks for a fresh page.
    await vi.waitFor(async () => {
      await ask(b);
      expect(fresh).toHaveBeenCalledTimes(2);
    });
  });
});
