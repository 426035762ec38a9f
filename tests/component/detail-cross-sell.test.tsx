// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { detailAlsoLike } from "~modules/detail-also-like";
import { detailGetTheLook } from "~modules/detail-get-the-look";
import { closeQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";
import { alsoLikeSectionSchema } from "~schemas/detail/also-like";
import { getTheLookSectionSchema } from "~schemas/detail/get-the-look";
import type { ProductPage } from "~schemas/detail/page";
import type { Device } from "~schemas/rules/device";
import { collectionListSchema } from "~schemas/recommendations";
import bookcase from "../../fixtures/products/five-shelf-bookcase.json";
import oval from "../../fixtures/products/oval-coffee-table.json";
import recommendations from "../../fixtures/recommendations.json";
import collections from "../../fixtures/collections.json";
import { fixturePage, fixtureSide, renderDetailSection, type ProductFixture } from "../support/render-detail-section";

/*
 * People Also Like and Get the look (issue 18, items 2 and 3), on both devices: each asks
 * /api/cross-sell for its list (jsdom has no IntersectionObserver, so at once), shows only
 * what the rules allow, and shows nothing when its call fails.
 */

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
const asked: URL[] = [];
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, "http://localhost");
  asked.push(url);
  const answer = answers[url.searchParams.get("kind") ?? ""] ?? { status: 404, body: { error: "none" } };
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
beforeEach(() => {
  answers = {};
  asked.length = 0;
});
afterEach(() => closeQuickView());
afterAll(() => vi.unstubAllGlobals());

const ovalRecommendations = recommendations["LW1006-OAK"];
// The route answers what the back office's list becomes through its schema.
const cards = (items: unknown[]) => ({ status: 200, body: { items: collectionListSchema.parse(items) } });

function renderAlsoLike(fixture: ProductFixture, device: Device) {
  const page: ProductPage = fixturePage(fixture, { device });
  return renderDetailSection(detailAlsoLike, alsoLikeSectionSchema.parse(page), page, fixtureSide(fixture, page.product.skuList[0]!.sku));
}

function renderGetTheLook(fixture: ProductFixture, device: Device) {
  const page: ProductPage = fixturePage(fixture, { device });
  return renderDetailSection(detailGetTheLook, getTheLookSectionSchema.parse(page), page, fixtureSide(fixture, page.product.skuList[0]!.sku));
}

describe.each(["desktop", "mobile"] as const)("People Also Like on %s", (device) => {
  it("shows the first 12 of 13 recommendations, each with Add To Cart, asked for by the opening SKU", async () => {
    answers["also-like"] = cards(ovalRecommendations);
    renderAlsoLike(oval, device);
    const section = await screen.findByRole("region", { name: "People Also Like" });
    expect(within(section).getAllByRole("article")).toHaveLength(12);
    expect(within(section).getAllByRole("button", { name: /^Add To Cart: / })).toHaveLength(12);
    expect(asked.map((url) => `${url.pathname}?${url.searchParams.toString()}`)).toEqual(["/api/cross-sell?kind=also-like&sku=LW1006-OAK"]);
  });

  it("opens the quick view on the card's product from its Add To Cart", async () => {
    answers["also-like"] = cards(ovalRecommendations);
    renderAlsoLike(oval, device);
    fireEvent.click(await screen.findByRole("button", { name: "Add To Cart: Clover Accent Chair" }));
    expect(quickViewRequest()).toEqual({ detailUrl: "/clover-chair.html", skuId: "20151", list: "people-also-like" });
  });

  it("stays hidden with exactly 2 recommendations and shows with 3", async () => {
    answers["also-like"] = cards(recommendations["LW1009-OAT"]);
    const two = renderAlsoLike(bookcase, device);
    await waitFor(() => expect(two.container.querySelector("[data-state]")?.getAttribute("data-state")).toBe("hidden"));
    expect(screen.queryByRole("region", { name: "People Also Like" })).toBeNull();
    two.unmount();
    answers["also-like"] = cards(ovalRecommendations.slice(0, 3));
    renderAlsoLike(oval, device);
    const section = await screen.findByRole("region", { name: "People Also Like" });
    expect(within(section).getAllByRole("article")).toHaveLength(3);
  });

  it("shows nothing when its call fails", async () => {
    answers["also-like"] = { status: 502, body: { error: "getProductDetailRecommendList failed" } };
    const { container } = renderAlsoLike(oval, device);
    await waitFor(() => expect(container.querySelector("[data-state]")?.getAttribute("data-state")).toBe("failed"));
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe.each(["desktop", "mobile"] as const)("Get the look on %s", (device) => {
  it("links 'Shop Oakwood collection', which opens the collection's products in the kit's dialog and closes on Escape, focus back on the link", async () => {
    answers.collection = cards(collections.LW1006);
    renderGetTheLook(oval, device);
    const link = await screen.findByRole("button", { name: "Shop Oakwood collection" });
    expect(asked[0]?.searchParams.toString()).toBe("kind=collection&sku=LW1006-OAK&skuId=20061&spu=LW1006&spuId=506");
    link.focus();
    fireEvent.click(link);
    const drawer = await screen.findByRole("dialog", { name: "Shop Oakwood collection" });
    expect(drawer.className).toContain(device === "mobile" ? "dialog--bottom" : "dialog--right");
    expect(within(drawer).getAllByRole("article")).toHaveLength(4);
    expect(within(drawer).getByRole("button", { name: "Close" })).toBe(document.activeElement);
    fireEvent.keyDown(drawer, { key: "Escape" });
    await waitFor(() => expect(within(drawer).queryAllByRole("article")).toHaveLength(0));
    expect(document.activeElement).toBe(link);
  });

  it("shows no link when the collection is empty", async () => {
    answers.collection = cards(collections.LW1009);
    const { container } = renderGetTheLook(bookcase, device);
    await waitFor(() => expect(container.querySelector("[data-state]")?.getAttribute("data-state")).toBe("hidden"));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows no link when its call fails", async () => {
    answers.collection = { status: 502, body: { error: "getMoreFromTheCollection failed" } };
    const { container } = renderGetTheLook(oval, device);
    await waitFor(() => expect(container.querySelector("[data-state]")?.getAttribute("data-state")).toBe("failed"));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks for nothing and renders nothing for a product without a collection tag", async () => {
    const untagged = structuredClone(oval.model.productDetailVOList[0]!);
    untagged.spuInfo.tagKeyList = [];
    const { container } = renderGetTheLook({ model: { productDetailVOList: [untagged] } }, device);
    expect(container.innerHTML).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });
});
