import { describe, expect, it } from "vitest";
import { BUY_TOGETHER_DISCOUNT, discountLabelKey, discountRows, pickDiscountDetail, PROFESSIONAL_DISCOUNT } from "~modules/kit/scenes/discount-detail";
import { MAX_SCENES_PER_SET, pageCount, pageIds, SCENES_PER_PAGE, showsPagination } from "~schemas/rules/scene-paging";
import { initialPicks, isPicked, pickedSkuIds, pickPrice, pickReducer, pickTotal, showsSaving, skuSetKey, uniqueProducts } from "~modules/kit/scenes/pick";
import { popoverPlacement } from "~modules/kit/scenes/placement";
import { roomPlanHref } from "~modules/kit/scenes/scene-view";
import { featureHref } from "~modules/shop-by-room-list";

describe("hotspot popover placement (landing spec 4.2)", () => {
  it.each([
    [0, 50, "bottom", "start"],
    [30, 50, "bottom", "start"],
    [30.01, 50, "bottom", "center"],
    [50, 80, "bottom", "center"],
    [69.99, 80.01, "top", "center"],
    [70, 80.01, "top", "end"],
    [100, 100, "top", "end"],
    [5, 95, "top", "start"],
    [95, 5, "bottom", "end"],
  ] as const)("mobile at X %s, Y %s opens %s, aligned %s", (x, y, side, align) => {
    expect(popoverPlacement("mobile", x, y)).toEqual({ side, align });
  });

  it.each([
    [0, "right"],
    [29.99, "right"],
    [30, "left"],
    [50, "left"],
    [100, "left"],
  ] as const)("desktop at X %s opens to the %s", (x, side) => {
    expect(popoverPlacement("desktop", x, 50).side).toBe(side);
  });

  it("keeps the desktop popover inside the picture vertically: from the point down up to Y 30, up from Y 70, centred between", () => {
    expect(popoverPlacement("desktop", 50, 30).align).toBe("start");
    expect(popoverPlacement("desktop", 50, 30.01).align).toBe("center");
    expect(popoverPlacement("desktop", 50, 69.99).align).toBe("center");
    expect(popoverPlacement("desktop", 50, 70).align).toBe("end");
  });
});

const sofa = { skuId: "20011", price: 1299 };
const table = { skuId: "20061", price: 389 };
const lamp = { skuId: "20071", price: 189.1 };
const rug = { skuId: "20081", price: 499.2 };

describe("pick-and-buy (landing spec 4.1, 5.2)", () => {
  it("starts with every product picked; the total is the sum of their special prices", () => {
    const state = initialPicks("scene-101", [sofa, table, lamp, rug]);
    expect(state.items.every((item) => item.isPick)).toBe(true);
    expect(pickTotal(state)).toBe(2376.3);
    expect(pickedSkuIds(state)).toEqual(["20011", "20061", "20071", "20081"]);
  });

  it("flips one product per toggle and recomputes the total and the picked SKUs", () => {
    let state = initialPicks("k", [sofa, table, lamp, rug]);
    state = pickReducer(state, { type: "toggle", skuId: "20071" });
    expect(isPicked(state, "20071")).toBe(false);
    expect(pickTotal(state)).toBe(2187.2);
    expect(pickedSkuIds(state)).toEqual(["20011", "20061", "20081"]);
    state = pickReducer(state, { type: "toggle", skuId: "20081" });
    expect(pickTotal(state)).toBe(1688);
    state = pickReducer(state, { type: "toggle", skuId: "20071" });
    expect(pickTotal(state)).toBe(1877.1);
    expect(pickedSkuIds(state)).toEqual(["20011", "20061", "20071"]);
  });

  it("counts money in cents: 0.1 + 0.2 is 0.3", () => {
    const state = initialPicks("k", [
      { skuId: "a", price: 0.1 },
      { skuId: "b", price: 0.2 },
    ]);
    expect(pickTotal(state)).toBe(0.3);
  });

  it("reaches zero picked SKUs and a zero total when everything is unticked", () => {
    let state = initialPicks("k", [sofa, table]);
    state = pickReducer(pickReducer(state, { type: "toggle", skuId: "20011" }), { type: "toggle", skuId: "20061" });
    expect(pickedSkuIds(state)).toEqual([]);
    expect(pickTotal(state)).toBe(0);
  });

  it("ignores a toggle of a product the scene does not have (same state object)", () => {
    const state = initialPicks("k", [sofa]);
    expect(pickReducer(state, { type: "toggle", skuId: "nope" })).toBe(state);
  });

  it("resets to all of the new scene's products on a tab, scene or slide change", () => {
    let state = pickReducer(initialPicks("tab0:slide0:101", [sofa, table]), { type: "toggle", skuId: "20011" });
    state = pickReducer(state, { type: "reset", key: "tab0:slide1:102", products: [lamp, rug] });
    expect(state.key).toBe("tab0:slide1:102");
    expect(pickedSkuIds(state)).toEqual(["20071", "20081"]);
    expect(pickTotal(state)).toBe(688.3);
  });

  it("picks a product placed twice in a room once", () => {
    const chair = { skuId: "20111", price: 189 };
    expect(uniqueProducts([chair, table, chair])).toEqual([chair, table]);
    expect(pickTotal(initialPicks("k", [chair, table, chair]))).toBe(578);
  });

  it("keys a discount by the SKU set, whatever the order", () => {
    expect(skuSetKey(["20081", "20011", "20061"])).toBe("20011,20061,20081");
    expect(skuSetKey([])).toBe("");
  });

  it("shows total − maxDiscountAmount, never below 0, and 'Save' only for a discount above 0", () => {
    expect(pickPrice(3025, 300)).toBe(2725);
    expect(pickPrice(2836.35, 200.1)).toBe(2636.25);
    expect(pickPrice(100, 150)).toBe(0);
    expect(showsSaving(300)).toBe(true);
    expect(showsSaving(0.01)).toBe(true);
    expect(showsSaving(0)).toBe(false);
  });
});

