import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cookiePair, clientTokenCookie, loginTokenCookie, previewAccessCookie, reviewEmailCookie, zipCookie } from "../../server/cookies.js";
import { inlineScriptHashes, isSharedRequest, keepRenderedHtml, matchesEtag, snapshotOf } from "../../server/pages.js";
import { createRevalidateHandler } from "../../server/revalidate.js";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const request = (headers: Record<string, string> = {}, method = "GET", path = "/guide/autumn-living") =>
  ({ method, path, headers }) as unknown as express.Request;

describe("shared and personal requests (server/pages.js)", () => {
  it("shares a plain GET, with or without the guest token, a saved postcode or a login", async () => {
    expect(await isSharedRequest(request())).toBe(true);
    expect(await isSharedRequest(request({}, "HEAD"))).toBe(true);
    expect(await isSharedRequest(request({ cookie: `${await cookiePair(clientTokenCookie, "guest")}; other=1` }))).toBe(true);
    expect(await isSharedRequest(request({ cookie: `ct=x; ${await cookiePair(zipCookie, { postcode: "10001" })}` }))).toBe(true);
    // The account is read in the browser (modules/kit/account.tsx): a login changes no page's HTML.
    expect(await isSharedRequest(request({ cookie: `ct=x; ${await cookiePair(loginTokenCookie, "token")}` }))).toBe(true);
  });

  it.each([
    ["a review e-mail", reviewEmailCookie, { 1: "a@b.c" }],
    ["preview access", previewAccessCookie, "digest"],
  ])("treats a request with %s as personal", async (_name, cookie, value) => {
    expect(await isSharedRequest(request({ cookie: `ct=x; ${await cookiePair(cookie, value)}` }))).toBe(false);
  });

  it("treats posts, Authorization, API routes and every preview path as personal", async () => {
    expect(await isSharedRequest(request({}, "GET", "/api/cart"))).toBe(false);
    expect(await isSharedRequest(request({}, "POST"))).toBe(false);
    expect(await isSharedRequest(request({ authorization: "Bearer x" }))).toBe(false);
    for (const path of ["/preview", "/preview/autumn-living", "/preview-frame/autumn-living"]) {
      expect(await isSharedRequest(request({}, "GET", path))).toBe(false);
    }
  });
});

