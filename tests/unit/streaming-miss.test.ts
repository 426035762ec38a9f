import { createHash } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createCaches } from "../../server/cache.js";
import { createSharedPages, keepRenderedHtml, streamsMiss, withoutNonce } from "../../server/pages.js";
import { RENDER_STREAMS_HEADER } from "../../server/render-streams.js";
import { requestContext } from "../../server/request-context.js";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "user-agent": CHROME, "accept-encoding": "gzip, br" };
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A page whose end waits for `release` when it is rendered with a nonce (as the app streams a render for a browser). */
function fakeApp() {
  let release: () => void = () => {};
  let late = Promise.resolve();
  let streams = true;
  let whole = false;
  const renders: string[] = [];
  const head = (nonce: string) => `<!DOCTYPE html><html><head></head><body><main>top</main><script${nonce ? ` nonce="${nonce}"` : ""}>window.shell=1</script>`;
  const end = (nonce: string) => `<div hidden id="S:0">late</div><script${nonce ? ` nonce="${nonce}"` : ""}>$RC("B:0","S:0")</script></body></html>`;
  const headers = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=60", "Cache-Tag": "product:a" };
  return {
    renders,
    /** The next nonce render streams its end when the test says so; `complete`: it had everything when its shell was ready. */
    hold(complete = false) {
      streams = !complete;
      late = complete ? Promise.resolve() : new Promise((resolve) => (release = () => resolve(undefined)));
    },
    release: () => release(),
    /** The next render is made whole as a string and handed to the host (AppLoadContext.renderedWhole). */
    renderWhole() {
      whole = true;
    },
    async render(_req: express.Request, _res: express.Response, nonce: string): Promise<Response> {
      renders.push(nonce);
      if (whole) {
        const html = `${head(nonce)}<main>late, in place</main></body></html>`;
        const response = new Response(html, { headers });
        keepRenderedHtml(response, html);
        return response;
      }
      if (!nonce) return new Response(`${head("")}<main>late, in place</main></body></html>`, { headers });
      const encoder = new TextEncoder();
      const wait = late;
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(head(nonce)));
          await wait;
          controller.enqueue(encoder.encode(end(nonce)));
          controller.close();
        },
      });
      return new Response(body, { headers: streams ? { ...headers, [RENDER_STREAMS_HEADER]: "1" } : headers });
    },
  };
}

