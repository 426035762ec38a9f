import { describe, expect, it } from "vitest";
import { hasPreviewAccess, isPreviewPath, PREVIEW_COOKIE, previewCookieFor } from "../../server/preview-access.js";

const headers = (values: Record<string, string> = {}) => (name: string) => values[name.toLowerCase()] ?? null;
const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
const production = env({ NODE_ENV: "production", PREVIEW_TOKEN: "s3cret" });

describe("preview access", () => {
  it("covers /preview, /preview/* and /preview-frame/* only", () => {
    expect(["/preview", "/preview/x", "/preview/modules", "/preview-frame/x", "/preview/product/harlow-sofa", "/preview-frame/product/harlow-sofa"].every(isPreviewPath)).toBe(true);
    expect(["/previews", "/guide/preview", "/", "/api/templates/validate"].some(isPreviewPath)).toBe(false);
  });

  it("is open in development and tests when no token is configured", () => {
    expect(hasPreviewAccess("/preview", headers(), env({ NODE_ENV: "development" }))).toBe(true);
    expect(hasPreviewAccess("/preview", headers(), env({ NODE_ENV: "test" }))).toBe(true);
  });

  it("is closed in production without a configured token, whatever the request carries", () => {
    expect(hasPreviewAccess("/preview?preview_token=", headers({ "x-preview-token": "" }), env({ NODE_ENV: "production" }))).toBe(false);
    expect(hasPreviewAccess("/preview", headers(), env({ NODE_ENV: "production", PREVIEW_TOKEN: "  " }))).toBe(false);
  });

  it("lets the token in by query, header or the cookie it earns, and nothing else", () => {
    const cookie = previewCookieFor("s3cret", production);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toContain("s3cret");
    expect(hasPreviewAccess("/preview?preview_token=s3cret", headers(), production)).toBe(true);
    expect(hasPreviewAccess("/preview", headers({ "x-preview-token": "s3cret" }), production)).toBe(true);
    expect(hasPreviewAccess("/preview", headers({ cookie: `ct=abc; ${PREVIEW_COOKIE}=${cookie}` }), production)).toBe(true);

    expect(hasPreviewAccess("/preview", headers(), production)).toBe(false);
    expect(hasPreviewAccess("/preview?preview_token=wrong", headers(), production)).toBe(false);
    expect(hasPreviewAccess("/preview", headers({ "x-preview-token": "s3cre" }), production)).toBe(false);
    expect(hasPreviewAccess("/preview", headers({ cookie: `${PREVIEW_COOKIE}=s3cret` }), production)).toBe(false);
    expect(previewCookieFor("wrong", production)).toBeNull();
  });

  it("also requires the token outside production once one is set", () => {
    const development = env({ NODE_ENV: "development", PREVIEW_TOKEN: "s3cret" });
    expect(hasPreviewAccess("/preview", headers(), development)).toBe(false);
    expect(hasPreviewAccess("/preview", headers({ "x-preview-token": "s3cret" }), development)).toBe(true);
  });

  it("ends every cookie when the token changes", () => {
    const old = previewCookieFor("s3cret", production)!;
    expect(hasPreviewAccess("/preview", headers({ cookie: `${PREVIEW_COOKIE}=${old}` }), env({ NODE_ENV: "production", PREVIEW_TOKEN: "n3w" }))).toBe(false);
  });
});
