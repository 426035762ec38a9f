// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const content =
  '<h3 style="font-size: 28.8px">Title</h3><p onclick="x()">Text with a 200px shelf</p><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">bad</a><a href="/guide/sale">good</a><iframe src="https://x"></iframe><img src="/a.jpg" onerror="y()" alt="a">';

describe.each([
  ["desktop", "1.5rem"],
  ["mobile", "7.68rem"],
] as const)("rich HTML (type 30) on %s", (device, rem) => {
  it("renders the sanitised HTML with px converted to rem for the device", () => {
    const { container } = renderModule(30, { content }, { device });
    const root = container.querySelector(`.rich-html--${device}`)!;
    expect(root.querySelector("h3")?.getAttribute("style")).toBe(`font-size:${rem}`);
    expect(root.textContent).toContain("Text with a 200px shelf");
    expect(root.querySelector("a[href='/guide/sale']")?.textContent).toBe("good");
  });

  it("contains no script, iframe, event handler or javascript: URL", () => {
    const { container } = renderModule(30, { content }, { device });
    const root = container.querySelector(".rich-html")!;
    expect(root.querySelectorAll("script, iframe, style, object").length).toBe(0);
    const attributes = [...root.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
  });
});

describe("rich HTML with nothing safe left", () => {
  it("is dropped with a reason instead of rendering an empty block", () => {
    const { container, diagnostics } = renderModule(30, { content: "<script>alert(1)</script>" });
    expect(container.querySelector(".rich-html")).toBeNull();
    expect(diagnostics[0]?.reason).toBe("content has nothing left to show after removing unsafe HTML");
  });
});
