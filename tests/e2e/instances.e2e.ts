/**
 * N instances on one Redis (issue 14, item 5), as deployed: real `node server/index.js`
 * processes and a real redis-server, talking HTTP. Shows that a page rendered by one instance
 * is served from the shared cache by another, that a revalidation sent to one reaches the
 * other (and a wrong secret purges nothing), that a Redis outage costs one warning and no
 * error page, and that WEB_CONCURRENCY=2 serves from two worker processes, counts them
 * together in /metrics and stops cleanly.
 * No browser: the suite's in-process app (global setup) is not used either.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { exited, freePort, isRunning, startRedis, type RunningRedis } from "../../scripts/lib/local-servers.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PAGE = "/guide/autumn-living";
const OLD_TITLE = "Autumn Living Room Sale | Loftwell";
const NEW_TITLE = "Autumn Living Room Sale, now with rugs | Loftwell";
const SECRET = randomBytes(16).toString("hex");
/**
 * The page key holds the request's origin, from Host: behind a CDN every instance gets the
 * one public host, so the test sends one too instead of each instance's own address.
 */
const PUBLIC_HOST = "shop.example.test";

/** Every variable server/env.js reads: a child gets only the ones this file gives it. */
const APP_VARIABLES = [
  "NODE_ENV", "PORT", "HOST", "BACKOFFICE_URL", "BACKOFFICE_TIMEOUT_MS", "STORE_ID", "PUBLIC_ORIGIN", "LOG_LEVEL", "PREVIEW_TOKEN",
  "CACHE_S_MAXAGE", "CACHE_SWR", "CACHE_MAX_ENTRIES", "PAGE_CACHE", "SERVER_CACHE", "REDIS_URL", "REVALIDATE_SECRET", "WEB_CONCURRENCY", "FIXTURES_DIR",
];

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  stdout: string;
  stderr: string;
}

const instances: Instance[] = [];
const redises: RunningRedis[] = [];
let fixturesDir = "";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request on its own connection (no agent, so nothing is pooled): with a cluster, each
 * request is a new connection the primary hands to the next worker.
 */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: { connection: "close", ...options.headers }, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

async function start(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const variable of APP_VARIABLES) delete base[variable];
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: {
      ...base,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      REVALIDATE_SECRET: SECRET,
      FIXTURES_DIR: fixturesDir,
      PREVIEW_TOKEN: randomBytes(12).toString("hex"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const instance: Instance = { name, url: `http://127.0.0.1:${port}`, child, stdout: "", stderr: "" };
  instances.push(instance);
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (instance.stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (instance.stderr += chunk));

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`${name} exited before it served (${child.exitCode ?? child.signalCode})`);
    const health = await request(`${instance.url}/healthz`).catch(() => null);
    if (health?.status === 200) return instance;
    await sleep(100);
  }
  throw new Error(`${name} did not answer /healthz within 30 s`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The value of one sample in Prometheus' text format; undefined when the series does not exist yet. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const pageEvents = async (instance: Instance) => {
  const text = (await request(`${instance.url}/metrics`)).body;
  const count = (outcome: string) => sample(text, `storefront_cache_events_total{cache="page",outcome="${outcome}"}`) ?? 0;
  return { hit: count("hit"), miss: count("miss"), stale: count("stale") };
};

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&");

// A CDN forwards a device signal with every request (docs/deployment.md).
const getPage = (instance: Instance, page = PAGE) => request(`${instance.url}${page}`, { headers: { host: PUBLIC_HOST, "cloudfront-is-mobile-viewer": "false" } });

