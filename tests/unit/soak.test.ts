import { describe, expect, it } from "vitest";
import { MAX_RSS_GROWTH, rssGrowth } from "../../scripts/lib/soak.js";

const MIB = 1024 * 1024;
/** One sample every 5 s over `seconds`, RSS from `rss(at)`. */
const samples = (seconds: number, rss: (at: number) => number) => Array.from({ length: seconds / 5 }, (_, i) => ({ at: (i + 1) * 5, rss: rss((i + 1) * 5) }));

describe("the soak's memory verdict", () => {
  it("ignores the warm-up: RSS that climbs while caches fill, then stays, is flat", () => {
    const memory = rssGrowth(samples(600, (at) => (at < 60 ? 100 * MIB + at * MIB : 300 * MIB)), { warmupSeconds: 60, totalSeconds: 600 });
    expect(memory.baseline).toBe(300 * MIB);
    expect(memory.growth).toBe(0);
  });

  it("compares the last minute with the minute after the warm-up, by medians (one spike does not count)", () => {
    const memory = rssGrowth(samples(600, (at) => (at === 590 ? 900 * MIB : 200 * MIB + (at >= 540 ? 10 * MIB : 0))), { warmupSeconds: 60, totalSeconds: 600 });
    expect(memory.end).toBe(210 * MIB);
    expect(memory.growth).toBeCloseTo(0.05, 5);
    expect(memory.growth).toBeLessThan(MAX_RSS_GROWTH);
  });

  it("sees a leak: steady growth past the limit", () => {
    const memory = rssGrowth(samples(600, (at) => 200 * MIB + at * 0.1 * MIB), { warmupSeconds: 60, totalSeconds: 600 });
    expect(memory.growth).toBeGreaterThan(MAX_RSS_GROWTH);
  });

  it("shrinks its windows on a short run, so they do not overlap", () => {
    const memory = rssGrowth(samples(60, (at) => (at <= 45 ? 100 * MIB : 120 * MIB)), { warmupSeconds: 30, totalSeconds: 60 });
    expect(memory.baseline).toBe(100 * MIB);
    expect(memory.end).toBe(120 * MIB);
  });
});
