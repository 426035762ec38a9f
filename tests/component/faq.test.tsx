// @vitest-environment jsdom
import { fireEvent } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderLanding, renderModule } from "../support/render";

const FAQ = {
  title: "Questions",
  showContentList: [
    {
      mainTitle: "Delivery",
      subContent: [
        { subTitle: "How long?", content: '<p style="font-size: 28.8px">7–10 days</p>' },
        { subTitle: "Is it free?", content: "<p onclick=\"x()\">Over $999<script>alert(1)</script> <a href=\"javascript:alert(1)\">bad</a> <a href='/guide/sale'>sale</a></p>" },
      ],
    },
    { mainTitle: "Returns", subContent: '[{"subTitle": "Can I return?", "content": "<p>30 days</p>"}]' },
  ],
};

describe.each([
  ["desktop", "1.5rem"],
  ["mobile", "7.68rem"],
] as const)("FAQ (type 31) on %s", (device, rem) => {
  it("renders each group as a collapsed toggle with its entries", () => {
    const { container } = renderModule(31, FAQ, { device });
    const root = container.querySelector(`.faq--${device}`)!;
    expect(root.querySelector("h2")?.textContent).toBe("Questions");
    const groups = [...root.querySelectorAll("details.faq__group")];
    expect(groups.map((group) => group.querySelector("summary")?.textContent)).toEqual(["Delivery", "Returns"]);
    expect(groups.every((group) => !group.hasAttribute("open"))).toBe(true);
    expect([...groups[0]!.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["How long?", "Is it free?"]);
    expect(groups[1]!.querySelector(".faq__answer")?.textContent).toBe("30 days");
  });

  it("converts px to rem for the device, as rich HTML does", () => {
    const { container } = renderModule(31, FAQ, { device });
    expect(container.querySelector(".faq__answer p")?.getAttribute("style")).toBe(`font-size:${rem}`);
  });

  it("opens and closes a group from its summary (the browser's own toggle)", () => {
    const { container } = renderModule(31, FAQ, { device });
    const group = container.querySelector("details.faq__group")!;
    const summary = group.querySelector("summary")!;
    fireEvent.click(summary);
    expect(group.hasAttribute("open")).toBe(true);
    fireEvent.click(summary);
    expect(group.hasAttribute("open")).toBe(false);
  });

  it("shows the answers sanitised on the server: no script, handler or javascript: link", () => {
    const { container } = renderModule(31, FAQ, { device });
    const answers = container.querySelector(".faq")!;
    expect(answers.querySelectorAll("script").length).toBe(0);
    const attributes = [...answers.querySelectorAll("*")].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
    expect(answers.querySelector("a[href='/guide/sale']")?.textContent).toBe("sale");
  });
});

describe("FAQ edge cases", () => {
  it("drops entries and groups with nothing to show, with a note each, and keeps the rest", () => {
    const { container, diagnostics } = renderModule(31, {
      showContentList: [
        {
          mainTitle: "Kept",
          subContent: [
            { subTitle: "Question only" },
            { content: "<iframe src='https://x'></iframe>" },
            { subTitle: "", content: "" },
          ],
        },
        { mainTitle: "", subContent: [{ subTitle: "orphan", content: "<p>x</p>" }] },
        { mainTitle: "Nothing inside", subContent: [] },
      ],
    });
    expect([...container.querySelectorAll("summary")].map((s) => s.textContent)).toEqual(["Kept"]);
    expect(container.querySelector(".faq__question")?.textContent).toBe("Question only");
    expect(diagnostics.map((d) => `${d.outcome}: ${d.reason}`)).toEqual([
      "altered: group \"Kept\": an entry: its content had nothing safe to show and was removed",
      "altered: group \"Kept\": entry 2 dropped: has neither a subTitle nor any content",
      "altered: group \"Kept\": entry 3 dropped: has neither a subTitle nor any content",
      "altered: group 2 dropped: mainTitle is missing",
      "altered: group 3 dropped: subContent has no entry",
    ]);
  });

  it("is dropped when no group is left", () => {
    const { container, diagnostics } = renderModule(31, { showContentList: [{ mainTitle: "x", subContent: [{ content: "<script>1</script>" }] }] });
    expect(container.querySelector(".faq")).toBeNull();
    expect(diagnostics.at(-1)).toMatchObject({ outcome: "dropped", reason: "showContentList has no usable group left" });
  });

  it("renders the edge-case fixture's kept groups", () => {
    const template = JSON.parse(readFileSync(path.resolve(__dirname, "../../fixtures/templates/forms-edge-cases.json"), "utf8"));
    const faqs = (template.templatePackageList as { packageType: number }[]).filter((entry) => entry.packageType === 31);
    const { container, diagnostics } = renderLanding(faqs);
    expect(diagnostics.filter((d) => d.outcome === "dropped").map((d) => d.position)).toEqual([3]);
    expect([...container.querySelectorAll(".faq summary")].map((s) => s.textContent)).toEqual(["Safe answers only", "Entries as a JSON string"]);
    expect(container.querySelector(".faq__answer")?.innerHTML).toBe("<p>Visible text and <a>a link without its href</a>.</p>");
  });
});