function revalidate(instance: Instance, authorization: string | null, body: unknown) {
  return request(`${instance.url}/api/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization === null ? {} : { authorization }) },
    body: JSON.stringify(body),
  });
}

/** Page entries in Redis: the first instance's write must land before the second asks. */
async function pageKeys(url: string): Promise<string[]> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return await client.keys("storefront:page:*");
  } finally {
    client.disconnect();
  }
}

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, "build", "index.js"))) throw new Error("e2e: build/index.js is missing. Build the app first: npm run build");
  // The fixture is edited in b: a copy, so the repository's fixtures and other runs stay as they are.
  fixturesDir = await mkdtemp(path.join(os.tmpdir(), "storefront-instances-"));
  await cp(path.join(ROOT, "fixtures"), fixturesDir, { recursive: true });
});

afterAll(async () => {
  for (const { child } of instances) if (isRunning(child)) child.kill("SIGKILL");
  await Promise.all(instances.map(({ child }) => exited(child)));
  await Promise.all(redises.map((redis) => redis.stop()));
  if (fixturesDir) await rm(fixturesDir, { recursive: true, force: true });
});

beforeEach((context) => {
  // Quiet while green; a failure shows what the processes said.
  context.onTestFailed(() => {
    for (const { name, stdout, stderr } of instances) {
      process.stderr.write(`\n----- ${name} stdout -----\n${stdout}\n----- ${name} stderr -----\n${stderr}\n`);
    }
  });
});

describe("two instances on one Redis", () => {
  let redis: RunningRedis;
  let a: Instance;
  let b: Instance;
  /** The page's ETag as last cached. */
  let etag = "";

  beforeAll(async () => {
    redis = await startRedis();
    redises.push(redis);
    [a, b] = await Promise.all([start("A", { REDIS_URL: redis.url }), start("B", { REDIS_URL: redis.url })]);
  });

  it("a: a page rendered on A is served from the shared cache on B", async () => {
    const onA = await getPage(a);
    expect(onA.status).toBe(200);
    expect(onA.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    etag = String(onA.headers.etag);
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    await until("A's page entry in Redis", async () => (await pageKeys(redis.url)).length > 0);

    const onB = await getPage(b);
    expect(onB.status).toBe(200);
    expect(onB.headers.etag).toBe(etag);
    expect(onB.body).toBe(onA.body);
    // B never rendered it: one hit, and not a miss (nor a stale serve) to show for it.
    expect(await pageEvents(b)).toEqual({ hit: 1, miss: 0, stale: 0 });
    expect((await pageEvents(a)).miss).toBe(1);
  });

  it("b: a revalidation sent to A makes B show the edited fixture", async () => {
    const file = path.join(fixturesDir, "templates", "autumn-living.json");
    const template = JSON.parse(await readFile(file, "utf8"));
    expect(template.metaTitle).toBe(OLD_TITLE);
    await writeFile(file, JSON.stringify({ ...template, metaTitle: NEW_TITLE }, null, 2));

    // The back office changed, the caches did not hear of it yet.
    expect(titleOf((await getPage(b)).body)).toBe(OLD_TITLE);

    const purge = await revalidate(a, `Bearer ${SECRET}`, { templates: ["autumn-living"] });
    expect(purge.status, purge.body).toBe(200);
    expect(JSON.parse(purge.body).purged).toBeGreaterThanOrEqual(1);

    const onB = await getPage(b);
    expect(onB.status).toBe(200);
    expect(titleOf(onB.body)).toBe(NEW_TITLE);
    expect(onB.headers.etag).not.toBe(etag);
    etag = String(onB.headers.etag);
    expect(titleOf((await getPage(a)).body)).toBe(NEW_TITLE);
  });

  it("c: a wrong or missing secret gets 401 and purges nothing", async () => {
    const before = await pageEvents(b);
    expect((await revalidate(a, "Bearer not-the-secret-not-the-secret", { templates: ["autumn-living"] })).status).toBe(401);
    expect((await revalidate(a, null, { templates: ["autumn-living"] })).status).toBe(401);
    expect((await revalidate(b, `Bearer ${SECRET.slice(1)}x`, { templates: ["autumn-living"] })).status).toBe(401);

    const onB = await getPage(b);
    expect(onB.headers.etag).toBe(etag);
    const after = await pageEvents(b);
    expect(after.hit).toBe(before.hit + 1);
    expect(after.miss).toBe(before.miss);
  });

  it("d: with Redis gone, A still answers, with one warning", async () => {
    await redis.stop();
    const redisLines = () => a.stderr.split("\n").filter((line) => /redis/i.test(line));
    await until("A's warning about Redis", () => redisLines().length > 0);
    for (const page of [PAGE, PAGE, "/harlow-sofa.html"]) expect((await getPage(a, page)).status).toBe(200);
    // ioredis keeps retrying meanwhile: each failure must not be another line.
    await sleep(1_500);
    const lines = redisLines();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ level: "warn" });
  });
});

describe("WEB_CONCURRENCY=2", () => {
  let redis: RunningRedis;
  let server: Instance;
  const workerPids = () => [...server.stdout.matchAll(/"msg":"worker \d+ \(pid (\d+)\) serving on/g)].map((match) => Number(match[1]));

  beforeAll(async () => {
    redis = await startRedis();
    redises.push(redis);
    // info: the primary says when each worker serves, and with which pid.
    server = await start("cluster", { REDIS_URL: redis.url, WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    await until("both workers serving", () => workerPids().length === 2, 30_000);
  });

  it("e: one `node server/index.js` serves from two worker processes; the primary holds no caches", async () => {
    const pids = workerPids();
    expect(new Set([...pids, server.child.pid])).toHaveProperty("size", 3);
    for (let i = 0; i < 6; i++) expect((await getPage(server)).status).toBe(200);

    // Each worker logs the requests it served with its pid: both served some.
    const served = () => [...server.stdout.matchAll(/"msg":"request"[^\n]*"pid":(\d+)[^\n]*"url":"\/guide\/autumn-living"/g)].map((match) => Number(match[1]));
    await until("six request lines", () => served().length === 6);
    expect(new Set(served())).toEqual(new Set(pids));

    // /metrics adds up every worker's figures, whichever worker answers the scrape.
    const series = 'storefront_http_request_duration_seconds_count{route="guide",method="GET",status="200"}';
    for (let i = 0; i < 4; i++) expect(sample((await request(`${server.url}/metrics`)).body, series)).toBe(6);

    // Two connections (commands and the purge subscriber) per worker, none for the primary.
    const client = new Redis(redis.url);
    try {
      const clients = String(await client.client("LIST")).trim().split("\n");
      expect(clients).toHaveLength(2 * 2 + 1);
    } finally {
      client.disconnect();
    }
  });

  it("e: a worker that dies is replaced", async () => {
    const [victim] = workerPids();
    process.kill(victim as number, "SIGKILL");
    await until("a third worker serving", () => workerPids().length === 3, 20_000);
    for (let i = 0; i < 4; i++) expect((await getPage(server)).status).toBe(200);
    expect(server.stderr).toMatch(/"level":"warn","msg":"worker \d+ \(pid \d+\) exited \(SIGKILL\): restarting/);
  });

  it("e: SIGTERM makes the primary exit 0 within 15 s, its workers gone", async () => {
    const started = Date.now();
    const exit = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
    server.child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    for (const pid of workerPids()) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    await expect(request(`${server.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
