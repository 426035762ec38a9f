// The server's caches (docs/decisions/caching.md): back-office answers and rendered pages,
// each a cachified cache with stale-while-revalidate and coalescing of concurrent misses.
// Entries live in a bounded in-process LRU, or in Redis when REDIS_URL is set, so every
// instance shares them (each keeps fresh copies of what it read in its LRU). A Redis that
// goes away degrades to the LRU with one warning; a purge deletes by tag everywhere and
// tells the other instances over pub/sub.
import crypto from "node:crypto";
import { cachified } from "@epic-web/cachified";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { readEnv } from "./env.js";
import { logger } from "./logger.js";
import { countCache } from "./metrics.js";
import { singleton } from "./singleton.js";

export const CACHE_NAMES = /** @type {const} */ (["backoffice", "page"]);
/** @typedef {typeof CACHE_NAMES[number]} CacheName */

const PURGE_CHANNEL = "storefront:purge";
const KEY_PREFIX = "storefront:";

/**
 * What a cached value carries: the tags a purge finds it by, and the value.
 * @typedef {{ tags: string[], data: unknown }} Tagged
 */

/**
 * What `getFreshValue` answers: the value, its tags, and whether it may be kept at all
 * (a page that turned out personal, or an error page, is used once and not stored).
 * @template T
 * @typedef {{ data: T, tags?: string[], store?: boolean }} Fresh
 */

/** @param {{ metadata: { createdTime: number, ttl?: number | null } }} entry */
const isStale = (entry) => entry.metadata.ttl != null && Date.now() > entry.metadata.createdTime + entry.metadata.ttl;

/** @param {{ metadata: { createdTime: number, ttl?: number | null, swr?: number | null } }} entry */
function remainingMs(entry) {
  const { createdTime, ttl, swr } = entry.metadata;
  if (ttl == null || swr === null) return Infinity;
  return createdTime + ttl + (swr ?? 0) - Date.now();
}

/**
 * Entry storage: Redis while it is connected, the LRU otherwise.
 * @param {{ maxEntries: number, redis: Redis | null }} options
 */
