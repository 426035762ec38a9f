/**
 * The abuse limits and headers of the running app (docs/security.md), asked of the built
 * server over HTTP (no browser): headers on every kind of answer, 413 on every route before a
 * byte of the body is read, the origin check, the rate limiters mounted on the real routes,
 * signed cookies, sign-up answers that do not tell who has an account, malformed input never
 * a 5xx, and the preview closed without its token. The limits' real numbers are held by
 * tests/unit/request-guards.test.ts (this server runs with RATE_LIMIT_MULTIPLIER).
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cookiePair, loginTokenCookie } from "../../server/cookies.js";
import { fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { ROOT, baseUrl, parseCsp, url } from "./browser";

/** A sample path for each route file of app/routes (every route: a write may be sent to any). */
function routePaths(): string[] {
  const samples: Record<string, string> = { $urlKey: "autumn-living", $slug: "willow-bed", $: "willow-bed.html" };
  return readdirSync(path.join(ROOT, "app", "routes"))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .map((name) => (name === "_index" ? "/" : `/${name.split(".").map((part) => samples[part] ?? part.replace(/^_index$/, "")).filter(Boolean).join("/")}`))
    .sort();
}

/** The API routes that take a write (they export an action). */
function writeRoutes(): string[] {
  const folder = path.join(ROOT, "app", "routes");
  return readdirSync(folder)
    .filter((file) => file.startsWith("api.") && /export (async function|const) action\b/.test(readFileSync(path.join(folder, file), "utf8")))
    .map((file) => `/${file.replace(/\.tsx?$/, "").split(".").join("/")}`);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A POST that declares `declared` bytes and sends none (or `chunks` of a chunked body): the
 * answer comes while the body is still owed, so it was given before the body was read.
 */
function postOwing(target: string, options: { declared?: number; chunks?: number; chunkSize?: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.declared !== undefined) headers["content-length"] = String(options.declared);
    const req = http.request(target, { method: "POST", headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => (["EPIPE", "ECONNRESET"].includes(error.code ?? "") ? undefined : reject(error)));
    if (options.chunks) {
      const chunk = Buffer.alloc(options.chunkSize ?? 64 * 1024, "a");
      for (let index = 0; index < options.chunks; index++) req.write(chunk);
    } else req.flushHeaders();
  });
}

const post = (pathname: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url(pathname), { method: "POST", body, headers: { "content-type": "application/json", ...headers }, redirect: "manual" });