describe("a shared page that misses the cache (server/pages.js)", () => {
  let app: ReturnType<typeof fakeApp>;
  let server: Server;
  let base: string;
  let nonces = 0;

  beforeEach(() => {
    app = fakeApp();
  });

  beforeAll(async () => {
    const http = express();
    http.use(requestContext);
    // Each test gets a cache of its own through its own path; the cache lives as long as the server.
    const caches = createCaches({ redisUrl: undefined, enabled: true, pageEnabled: true });
    const serve = createSharedPages({
      cache: caches.page,
      render: (req, res, nonce) => app.render(req, res, nonce),
      development: false,
      compress: compression(),
      ttlMs: 60_000,
      swrMs: 600_000,
      newNonce: () => `nonce${++nonces}`,
    });
    http.get("*", (req, res, next) => {
      serve(req, res, req.path).catch(next);
    });
    server = await new Promise<Server>((resolve) => {
      const listening = http.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, headers: Record<string, string> = BROWSER) => fetch(`${base}${path}`, { headers });

  it("streams to the browser that missed, with a nonce, and keeps the complete page for everyone after", async () => {
    app.hold();
    const first = await get("/a");
    // The head and the top came before the render ended.
    expect(first.status).toBe(200);
    const reader = first.body!.getReader();
    const firstChunk = new TextDecoder().decode((await reader.read()).value);
    expect(firstChunk).toContain("<main>top</main>");
    expect(firstChunk).not.toContain("late");
    const nonce = app.renders[0]!;
    expect(nonce).toMatch(/^nonce\d+$/);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    // A copy with a nonce in it is never kept by a CDN, and it has no ETag yet.
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("etag")).toBeNull();
    expect(first.headers.get("cache-tag")).toBeNull();
    expect(first.headers.get(RENDER_STREAMS_HEADER)).toBeNull();

    // A request meanwhile shares the render and waits for the complete page.
    let joinedEarly = false;
    const joined = get("/a").then((response) => {
      joinedEarly = !app.renders.includes("released");
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(joinedEarly).toBe(false);
    app.renders.push("released");
    app.release();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(firstChunk + rest).toContain(`<script nonce="${nonce}">$RC("B:0","S:0")</script>`);

    const other = await joined;
    const kept = await other.text();
    expect(other.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(other.headers.get("etag")).toMatch(/^W\//);
    expect(other.headers.get("cache-tag")).toBe("product:a");
    // The kept page is the streamed one without its nonce; the policy lists its scripts' hashes.
    expect(kept).toBe(withoutNonce(firstChunk + rest, nonce));
    expect(kept).not.toContain("nonce");
    const csp = other.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(sha("window.shell=1"));
    expect(csp).toContain(sha('$RC("B:0","S:0")'));
    expect(csp).not.toContain("nonce");

    // Hits after it: the same page, no new render.
    const hit = await get("/a");
    expect(await hit.text()).toBe(kept);
    expect(hit.headers.get("etag")).toBe(other.headers.get("etag"));
    expect((await get("/a", { ...BROWSER, "if-none-match": other.headers.get("etag")! })).status).toBe(304);
    expect(app.renders.filter((entry) => entry !== "released")).toEqual([nonce]);
  });

  it("sends a render that had everything when its shell was ready as a kept page at once", async () => {
    app.hold(true);
    const response = await get("/b");
    const html = await response.text();
    expect(app.renders).toEqual([expect.stringMatching(/^nonce\d+$/)]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(response.headers.get("etag")).toMatch(/^W\//);
    expect(html).toContain("late");
    expect(html).not.toContain("nonce");
  });

  it("keeps a page the app rendered whole as it was handed, without copying it to take a nonce out", async () => {
    // The app renders such a page without a nonce (documentNonce); the host relies on that,
    // so even a nonce left in it by mistake would stay (and be refused by the hash policy).
    app.renderWhole();
    const response = await get("/w");
    const html = await response.text();
    const nonce = app.renders[0]!;
    expect(nonce).toMatch(/^nonce\d+$/);
    expect(html).toContain(`<script nonce="${nonce}">window.shell=1</script>`);
    expect(response.headers.get("etag")).toMatch(/^W\//);
    expect(response.headers.get("content-security-policy")).toContain(sha("window.shell=1"));
  });

  it("renders the page whole, without a nonce, for bots, HEAD and clients that do not ask for HTML", async () => {
    for (const [path, headers, method] of [
      ["/c1", { ...BROWSER, "user-agent": GOOGLEBOT }, "GET"],
      ["/c2", { "user-agent": CHROME, accept: "*/*" }, "GET"],
      ["/c3", BROWSER, "HEAD"],
    ] as const) {
      const response = await fetch(`${base}${path}`, { headers, method });
      expect(response.headers.get("cache-control"), path).toBe("public, max-age=0, s-maxage=60");
      expect(response.headers.get("etag"), path).toMatch(/^W\//);
    }
    expect(app.renders).toEqual(["", "", ""]);
  });

  it("renders a streamed copy whole again for a bot, and that copy replaces it", async () => {
    app.hold();
    const first = await get("/d");
    app.release();
    await first.text();
    // Stored as it streamed: the late part at the end, placed by script.
    expect(await (await get("/d")).text()).toContain('<div hidden id="S:0">late</div>');

    const bot = await get("/d", { ...BROWSER, "user-agent": GOOGLEBOT });
    expect(await bot.text()).toContain("<main>late, in place</main>");
    expect(app.renders.slice(1)).toEqual([""]);
    // Everyone gets the whole copy now, and another bot needs no render.
    expect(await (await get("/d")).text()).toContain("<main>late, in place</main>");
    await (await get("/d", { ...BROWSER, "user-agent": GOOGLEBOT })).text();
    expect(app.renders.slice(1)).toEqual([""]);
  });
});

describe("who may take a missed page as it renders", () => {
  const request = (headers: Record<string, string>, method = "GET") => ({ method, get: (name: string) => headers[name.toLowerCase()] }) as unknown as express.Request;

  it("is a browser's GET for a document", () => {
    expect(streamsMiss(request(BROWSER))).toBe(true);
    expect(streamsMiss(request(BROWSER, "HEAD"))).toBe(false);
    expect(streamsMiss(request({ ...BROWSER, "user-agent": GOOGLEBOT }))).toBe(false);
    expect(streamsMiss(request({ ...BROWSER, accept: "*/*" }))).toBe(false);
    expect(streamsMiss(request({ "user-agent": CHROME }))).toBe(false);
  });

  it("keeps the page without the nonce's attributes, and nothing else changes", () => {
    const html = '<script nonce="abc">a()</script><p>nonce="abc"</p><script nonce="abc" async="">b()</script>';
    expect(withoutNonce(html, "abc")).toBe('<script>a()</script><p>nonce="abc"</p><script async="">b()</script>');
    expect(withoutNonce(html, "")).toBe(html);
  });
});
