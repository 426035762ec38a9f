import { describe, expect, it } from "vitest";
import { pxToRem, REM_DIVISOR, toRem } from "~schemas/rules/rich-html";
import { sanitizeRichHtml } from "~schemas/rules/rich-html.server";

describe("rich HTML sanitiser (strict configuration)", () => {
  it("removes scripts, style elements, iframes, objects and forms with their content", () => {
    const out = sanitizeRichHtml(
      "<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src='https://x'></iframe><object data='x'></object><form><input></form>",
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("removes event handler attributes", () => {
    const out = sanitizeRichHtml('<p onclick="x()" onmouseover="y()">hi</p><img src="/a.jpg" onerror="z()" alt="">');
    expect(out).not.toMatch(/on\w+=/i);
    expect(out).toContain("<p>hi</p>");
  });

  it("removes javascript:, data: and protocol-relative URLs but keeps the text", () => {
    const out = sanitizeRichHtml(
      '<a href="javascript:alert(1)">a</a><a href="jav&#x61;script:alert(1)">b</a><a href="data:text/html,x">c</a><a href="//evil.example">d</a><img src="data:image/png;base64,AA">',
    );
    expect(out).toBe("<a>a</a><a>b</a><a>c</a><a>d</a>");
  });

  it("keeps safe links and marks new-tab links noopener", () => {
    expect(sanitizeRichHtml('<a href="/guide/sale">s</a>')).toBe('<a href="/guide/sale">s</a>');
    expect(sanitizeRichHtml('<a href="tel:+1800">t</a><a href="mailto:a@b.co">m</a>')).toBe('<a href="tel:+1800">t</a><a href="mailto:a@b.co">m</a>');
    expect(sanitizeRichHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a target="_blank" href="https://x.example" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps only whitelisted style properties with plain values", () => {
    const out = sanitizeRichHtml('<p style="font-size:16px;color:#333;position:fixed;background-image:url(javascript:x)">t</p>');
    expect(out).toBe('<p style="font-size:16px;color:#333">t</p>');
  });

  it("makes images lazy", () => {
    expect(sanitizeRichHtml('<img src="/a.jpg" alt="a">')).toBe('<img alt="a" src="/a.jpg" loading="lazy" />');
  });
});

describe("px to rem (spec 2.3: 19.2 desktop, 3.75 mobile, 2 decimals)", () => {
  it("divides by the device's divisor and rounds to 2 decimals", () => {
    expect(toRem(28.8, REM_DIVISOR.desktop)).toBe("1.5rem");
    expect(toRem(30, REM_DIVISOR.desktop)).toBe("1.56rem");
    expect(toRem(28.8, REM_DIVISOR.mobile)).toBe("7.68rem");
    expect(toRem(10, REM_DIVISOR.mobile)).toBe("2.67rem");
  });

  it("converts every px length inside style attributes, including negatives and decimals", () => {
    const html = '<p style="margin:-9.6px 19.2px;font-size:12px">x</p>';
    expect(pxToRem(html, REM_DIVISOR.desktop)).toBe('<p style="margin:-0.5rem 1rem;font-size:0.63rem">x</p>');
  });

  it("leaves pixel sizes in text alone", () => {
    const html = '<p style="width:100%">a 200px shelf</p>';
    expect(pxToRem(html, REM_DIVISOR.mobile)).toBe(html);
  });
});
