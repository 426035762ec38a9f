import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLogs, logger } from "../../server/logger.js";
import { currentRequestId, requestContext, withRequestId } from "../../server/request-context.js";

let stdout: string[];
let stderr: string[];
const savedLevel = process.env.LOG_LEVEL;
let savedCapture: ReturnType<typeof captureLogs> = null;

beforeEach(() => {
  // setup.ts captures the log (tests/support/logs.ts); these tests are about what it writes.
  savedCapture = captureLogs(null);
  process.env.LOG_LEVEL = "info";
  stdout = [];
  stderr = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (stdout.push(String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (stderr.push(String(chunk)), true));
});

afterEach(() => {
  vi.restoreAllMocks();
  captureLogs(savedCapture);
  if (savedLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = savedLevel;
});

/** Each chunk written must be exactly one line holding one JSON object. */
const entries = (chunks: string[]) =>
  chunks.map((chunk) => {
    expect(chunk).toMatch(/^[^\n]*\n$/);
    return JSON.parse(chunk) as Record<string, unknown>;
  });

describe("logger", () => {
  it("writes one JSON line per call with time, level, message and the fields", () => {
    logger.info("page rendered", { path: "/guide/autumn-living", ms: 12 });
    logger.info("no fields");
    const [first, second] = entries(stdout);
    expect(first).toEqual({ time: expect.any(String), level: "info", msg: "page rendered", path: "/guide/autumn-living", ms: 12 });
    expect(new Date(first!.time as string).toISOString()).toBe(first!.time);
    expect(Object.keys(first!).slice(0, 3)).toEqual(["time", "level", "msg"]);
    expect(second).toEqual({ time: expect.any(String), level: "info", msg: "no fields" });
    expect(stdout).toHaveLength(2);
    expect(stderr).toEqual([]);
  });

  it("sends warn and error to stderr", () => {
    logger.warn("back-office slow", { call: "template" });
    logger.error("failed");
    expect(entries(stderr).map(({ level, msg }) => [level, msg])).toEqual([
      ["warn", "back-office slow"],
      ["error", "failed"],
    ]);
    expect(stdout).toEqual([]);
  });

  it("drops what is below LOG_LEVEL, and everything when silent", () => {
    logger.debug("details");
    expect(stdout).toEqual([]);
    process.env.LOG_LEVEL = "debug";
    logger.debug("details");
    expect(entries(stdout).map(({ level }) => level)).toEqual(["debug"]);
    process.env.LOG_LEVEL = "silent";
    logger.error("unheard");
    expect(stderr).toEqual([]);
  });

  it("keeps its own keys when a field has the same name", () => {
    logger.info("mine", { msg: "theirs", level: "loud", time: 1, requestId: "forged", other: true });
    expect(entries(stdout)[0]).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "mine",
      "field.msg": "theirs",
      "field.level": "loud",
      "field.time": 1,
      "field.requestId": "forged",
      other: true,
    });
  });

  it("writes an Error as its message and stack, and survives fields JSON cannot hold", () => {
    logger.error("call failed", { error: new Error("timed out"), nested: { cause: new TypeError("bad") }, big: 10n });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    logger.warn("odd fields", { circular });
    const [failed, odd] = entries(stderr);
    expect(failed).toMatchObject({ error: { message: "timed out" }, nested: { cause: { message: "bad" } }, big: "10" });
    expect((failed!.error as { stack: string }).stack).toContain("Error: timed out\n");
    expect(odd).toMatchObject({ level: "warn", msg: "odd fields", logError: expect.stringContaining("not serializable") });
  });

  it("carries the current request id", async () => {
    await withRequestId("abc", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.info("inside");
    });
    logger.info("outside");
    expect(entries(stdout).map(({ msg, requestId }) => [msg, requestId])).toEqual([
      ["inside", "abc"],
      ["outside", undefined],
    ]);
  });
});

describe("requestContext", () => {
  /** Runs the middleware on a request with these headers; what the response and the rest of the request saw. */
  async function serve(headers: Record<string, string | undefined>) {
    const sent: Record<string, string> = {};
    const res = { setHeader: (name: string, value: string) => (sent[name] = value) };
    let seen: string | undefined;
    await new Promise<void>((resolve) =>
      requestContext({ headers }, res, () => {
        // Later in the request, after an await, as a loader would be.
        void Promise.resolve().then(() => {
          seen = currentRequestId();
          resolve();
        });
      }),
    );
    return { header: sent["X-Request-Id"], seen };
  }

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("keeps a sane incoming X-Request-Id and answers with it", async () => {
    expect(await serve({ "x-request-id": "cf-1234.abc:def_9" })).toEqual({ header: "cf-1234.abc:def_9", seen: "cf-1234.abc:def_9" });
  });

  it("replaces a missing or unsafe one with a fresh UUID", async () => {
    for (const incoming of [undefined, "", "has space", 'quote"', "line\nbreak", "x".repeat(129)]) {
      const { header, seen } = await serve({ "x-request-id": incoming });
      expect(header).toMatch(UUID);
      expect(seen).toBe(header);
    }
    const [a, b] = [await serve({}), await serve({})];
    expect(a.header).not.toBe(b.header);
  });

  it("leaves no id behind outside the request", async () => {
    await serve({ "x-request-id": "abc" });
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("log capture (tests/support/logs.ts)", () => {
  it("sends every entry to the capture, whatever LOG_LEVEL says, and nothing to the output", () => {
    process.env.LOG_LEVEL = "silent";
    const kept: unknown[] = [];
    captureLogs((entry) => kept.push(entry));
    logger.warn("expected failure", { call: "template" });
    logger.debug("details");
    expect(kept).toEqual([
      { level: "warn", msg: "expected failure", fields: { call: "template" } },
      { level: "debug", msg: "details", fields: {} },
    ]);
    expect([...stdout, ...stderr]).toEqual([]);
    captureLogs(null);
    process.env.LOG_LEVEL = "info";
    logger.warn("printed again");
    expect(entries(stderr).map(({ msg }) => msg)).toEqual(["printed again"]);
  });
});