function createStorage({ maxEntries, redis }) {
  /** @type {LRUCache<string, any>} */
  const lru = new LRUCache({ max: maxEntries });
  let warned = false;
  const usable = () => redis !== null && redis.status === "ready";
  /** @param {unknown} error */
  const degrade = (error) => {
    if (warned) return;
    warned = true;
    logger.warn("redis unavailable: caching in this process until it is back", {
      error: error instanceof Error ? error.message : String(error),
    });
  };
  redis?.on("error", degrade);
  redis?.on("ready", () => {
    if (warned) logger.info("redis is back: caches are shared again");
    warned = false;
  });

  /**
   * The in-process copy: the whole cache without Redis (or while it is away), the copies of
   * shared entries in front of it otherwise.
   * @param {string} key
   * @param {any} entry
   */
  function keepLocally(key, entry) {
    const ms = remainingMs(entry);
    if (ms > 0) lru.set(key, entry, Number.isFinite(ms) ? { ttl: Math.ceil(ms) } : {});
  }

  return {
    lru,
    /** @param {string} key */
    async get(key) {
      if (usable()) {
        // A fresh copy kept here is the shared one (a purge reaches every process through
        // pub/sub): it saves the round trip and the parse, which for a page is most of a hit.
        // A stale one is asked for again: another instance may have refreshed it.
        const local = lru.get(key);
        if (local && !isStale(local)) return local;
        try {
          const text = await /** @type {Redis} */ (redis).get(KEY_PREFIX + key);
          if (text === null) return undefined;
          const entry = JSON.parse(text);
          keepLocally(key, entry);
          return entry;
        } catch (error) {
          degrade(error);
        }
      }
      return lru.get(key);
    },
    /** @param {string} key @param {any} entry */
    async set(key, entry) {
      const ms = remainingMs(entry);
      if (ms <= 0) return;
      /** @type {string[]} */
      const tags = entry.value?.tags ?? [];
      if (usable()) {
        try {
          const expiry = Number.isFinite(ms) ? Math.ceil(ms) : 0;
          const multi = /** @type {Redis} */ (redis).multi();
          if (expiry) multi.set(KEY_PREFIX + key, JSON.stringify(entry), "PX", expiry);
          else multi.set(KEY_PREFIX + key, JSON.stringify(entry));
          for (const tag of tags) {
            const tagKey = `${KEY_PREFIX}tag:${tag}`;
            multi.sadd(tagKey, key);
            // A tag set lives as long as its longest-lived entry, so sets do not pile up.
            if (expiry) multi.pexpire(tagKey, expiry, "NX").pexpire(tagKey, expiry, "GT");
          }
          await multi.exec();
        } catch (error) {
          degrade(error);
        }
      }
      keepLocally(key, entry);
    },
    /** @param {string} key */
    async delete(key) {
      lru.delete(key);
      if (usable()) await /** @type {Redis} */ (redis).del(KEY_PREFIX + key).catch(degrade);
    },
    /**
     * Deletes every entry tagged with one of `tags`, and then the entries sharing a tag with
     * those (a product page carries its spu's tag, so purging it by path reaches the answers
     * keyed by spu). Returns the keys deleted.
     * @param {string[]} tags
     * @returns {Promise<Set<string>>}
     */
    async purge(tags) {
      const deleted = new Set();
      let wanted = new Set(tags);
      for (let round = 0; round < 2 && wanted.size > 0; round++) {
        const next = new Set();
        const local = [...lru.entries()].filter(([, entry]) => (entry.value?.tags ?? []).some((/** @type {string} */ tag) => wanted.has(tag)));
        for (const [key, entry] of local) {
          lru.delete(key);
          deleted.add(key);
          for (const tag of entry.value.tags) if (!wanted.has(tag)) next.add(tag);
        }
        if (usable()) {
          try {
            const client = /** @type {Redis} */ (redis);
            const tagKeys = [...wanted].map((tag) => `${KEY_PREFIX}tag:${tag}`);
            const keys = [...new Set((await Promise.all(tagKeys.map((tagKey) => client.smembers(tagKey)))).flat())];
            if (keys.length) {
              const texts = await client.mget(keys.map((key) => KEY_PREFIX + key));
              await client.del(...keys.map((key) => KEY_PREFIX + key));
              keys.forEach((key, index) => {
                const text = texts[index];
                // A tag set outlives its entries: an expired key is nothing to count.
                if (text == null) return;
                deleted.add(key);
                for (const tag of JSON.parse(text).value?.tags ?? []) if (!wanted.has(tag)) next.add(tag);
              });
            }
            await client.del(...tagKeys);
          } catch (error) {
            degrade(error);
          }
        }
        wanted = next;
      }
      return deleted;
    },
  };
}

/**
 * @param {{ redisUrl?: string, maxEntries?: number, enabled?: boolean, pageEnabled?: boolean }} [options]
 *   from the environment (REDIS_URL, CACHE_MAX_ENTRIES, SERVER_CACHE, PAGE_CACHE) unless given
 */