describe("headers on every kind of answer", () => {
  const paths = ["/guide/autumn-living", "/willow-bed.html", "/api/account", "/no-such-page", "/healthz"];

  it.each(paths)("%s: Permissions-Policy, Cross-Origin-Opener-Policy, a CSP without 'unsafe-inline' scripts, nosniff", async (pathname) => {
    const answer = await fetch(url(pathname), { headers: { "x-forwarded-proto": "https" } });
    expect(answer.headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(answer.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const scripts = parseCsp(answer.headers.get("content-security-policy") ?? "").get("script-src") ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    // Plain http, and X-Forwarded-Proto from a client no TRUST_PROXY names: no HSTS.
    expect(answer.headers.get("strict-transport-security")).toBeNull();
    await answer.arrayBuffer();
  });
});

describe("body limits on every route (413 before the body is read)", () => {
  const routes = routePaths();

  it("covers the routes there are", () => {
    expect(routes).toEqual(expect.arrayContaining(["/", "/api/cart", "/api/login", "/api/templates/validate", "/guide/autumn-living", "/preview/draft"]));
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it.each(routes)("%s: a declared 10 MB body is refused at once, with none of it sent", async (pathname) => {
    const answer = await postOwing(url(pathname), { declared: 10 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatch(/^the request body is too large: at most \d+ bytes may be sent to /);
  });

  it.each(routes)("%s: a chunked body is refused once it passes the limit", async (pathname) => {
    // 2.5 MiB: past the largest limit (the preview's draft upload), in 64 KiB chunks.
    const answer = await postOwing(url(pathname), { chunks: 40 });
    expect(answer.status).toBe(413);
  });
});

describe("malformed input on every write: 4xx with a reason, never a 5xx", () => {
  const bodies = ["{", "null", "[]", '"text"', '{"email":123,"productIds":"x","step":7,"action":[]}', JSON.stringify({ a: "x".repeat(8000) })];

  // Logging out reads no body (any body logs out); the template check answers any JSON with
  // its report (200, the modules it would drop). Every other write refuses these bodies.
  const takesInput = (pathname: string) => !["/api/logout", "/api/templates/validate"].includes(pathname);

  it.each(writeRoutes())("%s", async (pathname) => {
    for (const body of bodies) {
      const answer = await post(pathname, body);
      if (takesInput(pathname)) expect(answer.status, `${pathname} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${pathname} ${body.slice(0, 40)}`).toBeLessThan(500);
      await answer.arrayBuffer();
    }
  });
});

describe("writes from other sites", () => {
  it("refuses a post whose Origin is another site (403), and takes one from this origin", async () => {
    const cross = await post("/api/cart", JSON.stringify({ productIds: [] }), { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect((await cross.json()).error).toMatch(/this site's own pages/);
    const own = await post("/api/cart", JSON.stringify({ productIds: [] }), { origin: new URL(baseUrl()).origin });
    expect(own.status).not.toBe(403);
    await own.arrayBuffer();
    // A browser's cross-site form post, which names its origin too.
    const form = await fetch(url("/guide/autumn-living"), { method: "POST", body: "email=a%40b.c", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } });
    expect(form.status).toBe(403);
    await form.arrayBuffer();
  });
});

describe("rate limits on the real routes", () => {
  it.each(["/api/login", "/api/delivery-signup", "/api/subscribe", "/api/stock-notify", "/api/cart", "/api/kit-cart", "/guide/autumn-living"])(
    "%s counts posts per address (RateLimit headers with its window)",
    async (pathname) => {
      const answer = await post(pathname, "{}");
      expect(answer.headers.get("ratelimit-policy")).toMatch(/^\d+;w=(60|900)$/);
      expect(answer.headers.get("ratelimit")).toMatch(/^limit=\d+, remaining=\d+, reset=\d+$/);
      await answer.arrayBuffer();
    },
  );

  it("leaves reads and other writes uncounted", async () => {
    const read = await fetch(url("/guide/autumn-living"));
    expect(read.headers.get("ratelimit-policy")).toBeNull();
    await read.arrayBuffer();
    const other = await post("/api/zip-code", JSON.stringify({ postcode: "10001" }));
    expect(other.headers.get("ratelimit-policy")).toBeNull();
    await other.arrayBuffer();
  });
});

describe("signed cookies", () => {
  it("takes a login cookie the server signed, and treats the same token unsigned as a guest", async () => {
    const token = fixtureLoginToken("shopper@loftwell.test");
    const signed = await fetch(url("/api/account"), { headers: { cookie: await cookiePair(loginTokenCookie, token) } });
    expect((await signed.json()).status).toBe("logged-in");
    const forged = await fetch(url("/api/account"), { headers: { cookie: `token=${btoa(JSON.stringify(token))}` } });
    expect((await forged.json()).status).toBe("guest");
  });

  it("signs the cookies it sets (value.signature)", async () => {
    const answer = await post("/api/zip-code", JSON.stringify({ postcode: "10001" }));
    const zip = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("zip="));
    expect(zip).toMatch(/^zip=[^;.]+\.[^;]+;/);
    await answer.arrayBuffer();
  });
});

describe("sign-ups do not tell who has an account", () => {
  it.each(["/api/delivery-signup", "/api/subscribe"])("%s answers a customer's e-mail exactly as a new one", async (pathname) => {
    const known = await post(pathname, JSON.stringify({ email: "member@example.com", scene: "coupon_close" }));
    const fresh = await post(pathname, JSON.stringify({ email: `someone-${Date.now()}@example.com`, scene: "coupon_close" }));
    expect(known.status).toBe(fresh.status);
    expect(await known.text()).toBe(await fresh.text());
    expect(known.headers.get("cache-control")).toBe(fresh.headers.get("cache-control"));
  });
});

describe("the preview in production without its token", () => {
  it.each(["/preview", "/preview/autumn-living", "/preview/draft", "/preview-frame/autumn-living"])("%s is a plain not-found page", async (pathname) => {
    const answer = await fetch(url(pathname));
    expect(answer.status).toBe(404);
    await answer.arrayBuffer();
  });

  it("takes no draft without the token either", async () => {
    const answer = await fetch(url("/preview/draft"), { method: "POST", body: "source=%7B%7D", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(answer.status).toBe(404);
    await answer.arrayBuffer();
  });
});