describe("a shared answer as the page cache keeps it", () => {
  const html = [
    "<html><head>",
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<script src="/build/entry.js" type="module"></script>',
    "</head><body>",
    "<script>window.__remixContext = {};</script>",
    '<script type="module" async="">import "/build/root.js";</script>',
    "</body></html>",
  ].join("");

  it("lists the hash of each inline script that runs, not of data blocks or external scripts", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("window.__remixContext = {};"), sha('import "/build/root.js";')]);
  });

  it("keeps a page the app rendered whole from the HTML it handed over, without reading the body back", async () => {
    const unread = new ReadableStream({
      pull() {
        throw new Error("the body was read");
      },
    });
    const response = new Response(unread, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60" } });
    keepRenderedHtml(response, html);
    const { snapshot } = await snapshotOf(response, { development: false, keep: false });
    expect(gunzipSync(Buffer.from(snapshot.gzip, "base64")).toString("utf8")).toBe(html);
    expect(response.bodyUsed).toBe(false);
  });

  it("keeps a public page brotli- and gzip-compressed, with its hash CSP, a weak ETag and its tags", async () => {
    const response = new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=60", "Cache-Tag": "template:a, product:b" },
    });
    const { snapshot, storable, tags } = await snapshotOf(response, { development: false, keep: true });
    expect(storable).toBe(true);
    expect(tags).toEqual(["template:a", "product:b"]);
    expect(snapshot.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(gunzipSync(Buffer.from(snapshot.gzip, "base64")).toString("utf8")).toBe(html);
    expect(brotliDecompressSync(Buffer.from(snapshot.br!, "base64")).toString("utf8")).toBe(html);
    const csp = new Map(snapshot.headers).get("content-security-policy") ?? "";
    expect(csp).toContain(
      `script-src 'self' https://www.youtube.com/iframe_api https://www.youtube.com/s/player/ 'wasm-unsafe-eval' ${sha("window.__remixContext = {};")} ${sha('import "/build/root.js";')};`,
    );
    // The external video players' embeds, and the preview's own device frames.
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;");
    expect(csp).not.toContain("nonce");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("keeps nothing that is private, sets a cookie or is not a 200, and marks it private", async () => {
    const cases = [
      new Response(html, { headers: { "Content-Type": "text/html" } }),
      new Response(html, { headers: { "Content-Type": "text/html", "Cache-Control": "public", "Set-Cookie": "a=b" } }),
      new Response(html, { status: 404, headers: { "Content-Type": "text/html", "Cache-Control": "public" } }),
    ];
    const snapshots = await Promise.all(cases.map((response) => snapshotOf(response, { development: false, keep: true })));
    expect(snapshots.map(({ storable }) => storable)).toEqual([false, false, false]);
    expect(new Map(snapshots[0]!.snapshot.headers).get("cache-control")).toBe("private, no-store");
    expect(snapshots[0]!.snapshot.etag).toBeNull();
    // Used once: gzip (for the requests that share its render), not the slower brotli.
    expect(snapshots.map(({ snapshot }) => snapshot.br)).toEqual([null, null, null]);
    expect(gunzipSync(Buffer.from(snapshots[0]!.snapshot.gzip, "base64")).toString("utf8")).toBe(html);
  });

  it("spends no brotli on a public page when the page cache is off", async () => {
    const response = new Response(html, { headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=60" } });
    const { snapshot, storable } = await snapshotOf(response, { development: false, keep: false });
    expect(storable).toBe(true);
    expect(snapshot.br).toBeNull();
    expect(gunzipSync(Buffer.from(snapshot.gzip, "base64")).toString("utf8")).toBe(html);
  });

  it("matches If-None-Match lists, weak tags and *", () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag("*", '"b"')).toBe(true);
    expect(matchesEtag('"c"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe("POST /api/revalidate (server/revalidate.js)", () => {
  const SECRET = "0123456789abcdef-secret";
  const purge = vi.fn(async (tags: string[]) => tags.length);
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.post("/api/revalidate", createRevalidateHandler({ purge }));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (body: unknown, authorization?: string) =>
    fetch(`${base}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  it("answers 404 and purges nothing without REVALIDATE_SECRET", async () => {
    vi.stubEnv("REVALIDATE_SECRET", "");
    purge.mockClear();
    expect((await post({ templates: ["a"] }, `Bearer ${SECRET}`)).status).toBe(404);
    expect(purge).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  it("answers 401 and purges nothing for a missing or wrong secret", async () => {
    vi.stubEnv("REVALIDATE_SECRET", SECRET);
    purge.mockClear();
    for (const authorization of [undefined, `Bearer ${SECRET}x`, SECRET]) {
      const response = await post({ templates: ["a"] }, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(purge).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });

  it("purges the named templates and products and answers the count", async () => {
    vi.stubEnv("REVALIDATE_SECRET", SECRET);
    purge.mockClear();
    const response = await post({ templates: ["autumn-living"], products: ["/harlow-sofa.html", "LW1001"] }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: 3 });
    expect(purge).toHaveBeenCalledWith(["template:autumn-living", "product:harlow-sofa.html", "product:lw1001"]);
    vi.unstubAllEnvs();
  });

  it("refuses a body that is not JSON, names nothing or is too large", async () => {
    vi.stubEnv("REVALIDATE_SECRET", SECRET);
    purge.mockClear();
    expect((await post("{", `Bearer ${SECRET}`)).status).toBe(400);
    const empty = await post({ templates: [] }, `Bearer ${SECRET}`);
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatch(/at least one template or product/);
    expect((await post({ templates: [1] }, `Bearer ${SECRET}`)).status).toBe(400);
    expect((await post({ templates: ["x".repeat(70_000)] }, `Bearer ${SECRET}`)).status).toBe(413);
    expect(purge).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });
});
