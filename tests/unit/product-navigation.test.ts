import { describe, expect, it, vi } from "vitest";
import { fullDetailsHref, modelHref, REVIEWS_SCROLL, scheduleScroll } from "~schemas/rules/product/navigation";

describe("scroll to the reviews (detail spec 2 'Anchor', 9 'Timing')", () => {
  it("looks after 1 s, retries every 800 ms until the section exists, then scrolls to its top minus the offset", () => {
    vi.useFakeTimers();
    try {
      let exists = false;
      const scrollTo = vi.fn();
      const find = vi.fn(() => (exists ? { top: 2000 } : null));
      scheduleScroll({ find, scrollTo }, { offset: REVIEWS_SCROLL.offset.desktop });
      vi.advanceTimersByTime(999);
      expect(find).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(find).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(800);
      expect(find).toHaveBeenCalledTimes(2);
      exists = true;
      vi.advanceTimersByTime(799);
      expect(scrollTo).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(scrollTo).toHaveBeenCalledWith(2000 - 201);
      vi.advanceTimersByTime(5000);
      expect(find).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("uses the mobile offset 301, gives up after its tries, and can be cancelled", () => {
    vi.useFakeTimers();
    try {
      expect(REVIEWS_SCROLL.offset.mobile).toBe(301);
      const find = vi.fn(() => null);
      scheduleScroll({ find, scrollTo: vi.fn() }, { offset: 301, tries: 3 });
      vi.advanceTimersByTime(10_000);
      expect(find).toHaveBeenCalledTimes(3);

      const scrollTo = vi.fn();
      const cancel = scheduleScroll({ find: () => ({ top: 100 }), scrollTo }, { offset: 301 });
      cancel();
      vi.advanceTimersByTime(2000);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("links of the goods info (detail spec 2)", () => {
  it("'See full details' opens the same URL without the 'ads-detail/' segment", () => {
    expect(fullDetailsHref("/ads-detail/harlow-sofa.html?variant=1#x")).toBe("/harlow-sofa.html?variant=1#x");
    expect(fullDetailsHref("https://shop.test/ads-detail/harlow-sofa.html")).toBe("https://shop.test/harlow-sofa.html");
  });

  it("switching the model replaces the URL's variant with the model's, or removes it", () => {
    expect(modelHref("/b.html", "?variant=1&orderId=9", "77")).toBe("/b.html?variant=77&orderId=9");
    expect(modelHref("/b.html", "?variant=1&orderId=9", null)).toBe("/b.html?orderId=9");
    expect(modelHref("/b.html", "", undefined)).toBe("/b.html");
    expect(modelHref("https://shop.test/b.html", "?variant=1", "2")).toBe("https://shop.test/b.html?variant=2");
  });

  it("keeps every related-product and appends the bundled models' spus once (detail spec 2, related-product)", () => {
    expect(modelHref("/b.html", "?related-product=X1&related-product=LW1&variant=1", null, ["LW1", "LW2"])).toBe(
      "/b.html?related-product=X1&related-product=LW1&related-product=LW2",
    );
    expect(modelHref("/b.html", "", "5", ["LW1", "LW2"])).toBe("/b.html?variant=5&related-product=LW1&related-product=LW2");
  });
});
