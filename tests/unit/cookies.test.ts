import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loginTokenCookie, readCookie, readLoginToken, reviewEmailCookie, secureFor, zipCookie } from "~/lib/cookies.server";
import { getZipObject } from "~/lib/shopper.server";
import { clientTokenCookie, cookiePair, previewAccessCookie, readStringCookie } from "../../server/cookies.js";
import { clientToken } from "../../server/index.js";

const withCookie = (cookie: string, url = "http://shop.test/") => new Request(url, { headers: { cookie } });
/** A Set-Cookie header's attributes, in any order. */
const attributes = (setCookie: string) => setCookie.split("; ").slice(1).sort();

describe("the cookies (app/lib/cookies.server.ts, server/cookies.js)", () => {
  it("keep today's names, paths, lifetimes, SameSite and HttpOnly", async () => {
    const year = "Max-Age=31536000";
    expect(attributes(await zipCookie.serialize({ postcode: "10001" }))).toEqual(["HttpOnly", year, "Path=/", "SameSite=Lax"]);
    expect(attributes(await reviewEmailCookie.serialize({}))).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax"]);
    // The client token is read by analytics in the browser: not HttpOnly.
    expect(attributes(await clientTokenCookie.serialize("t"))).toEqual([year, "Path=/", "SameSite=Lax"]);
    // Preview access lasts the browser session.
    expect(attributes(await previewAccessCookie.serialize("d"))).toEqual(["HttpOnly", "Path=/", "SameSite=Lax"]);
    expect([zipCookie, loginTokenCookie, reviewEmailCookie, clientTokenCookie, previewAccessCookie].map((cookie) => cookie.name)).toEqual([
      "zip",
      "token",
      "review_email",
      "ct",
      "preview_access",
    ]);
  });

  it("add Secure for https requests only", async () => {
    expect(attributes(await zipCookie.serialize({}, secureFor(new Request("https://shop.test/"))))).toContain("Secure");
    expect(await zipCookie.serialize({}, secureFor(new Request("http://shop.test/")))).not.toContain("Secure");
  });

  it("round-trip a value among other cookies", async () => {
    const zip = { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" };
    const request = withCookie(`a=1; ${await cookiePair(zipCookie, zip)}; ${await cookiePair(loginTokenCookie, "jwt.abc-123")}; b=2`);
    expect(await readCookie(zipCookie, request)).toEqual(zip);
    expect(await getZipObject(request)).toEqual(zip);
    expect(await readLoginToken(request)).toBe("jwt.abc-123");
    const token = crypto.randomUUID();
    expect(await readStringCookie(clientTokenCookie, await cookiePair(clientTokenCookie, token), /^[\w-]+$/)).toBe(token);
  });

  it("read a missing, foreign or tampered value as null, not a crash", async () => {
    expect(await readLoginToken(new Request("http://shop.test/"))).toBeNull();
    const good = await cookiePair(loginTokenCookie, "jwt.abc-123");
    for (const header of [
      "token=jwt.abc-123", // a raw value: not one of ours
      "token=%E0%A4%A", // malformed percent-encoding
      "token=!!!", // not base64
      `token=${btoa("{not json")}`, // base64, not JSON
      `${good.slice(0, -4)}x`, // tampered
      await cookiePair(loginTokenCookie, { token: "x" }), // ours, but not a string
      await cookiePair(loginTokenCookie, "line\nbreak"), // a string no header may carry
      "token=",
    ]) {
      expect(await readLoginToken(withCookie(header)), header).toBeNull();
    }
    expect(await getZipObject(withCookie("zip=%7Bnot-json"))).toBeNull();
    expect(await getZipObject(withCookie(await cookiePair(zipCookie, ["10001"])))).toBeNull();
    expect(await readStringCookie(clientTokenCookie, "ct=not-base64!", /^[\w-]+$/)).toBeNull();
    expect(await readStringCookie(clientTokenCookie, await cookiePair(clientTokenCookie, "a b"), /^[\w-]+$/)).toBeNull();
    expect(await readStringCookie(clientTokenCookie, undefined, /^[\w-]+$/)).toBeNull();
  });
});

describe("the client token middleware (server/index.js)", () => {
  /** One request through `clientToken` alone: the Set-Cookie it answers and the token the app would get. */
  async function through(cookie?: string, forwardedProto?: string, path = "/api/cart") {
    const app = express();
    app.set("trust proxy", true);
    app.use(clientToken);
    app.get("*", (_req, res) => res.json({ token: (res.locals.clientToken as string | undefined) ?? null }));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (forwardedProto) headers["x-forwarded-proto"] = forwardedProto;
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      return { setCookie: response.headers.get("set-cookie"), token: ((await response.json()) as { token: string }).token };
    } finally {
      server.close();
    }
  }

  it("gives a new guest a UUID in the ct cookie, and reads it back on the next request", async () => {
    const first = await through();
    expect(first.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(attributes(first.setCookie!)).toEqual(["Max-Age=31536000", "Path=/", "SameSite=Lax"]);
    const again = await through(`a=1; ${first.setCookie!.split(";")[0]}`);
    expect(again).toEqual({ setCookie: null, token: first.token });
  });

  it("gives none with a page, so pages stay cacheable", async () => {
    expect(await through(undefined, undefined, "/guide/autumn-living")).toEqual({ setCookie: null, token: null });
  });

  it("replaces a foreign value, and marks the cookie Secure behind https", async () => {
    const foreign = await through("ct=not-ours");
    expect(foreign.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(foreign.setCookie).toMatch(/^ct=/);
    expect(attributes((await through(undefined, "https")).setCookie!)).toContain("Secure");
  });
});
