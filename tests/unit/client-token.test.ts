/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from "vitest";
import { encodeClientToken, ensureClientToken, readClientToken } from "~modules/kit/client-token";
import { clientTokenCookie, cookiePair, readStringCookie } from "../../server/cookies.js";

afterEach(() => {
  document.cookie = "ct=; max-age=0; path=/";
});

describe("the guest token made in the browser (modules/kit/client-token.ts)", () => {
  it("encodes the token exactly as the server's cookie does, both ways", async () => {
    const token = "0b6c3f0e-8a0e-4b8e-9a55-3f1c2d4e5f60";
    expect(`ct=${encodeClientToken(token)}`).toBe(await cookiePair(clientTokenCookie, token));
    expect(readClientToken(await cookiePair(clientTokenCookie, token))).toBe(token);
    expect(await readStringCookie(clientTokenCookie, `ct=${encodeClientToken(token)}`, /^[A-Za-z0-9-]{1,64}$/)).toBe(token);
  });

  it("makes one token on the first call and keeps it", () => {
    expect(readClientToken(document.cookie)).toBeNull();
    const first = ensureClientToken();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(readClientToken(document.cookie)).toBe(first);
    expect(ensureClientToken()).toBe(first);
  });

  it("replaces a value the server would refuse", () => {
    document.cookie = `ct=${encodeClientToken("not a token!")}; path=/`;
    const token = ensureClientToken();
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(readClientToken(document.cookie)).toBe(token);
  });
});