export function createCaches(options = {}) {
  const env = readEnv();
  const {
    redisUrl = env.REDIS_URL,
    maxEntries = env.CACHE_MAX_ENTRIES,
    enabled = env.SERVER_CACHE === "on",
    pageEnabled = enabled && env.PAGE_CACHE === "on",
  } = options;
  const instance = crypto.randomUUID();
  const redisOptions = {
    // Fail fast while disconnected: the LRU answers instead of a queue that waits.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (/** @type {number} */ times) => Math.min(times * 200, 5000),
  };
  const redis = enabled && redisUrl ? new Redis(redisUrl, redisOptions) : null;
  const subscriber = redis ? new Redis(redisUrl ?? "", redisOptions) : null;
  const storage = createStorage({ maxEntries, redis });

  subscriber?.on("error", () => {
    // The main connection reports the outage once; this one only reconnects.
  });
  subscriber?.on("ready", () => {
    subscriber.subscribe(PURGE_CHANNEL).catch(() => {});
  });
  subscriber?.on("message", (_channel, message) => {
    try {
      const { from, tags } = JSON.parse(message);
      if (from !== instance && Array.isArray(tags)) void storage.purge(tags.map(String));
    } catch {
      // Not ours.
    }
  });

  /**
   * @param {CacheName} name
   * @param {boolean} on
   */
  function named(name, on) {
    return {
      name,
      enabled: on,
      /**
       * The cached value for `key`, or a fresh one: stale values are served while one refresh
       * runs; concurrent misses share one `getFreshValue`.
       * @template T
       * @param {{ key: string, ttlMs: number, swrMs: number, getFreshValue: (background: boolean) => Promise<Fresh<T>>, forceFresh?: boolean }} request
       *   `forceFresh`: replace the entry, whatever it holds (still shared by concurrent callers)
       * @returns {Promise<T>}
       */
      async fetch({ key, ttlMs, swrMs, getFreshValue, forceFresh = false }) {
        if (!on) return (await getFreshValue(false)).data;
        /** @type {Tagged} */
        const tagged = await cachified(
          {
            cache: storage,
            key: `${name}:${key}`,
            ttl: ttlMs,
            swr: swrMs,
            forceFresh,
            async getFreshValue({ metadata, background }) {
              const fresh = await getFreshValue(background);
              if (fresh.store === false) {
                metadata.ttl = -1;
                metadata.swr = 0;
              }
              return { tags: fresh.tags ?? [], data: fresh.data };
            },
          },
          () => {
            /** @type {any} */
            let read = null;
            return (event) => {
              if (event.name === "getCachedValueRead") read = event.entry;
              else if (event.name === "getCachedValueSuccess") countCache(name, read && isStale(read) ? "stale" : "hit");
              else if (event.name === "getFreshValueStart" || event.name === "getFreshValueHookPending") countCache(name, "miss");
            };
          },
        );
        return /** @type {T} */ (tagged.data);
      },
    };
  }

  return {
    backoffice: named("backoffice", enabled),
    page: named("page", pageEnabled),
    /** The command connection (null without Redis): the rate limits count on it too (server/request-guards.js). */
    redis,
    /** Whether entries are shared through Redis right now. */
    shared: () => redis?.status === "ready",
    /** Resolves once Redis is connected (or at once without it, or after `ms` without an answer). */
    ready(ms = 2000) {
      if (!redis || redis.status === "ready") return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off("ready", done);
          resolve(undefined);
        };
        const timer = setTimeout(done, ms);
        redis.on("ready", done);
      });
    },
    /**
     * Deletes every answer and page tagged with one of `tags` here and in Redis, and tells the
     * other instances to drop theirs. Answers how many entries were deleted.
     * @param {string[]} tags
     */
    async purge(tags) {
      const deleted = await storage.purge(tags);
      if (redis?.status === "ready") await redis.publish(PURGE_CHANNEL, JSON.stringify({ from: instance, tags })).catch(() => {});
      return deleted.size;
    },
    async close() {
      await Promise.all([redis?.quit().catch(() => {}), subscriber?.quit().catch(() => {})]);
      storage.lru.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createCaches>} Caches */

/**
 * The process's caches, shared by the host (pages, purge) and the app (back-office answers).
 * startApp installs its own with `installCaches`; without one, they come from the environment.
 * @returns {Caches}
 */
export function getCaches() {
  const slot = singleton("caches", () => /** @type {{ caches: Caches | null }} */ ({ caches: null }));
  return (slot.caches ??= createCaches());
}

/** @param {Caches | null} caches */
export function installCaches(caches) {
  singleton("caches", () => /** @type {{ caches: Caches | null }} */ ({ caches: null })).caches = caches;
}
