/**
 * Back-office faults as a shopper meets them (issue 20 item 2, docs/robustness.md#back-office-faults):
 * a real `node server/index.js` (startApp, production, caches off) whose back office is the
 * fixture one behind a proxy that breaks one call at a time: no answer past the timeout,
 * HTTP 500/502/503, invalid JSON, valid JSON of the wrong shape, a reset connection, a body
 * past the client's limit. For each fault, on a landing page and a product page, over HTTP:
 * the page answers within the timeout; when the failing call is the page's own (the
 * template, the product) it is the friendly error page with a 5xx and no stack trace,
 * otherwise it is a 200 without only the modules or sections that read the call; the failure
 * is logged once with the call's name (the child's log is captured, nothing is printed).
 * The client-level matrix (retries, breaker, limits): tests/unit/backoffice-faults.test.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sectionsFedBy } from "~schemas/rules/product/first-byte";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { type ChildServer, startChildServer } from "./child-server";

const TIMEOUT_MS = 1_000;
/** What a page may take past the timeout: its other calls and the render, on a shared 2-core machine. */
const MARGIN_MS = 2_500;

const FAULTS = ["slow", "500", "502", "503", "invalid-json", "wrong-shape", "reset", "huge"] as const;
type Fault = (typeof FAULTS)[number];

/** The call the proxy breaks now (its path under /api/), and how. */
let fault: { path: string; kind: Fault } | null = null;
let faulted = 0;

function inject(kind: Fault, req: http.IncomingMessage, res: http.ServerResponse): void {
  res.on("error", () => undefined);
  req.socket.on("error", () => undefined);
  const json = (status: number, body: string) => void res.writeHead(status, { "content-type": "application/json" }).end(body);
  switch (kind) {
    case "slow":
      return; // never answers: the connection is closed when the test ends
    case "500":
    case "502":
    case "503":
      return json(Number(kind), JSON.stringify({ code: Number(kind), msg: "failed", data: null }));
    case "invalid-json":
      return json(200, '{"code": 200, "msg": "ok", "data": {');
    case "wrong-shape":
      return json(200, "[1, 2, 3]");
    case "reset":
      req.socket.destroy();
      return;
    case "huge": {
      const size = 9 * 1024 * 1024;
      res.writeHead(200, { "content-type": "application/json", "content-length": String(size) });
      res.end(Buffer.alloc(size, 0x20));
      return;
    }
  }
}

let fixture: Awaited<ReturnType<typeof startFixtureBackoffice>>;
let proxy: http.Server;
let app: ChildServer;

beforeAll(async () => {
  fixture = await startFixtureBackoffice();
  proxy = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = (req.url ?? "").replace(/^\/api\//, "");
      if (fault && path === fault.path) {
        faulted++;
        inject(fault.kind, req, res);
        return;
      }
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !["host", "content-length", "connection"].includes(name))) as Record<string, string>;
      fetch(`${fixture.url}${req.url}`, { method: req.method, headers, body: req.method === "POST" ? Buffer.concat(chunks) : undefined })
        .then(async (answer) => {
          res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  app = await startChildServer({
    BACKOFFICE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    BACKOFFICE_TIMEOUT_MS: String(TIMEOUT_MS),
    PAGE_CACHE: "off",
    SERVER_CACHE: "off",
    LOG_LEVEL: "warn",
  });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await fixture?.close();
});

/** The child's log lines (JSON) written since `from`. */
function logSince(from: number): { level: string; msg: string; [field: string]: unknown }[] {
  return app
    .stderr()
    .slice(from)
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; msg: string });
}

