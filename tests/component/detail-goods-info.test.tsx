// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { modelProductListSchema } from "~schemas/product";
import { renderDetailSection } from "../support/render-detail";
import willow from "../../fixtures/products/willow-bed.json";

/** jsdom cannot navigate: links clicked here stop at the document, after the app's own handlers ran. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  vi.useFakeTimers();
  document.addEventListener("click", stayOnPage);
});
afterEach(() => {
  document.removeEventListener("click", stayOnPage);
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.getElementById("module-commentList")?.remove();
});

const models = modelProductListSchema.parse({
  productDetailVOList: [],
  productBundlingVOList: [
    { bundlingSpu: "LW1012", modelName: "Queen", detailUrl: "/willow-bed.html", isCurrent: true, sort: 1, variant: "44020121" },
    { bundlingSpu: "LW1013", modelName: "King", detailUrl: "/willow-bed-king.html", isCurrent: false, sort: 2, variant: "44020131" },
    { bundlingSpu: "LW1014", modelName: "Twin", detailUrl: "/willow-bed-twin.html", isCurrent: false, sort: 3 },
  ],
}).models;

describe.each([
  ["desktop", 201],
  ["mobile", 301],
] as const)("the goods info on %s (detail spec 2)", (device, offset) => {
  it("splits the name on the first comma (subtitle and 'Design by' on mobile) and styles an EXCLUSIVE badge", () => {
    const { container } = renderDetailSection("goods-info", willow, "/willow-bed.html", { device });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Willow Platform Bed");
    expect(container.querySelector(".detail-info__subtitle")?.textContent ?? null).toBe(device === "mobile" ? "Oat" : null);
    expect(container.querySelector(".detail-info__brand")?.textContent ?? null).toBe(device === "mobile" ? "Design by Loftwell Studio" : null);
    expect(container.querySelector(".detail-info__badge--exclusive")?.textContent).toBe("EXCLUSIVE");
  });

  it(`rating stars are topRated/20; the count scrolls to #module-commentList after 1 s, retrying every 800 ms, ${offset} px from the top`, () => {
    renderDetailSection("goods-info", willow, "/willow-bed.html", { device });
    expect(screen.getByRole("img", { name: /4\.5/ })).toBeDefined();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const link = screen.getByRole("link", { name: /4\.5/ });
    expect(link.getAttribute("href")).toBe("#module-commentList");
    fireEvent.click(link);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
    // The reviews section arrives later (e.g. streamed below the fold).
    const section = document.createElement("section");
    section.id = "module-commentList";
    section.getBoundingClientRect = () => ({ top: 1500 }) as DOMRect;
    document.body.append(section);
    vi.advanceTimersByTime(799);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 + window.scrollY - offset, behavior: "smooth" });
  });

  it("model tabs switch the SPU, replacing the URL's variant with the model's or removing it, and appending the models' spus to related-product", () => {
    window.history.replaceState(null, "", "/willow-bed.html?variant=44020122&orderId=7&related-product=LW2000");
    const related = "related-product=LW2000&related-product=LW1012&related-product=LW1013&related-product=LW1014";
    renderDetailSection("goods-info", willow, "/willow-bed.html", { device, models });
    const king = screen.getByRole("link", { name: "King" });
    const twin = screen.getByRole("link", { name: "Twin" });
    expect(screen.getByRole("link", { name: "Queen" }).getAttribute("aria-current")).toBe("page");
    // What the server renders, before the query is known:
    expect(king.getAttribute("href")).toBe("/willow-bed-king.html?variant=44020131&related-product=LW1012&related-product=LW1013&related-product=LW1014");
    fireEvent.click(king, { button: 0 });
    expect(king.getAttribute("href")).toBe(`/willow-bed-king.html?variant=44020131&orderId=7&${related}`);
    fireEvent.click(twin, { button: 0 });
    expect(twin.getAttribute("href")).toBe(`/willow-bed-twin.html?orderId=7&${related}`);
    window.history.replaceState(null, "", "/");
  });

  it("'See full details' on the ads page opens the URL without 'ads-detail/' in a new window; not on other pages", () => {
    window.history.replaceState(null, "", "/ads-detail/willow-bed.html?variant=44020121");
    const { unmount } = renderDetailSection("goods-info", willow, "/ads-detail/willow-bed.html", { device, kind: "ads" });
    const link = screen.getByRole("link", { name: "See full details" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("href")).toBe("/willow-bed.html");
    fireEvent.click(link, { button: 0 });
    expect(link.getAttribute("href")).toBe(`${window.location.origin}/willow-bed.html?variant=44020121`);
    unmount();
    window.history.replaceState(null, "", "/");
    renderDetailSection("goods-info", willow, "/willow-bed.html", { device });
    expect(screen.queryByRole("link", { name: "See full details" })).toBeNull();
  });
});
