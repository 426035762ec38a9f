import { describe, expect, it } from "vitest";
import { cookiePair, previewAccessCookie } from "../../server/cookies.js";
import { hasPreviewAccess, isPreviewPath, PREVIEW_COOKIE, previewCookieFor } from "../../server/preview-access.js";

const headers = (values: Record<string, string> = {}) => (name: string) => values[name.toLowerCase()] ?? null;
const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
const production = env({ NODE_ENV: "production", PREVIEW_TOKEN: "s3cret" });
/** The Cookie header a browser sends back for an access cookie holding `value`. */
const accessCookie = (value: string) => cookiePair(previewAccessCookie, value);

describe("preview access", () => {
  it("covers /preview, /preview/* and /preview-frame/* only", () => {
    expect(["/preview", "/preview/x", "/preview/modules", "/preview-frame/x", "/preview/product/harlow-sofa", "/preview-frame/product/harlow-sofa"].every(isPreviewPath)).toBe(true);
    expect(["/previews", "/guide/preview", "/", "/api/templates/validate"].some(isPreviewPath)).toBe(false);
  });

  it("is open in development and tests when no token is configured", async () => {
    expect(await hasPreviewAccess("/preview", headers(), env({ NODE_ENV: "development" }))).toBe(true);
    expect(await hasPreviewAccess("/preview", headers(), env({ NODE_ENV: "test" }))).toBe(true);
  });

  it("is closed in production without a configured token, whatever the request carries", async () => {
    expect(await hasPreviewAccess("/preview?preview_token=", headers({ "x-preview-token": "" }), env({ NODE_ENV: "production" }))).toBe(false);
    expect(await hasPreviewAccess("/preview?preview_token=", headers({ "x-preview-token": "" }), env({ NODE_ENV: "production", PREVIEW_TOKEN: "" }))).toBe(false);
  });

  it("refuses a token of only spaces (server/env.js) rather than running with it", async () => {
    await expect(hasPreviewAccess("/preview", headers(), env({ NODE_ENV: "production", PREVIEW_TOKEN: "  " }))).rejects.toThrow(
      'PREVIEW_TOKEN="  ": expected a non-empty token',
    );
  });

  it("lets the token in by query, header or the cookie it earns, and nothing else", async () => {
    const cookie = previewCookieFor("s3cret", production);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toContain("s3cret");
    expect(await hasPreviewAccess("/preview?preview_token=s3cret", headers(), production)).toBe(true);
    expect(await hasPreviewAccess("/preview", headers({ "x-preview-token": "s3cret" }), production)).toBe(true);
    expect(await hasPreviewAccess("/preview", headers({ cookie: `ct=abc; ${await accessCookie(cookie!)}` }), production)).toBe(true);

    expect(await hasPreviewAccess("/preview", headers(), production)).toBe(false);
    expect(await hasPreviewAccess("/preview?preview_token=wrong", headers(), production)).toBe(false);
    expect(await hasPreviewAccess("/preview", headers({ "x-preview-token": "s3cre" }), production)).toBe(false);
    expect(await hasPreviewAccess("/preview", headers({ cookie: await accessCookie("s3cret") }), production)).toBe(false);
    // The digest itself, not encoded as our cookies are, is not our cookie either.
    expect(await hasPreviewAccess("/preview", headers({ cookie: `${PREVIEW_COOKIE}=${cookie}` }), production)).toBe(false);
    expect(previewCookieFor("wrong", production)).toBeNull();
  });

  it("also requires the token outside production once one is set", async () => {
    const development = env({ NODE_ENV: "development", PREVIEW_TOKEN: "s3cret" });
    expect(await hasPreviewAccess("/preview", headers(), development)).toBe(false);
    expect(await hasPreviewAccess("/preview", headers({ "x-preview-token": "s3cret" }), development)).toBe(true);
  });

  it("ends every cookie when the token changes", async () => {
    const old = previewCookieFor("s3cret", production)!;
    expect(await hasPreviewAccess("/preview", headers({ cookie: await accessCookie(old) }), env({ NODE_ENV: "production", PREVIEW_TOKEN: "n3w" }))).toBe(false);
  });
});
