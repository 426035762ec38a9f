import { describe, expect, it } from "vitest";
import { safeUrl } from "~schemas/rules/safe-url";

describe("the one URL check", () => {
  it.each([
    "https://example.com/sofa",
    "http://example.com",
    "/guide/sale",
    "./sofa.html",
    "../sofa.html",
    "sofa.html?variant=1",
    "#module-4",
    "?tab=2",
    "mailto:help@example.com",
    "tel:+18005550199",
    "HTTPS://EXAMPLE.COM",
  ])("allows %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "//evil.example/x",
    "\\\\evil.example/x",
    "/\\evil.example",
    "file:///etc/passwd",
  ])("refuses %j", (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it("trims surrounding whitespace and treats blank or non-text as absent", () => {
    expect(safeUrl("  /a  ")).toBe("/a");
    expect(safeUrl("   ")).toBeUndefined();
    expect(safeUrl(null)).toBeUndefined();
    expect(safeUrl(42)).toBeUndefined();
  });

  it("allows only http(s) and relative addresses for media", () => {
    expect(safeUrl("https://cdn.example.com/a.jpg", "media")).toBe("https://cdn.example.com/a.jpg");
    expect(safeUrl("/a.jpg", "media")).toBe("/a.jpg");
    expect(safeUrl("mailto:a@b.c", "media")).toBeUndefined();
    expect(safeUrl("data:image/png;base64,AAAA", "media")).toBeUndefined();
  });
});