describe("shop-by-room list paging (landing spec 4.4, 9)", () => {
  const ids = Array.from({ length: 14 }, (_, i) => String(101 + i));

  it("has six rooms a page", () => {
    expect(SCENES_PER_PAGE).toBe(6);
  });

  it("fetches the id slice (6n − 6, 6n) for page n", () => {
    expect(pageIds(ids, 1)).toEqual(["101", "102", "103", "104", "105", "106"]);
    expect(pageIds(ids, 2)).toEqual(["107", "108", "109", "110", "111", "112"]);
    expect(pageIds(ids, 3)).toEqual(["113", "114"]);
    expect(pageIds(ids, 4)).toEqual([]);
  });

  it("counts pages and shows pagination only above six rooms", () => {
    expect([0, 1, 6, 7, 12, 13].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    expect(showsPagination(6)).toBe(false);
    expect(showsPagination(7)).toBe(true);
    expect(showsPagination(0)).toBe(false);
  });

  it("caps one scene set at 24 scenes", () => {
    expect(MAX_SCENES_PER_SET).toBe(24);
  });
});

describe("discount detail popup (landing spec 2.5, 3.7)", () => {
  it("labels the discount by discountType: 3 professional, 2 buy together, anything else generic", () => {
    expect(PROFESSIONAL_DISCOUNT).toBe(3);
    expect(BUY_TOGETHER_DISCOUNT).toBe(2);
    expect(discountLabelKey(3)).toBe("scenes.detail.professionalDiscount");
    expect(discountLabelKey(2)).toBe("scenes.detail.buyTogetherDiscount");
    expect([1, 4, 0, null, undefined].map(discountLabelKey)).toEqual(Array(5).fill("scenes.detail.discount"));
  });

  it("lists subtotal and the discount as a negative absolute value, with no total", () => {
    expect(discountRows({ dataList: { subtotal: 3025, discountType: 2, discountAmount: 300 } })).toEqual([
      { kind: "subtotal", amount: 3025 },
      { kind: "discount", labelKey: "scenes.detail.buyTogetherDiscount", amount: -300 },
    ]);
    expect(discountRows({ dataList: { subtotal: 10, discountType: 3, discountAmount: -4 } })[1]).toEqual({
      kind: "discount",
      labelKey: "scenes.detail.professionalDiscount",
      amount: -4,
    });
  });

  it("adds Delivery Options (the gift wrap price) only with a gift wrap name, and Tax only when taxAmount is present", () => {
    const rows = discountRows({ dataList: { subtotal: 100, giftWrapName: "Gift box", giftWrapPrice: 12.5, discountType: 1, discountAmount: 5, taxAmount: 0 } });
    expect(rows.map((row) => row.kind)).toEqual(["subtotal", "delivery", "discount", "tax"]);
    expect(rows[1]).toEqual({ kind: "delivery", name: "Gift box", amount: 12.5 });
    expect(rows[3]).toEqual({ kind: "tax", amount: 0 });
    expect(discountRows({ dataList: { subtotal: 100, giftWrapName: "", giftWrapPrice: 12.5, discountAmount: 5, taxAmount: null } }).map((r) => r.kind)).toEqual([
      "subtotal",
      "discount",
    ]);
  });

  it("builds a scene's detail from its pick state: the picked total and a buy-together discount", () => {
    expect(pickDiscountDetail(2725, 300)).toEqual({ dataList: { subtotal: 2725, discountType: 2, discountAmount: 300 } });
  });
});

describe("scene links", () => {
  it("opens the 3D room of a plan", () => {
    expect(roomPlanHref("PLAN 3301")).toBe("/3d-room?planId=PLAN%203301");
  });

  it("features a listed room with ?id= on the same guide page, at the module", () => {
    expect(featureHref("shop-by-room", "105", 5)).toBe("/guide/shop-by-room?id=105#module-5");
  });
});