/** The page under `fault`, with its time and the log lines it wrote; then a healthy request, so the call's breaker starts each case closed. */
async function pageUnder(path: string, broken: { path: string; kind: Fault }) {
  const from = app.stderr().length;
  fault = broken;
  faulted = 0;
  const started = performance.now();
  const response = await fetch(`${app.url}${path}`, { headers: { accept: "text/html" }, signal: AbortSignal.timeout(15_000) });
  const body = await response.text();
  const ms = performance.now() - started;
  fault = null;
  // Let the child finish writing the lines of that request.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const log = logSince(from);
  const healthy = await fetch(`${app.url}${path}`, { headers: { accept: "text/html" } });
  await healthy.text();
  expect(healthy.status).toBe(200);
  return { status: response.status, body, ms, log, requests: faulted };
}

/** Lines about the failing call: those naming it, the read's one retry notice left out. */
const failureLines = (log: ReturnType<typeof logSince>, call: string) =>
  log.filter((entry) => JSON.stringify(entry).includes(call) && entry.msg !== "back-office network error, retrying once");

function expectFriendlyErrorPage(status: number, body: string) {
  expect(status).toBeGreaterThanOrEqual(500);
  expect(status).toBeLessThan(600);
  expect(body).toContain("Something went wrong");
  for (const leak of ["BackofficeError", "    at ", "node_modules", "/api/", "back-office call"]) expect(body).not.toContain(leak);
}

const moduleIds = (body: string) => [...body.matchAll(/<section id="module-([^"]+)"/g)].map((match) => match[1]!);
const sectionKeys = (body: string) => [...new Set([...body.matchAll(/data-section="([^"]+)"/g)].map((match) => match[1]!))].sort();

let healthyModules: string[] = [];
let healthySections: string[] = [];

describe("a landing page (/guide/home: title, banner, a shop module on getProductList, an influencer gallery)", () => {
  beforeAll(async () => {
    const response = await fetch(`${app.url}/guide/home`);
    healthyModules = moduleIds(await response.text());
    expect(healthyModules).toEqual(["1", "2", "3", "4"]);
  });

  it.each(FAULTS)("template call %s: the friendly error page, a 5xx, in time, logged once", async (kind) => {
    const page = await pageUnder("/guide/home", { path: "landing/template-detail", kind });
    expectFriendlyErrorPage(page.status, page.body);
    expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(failureLines(page.log, "getTemplateDetail")).toHaveLength(1);
    expect(page.requests).toBe(kind === "reset" ? 2 : 1);
  });

  it.each(FAULTS)("product list call %s: a 200 without the shop module alone, in time, logged once", async (kind) => {
    const page = await pageUnder("/guide/home", { path: "landing/product-list", kind });
    expect(page.status).toBe(200);
    expect(moduleIds(page.body)).toEqual(["1", "2", "4"]);
    expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    const lines = failureLines(page.log, "getProductList");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/^module dropped from /);
  });
});

describe("a product page (/clover-chair.html)", () => {
  beforeAll(async () => {
    const response = await fetch(`${app.url}/clover-chair.html`);
    healthySections = sectionKeys(await response.text());
    expect(healthySections).toContain("reviews");
  });

  it.each(FAULTS)("model call %s: the friendly error page, a 5xx, in time, logged once", async (kind) => {
    const page = await pageUnder("/clover-chair.html", { path: "detail/model-product-list", kind });
    expectFriendlyErrorPage(page.status, page.body);
    expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(failureLines(page.log, "getModelProductList")).toHaveLength(1);
  });

  it.each(FAULTS)("review types call %s: a 200 whose other sections are all there, in time, logged once", async (kind) => {
    const page = await pageUnder("/clover-chair.html", { path: "reviews/types", kind });
    expect(page.status).toBe(200);
    // Only the sections reading the call may go without (the review list shows without its type filter).
    const fed: string[] = sectionsFedBy("reviewTypes");
    expect(fed).toEqual(["reviews"]);
    const sections = sectionKeys(page.body);
    expect(sections.filter((key) => !fed.includes(key))).toEqual(healthySections.filter((key) => !fed.includes(key)));
    expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    const lines = failureLines(page.log, "getReviewTypeList");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: "detail side call failed", call: "getReviewTypeList" });
  });
});
