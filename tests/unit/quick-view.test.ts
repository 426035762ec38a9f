import { describe, expect, it } from "vitest";
import { detailPathOf, fullDetailsHref, itemListSource } from "~schemas/rules/quick-view";

describe("the quick view's Full Details link (detail spec 2, landing spec 2.1)", () => {
  it("is /{detailUrl} off guide pages", () => {
    expect(fullDetailsHref("/harlow-sofa.html", "/")).toBe("/harlow-sofa.html");
    expect(fullDetailsHref("harlow-sofa.html", "/no-such-page")).toBe("/harlow-sofa.html");
    expect(fullDetailsHref("/harlow-sofa.html?variant=44020014", "/oval-coffee-table.html")).toBe("/harlow-sofa.html?variant=44020014");
  });

  it("is prefixed '../' on a guide page, which resolves to the same page", () => {
    expect(fullDetailsHref("/harlow-sofa.html", "/guide/autumn-living")).toBe("../harlow-sofa.html");
    expect(fullDetailsHref("harlow-sofa.html", "/guide/autumn-living/")).toBe("../harlow-sofa.html");
    expect(new URL(fullDetailsHref("/harlow-sofa.html", "/guide/autumn-living"), "https://shop.test/guide/autumn-living").pathname).toBe("/harlow-sofa.html");
    // Only /guide/{key} itself: the sale page is one, a deeper path is not.
    expect(fullDetailsHref("/harlow-sofa.html", "/guide/sale")).toBe("../harlow-sofa.html");
    expect(fullDetailsHref("/harlow-sofa.html", "/guide/a/b")).toBe("/harlow-sofa.html");
  });
});

describe("a listing's detailUrl as a detail path", () => {
  it("reads relative, rooted and http(s) addresses, keeping the query", () => {
    expect(detailPathOf("harlow-sofa.html")).toBe("/harlow-sofa.html");
    expect(detailPathOf("//harlow-sofa.html")).toBeNull();
    expect(detailPathOf("https://www.example.com/harlow-sofa.html?variant=1")).toBe("/harlow-sofa.html?variant=1");
  });

  it("refuses what names no page", () => {
    for (const bad of ["", "  ", "#", "javascript:alert(1)", "mailto:a@b.c"]) expect(detailPathOf(bad), bad).toBeNull();
  });
});

describe("the ItemList source (landing spec 2.1)", () => {
  it("is recorded from listings under /guide/{key} and /collection/ only", () => {
    expect(itemListSource("/guide/autumn-living")).toBe("ItemList");
    expect(itemListSource("/collection/sofas")).toBe("ItemList");
    expect(itemListSource("/collection")).toBe("ItemList");
    expect(itemListSource("/")).toBeNull();
    expect(itemListSource("/harlow-sofa.html")).toBeNull();
    expect(itemListSource("/collections")).toBeNull();
  });
});
