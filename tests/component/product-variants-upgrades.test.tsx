// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureFetch, fixturePage, renderProduct, type ProductFixture } from "../support/buying-sections";
import fernJson from "../../fixtures/products/fern-modular-sofa.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

const fern = fernJson as ProductFixture;


let api: ReturnType<typeof fixtureFetch>;
beforeEach(() => {
  window.history.replaceState(null, "", "/fern-modular-sofa.html");
  api = fixtureFetch(fern);
  vi.stubGlobal("fetch", api.mock);
});
afterEach(() => vi.unstubAllGlobals());

const variantInUrl = () => new URLSearchParams(window.location.search).get("variant");
const group = (name: RegExp | string) => screen.getByRole("group", { name });
const checked = (name: RegExp | string) => within(group(name)).getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked).map((radio) => (radio as HTMLInputElement).value);

describe.each(["desktop", "mobile"] as const)("the sofa picker on %s (detail spec 4, Variant picker)", (device) => {
  const open = (skuId?: string) => renderProduct(fixturePage(fern, { device, skuId, path: "/fern-modular-sofa.html" }), ["variants", "upgrades", "buy"]);

  it("shows category tabs, material and colour swatches and recliner toggles; single-value rows and unavailable values are hidden", () => {
    open();
    const picker = document.querySelector(".detail-variants--sofa") as HTMLElement;
    expect([...picker.querySelectorAll("[data-attribute]")].map((row) => row.getAttribute("data-attribute"))).toEqual([
      "sale_category",
      "material",
      "color",
      "sale_power_recliners",
      "sale_arm_style",
      "ottoman",
    ]);
    expect(picker.querySelector(".detail-variants__attribute--tabs")).toBeTruthy();
    // The 3-seat linen sofa comes in oat, sage and charcoal: rust (velvet only) and navy (no SKU) are hidden.
    expect(within(group(/^Color/)).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(["oat", "sage", "charcoal"]);
    expect(group(/^Material/).querySelectorAll("img")).toHaveLength(2);
    // 1 recliner does not exist for this configuration.
    expect(within(group(/^Power Recliners/)).getAllByRole("button").map((button) => button.textContent)).toEqual(["None", "2 Power Recliners"]);
  });

  it("snaps to the most similar SKU when the chosen combination has none, replacing the URL variant", async () => {
    open();
    const before = window.history.length;
    fireEvent.click(within(group(/^Configuration/)).getByLabelText("L-Shape Sectional"));
    // No left/right 'Not' L-shape: the left-facing one differs in adaptability only.
    expect(variantInUrl()).toBe("44020168");
    expect(checked(/^Adaptability/)).toEqual(["left"]);
    // Velvet has no oat: the most similar velvet L-shape is sage.
    fireEvent.click(within(group(/^Material/)).getByLabelText("Performance Velvet"));
    expect(variantInUrl()).toBe("44020173");
    expect(checked(/^Color/)).toEqual(["sage"]);
    expect(window.history.length).toBe(before);
  });

  it("shows adaptability only when there is a choice, with a tooltip", async () => {
    open();
    expect(screen.queryByRole("group", { name: /^Adaptability/ })).toBeNull();
    fireEvent.click(screen.getByLabelText("L-Shape Sectional"));
    fireEvent.click(screen.getByRole("button", { name: "About adaptability" }));
    expect(screen.getByRole("tooltip").textContent).toContain("Which side the chaise sits on");
    fireEvent.keyDown(screen.getByRole("button", { name: "About adaptability" }), { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("resets the recliners to none when the chosen value is clicked again; none stays none", () => {
    open();
    const recliners = () => group(/^Power Recliners/);
    fireEvent.click(within(recliners()).getByRole("button", { name: "2 Power Recliners" }));
    expect(variantInUrl()).toBe("44020164");
    expect(within(recliners()).getByRole("button", { name: "2 Power Recliners" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(recliners()).getByRole("button", { name: "2 Power Recliners" }));
    expect(variantInUrl()).toBe("44020161");
    fireEvent.click(within(recliners()).getByRole("button", { name: "None" }));
    expect(variantInUrl()).toBe("44020161");
    expect(within(recliners()).getByRole("button", { name: "None" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("titles sale_arm_style 'Arm Style' and hides it while its value is 'Not'", () => {
    open();
    expect(checked(/^Arm Style/)).toEqual(["track"]);
    fireEvent.click(screen.getByLabelText("Slope Arm"));
    expect(variantInUrl()).toBe("44020188");
    fireEvent.click(screen.getByLabelText("U-Shape Sectional"));
    expect(variantInUrl()).toBe("44020186");
    expect(document.querySelector('[data-attribute="sale_arm_style"]')).toBeNull();
  });
});

describe.each(["desktop", "mobile"] as const)("sofa upgrades on %s (detail spec 2, 4 Upgrades)", (device) => {
  const open = (skuId?: string) => renderProduct(fixturePage(fern, { device, skuId, path: "/fern-modular-sofa.html" }), ["variants", "upgrades", "buy"]);
  const upgrades = () => screen.getByRole("region", { name: "Upgrades" });
  const item = (name: string) => within(upgrades()).getByRole("checkbox", { name }) as HTMLInputElement;

  it("lists one checkbox per item with its name, an image tooltip and '+ price'", () => {
    open();
    const rows = within(upgrades()).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".detail-upgrades__name")?.textContent)).toEqual(["Add 1 ottoman", "Fern Lumbar Pillow", "Fern Arm Tray", "Stain Guard Kit"]);
    expect(rows.map((row) => row.querySelector(".detail-upgrades__price")?.textContent)).toEqual(["+ $349.00", "+ $49.00", "+ $39.00", "+ $29.00"]);
    fireEvent.click(within(upgrades()).getByRole("button", { name: "Show a picture of Fern Arm Tray" }));
    expect(within(screen.getByRole("tooltip")).getByRole("img", { name: "Fern Arm Tray" }).getAttribute("src")).toBe("/fixture-images/products/fern-arm-tray.svg");
  });

  it("checking the ottoman selects its targetSku; unchecking restores the original sku", () => {
    open();
    fireEvent.click(item("Add 1 ottoman"));
    expect(variantInUrl()).toBe("44020165");
    expect(checked(/^Ottoman/)).toEqual(["one"]);
    expect(item("Add 1 ottoman").checked).toBe(true);
    fireEvent.click(item("Add 1 ottoman"));
    expect(variantInUrl()).toBe("44020161");
    expect(item("Add 1 ottoman").checked).toBe(false);
  });

  it("changing an accessory's quantity (1–10) checks it", () => {
    open();
    const select = within(upgrades()).getByRole("combobox", { name: "Quantity of Fern Lumbar Pillow" }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    fireEvent.change(select, { target: { value: "3" } });
    expect(item("Fern Lumbar Pillow").checked).toBe(true);
    expect(select.value).toBe("3");
  });

  it("resets the upgrades on any other SKU change, and loads that SKU's ottoman list", async () => {
    open();
    fireEvent.click(item("Stain Guard Kit"));
    fireEvent.change(within(upgrades()).getByRole("combobox", { name: "Quantity of Fern Arm Tray" }), { target: { value: "4" } });
    fireEvent.click(screen.getByLabelText("L-Shape Sectional"));
    expect(item("Stain Guard Kit").checked).toBe(false);
    expect(item("Fern Arm Tray").checked).toBe(false);
    // The L-shape's list comes from /api/product-upgrades, sorted ascending by quantity.
    await waitFor(() => expect(within(upgrades()).getAllByRole("checkbox")).toHaveLength(5));
    expect(api.fetched("/api/product-upgrades")).toEqual(["/api/product-upgrades?sku=LW1016-L-SHAPE-STANDARD-LINEN-OAT-LEFT-R0-TRACK-NONE&spu=LW1016"]);
    expect(item("Add 1 ottoman")).toBeTruthy();
    fireEvent.click(item("Add 2 ottomans"));
    expect(variantInUrl()).toBe("44020185");
    // The list stays the L-shape's while its ottoman is checked.
    expect(within(upgrades()).getAllByRole("checkbox")).toHaveLength(5);
    fireEvent.click(item("Add 2 ottomans"));
    expect(variantInUrl()).toBe("44020168");
  });

  it("drops a checked ottoman when the shopper picks another SKU", () => {
    open();
    fireEvent.click(item("Add 1 ottoman"));
    expect(variantInUrl()).toBe("44020165");
    fireEvent.click(screen.getByLabelText("Sage"));
    // The most similar sage 3-seat has no ottoman; the sage SKU has no ottoman options.
    expect(variantInUrl()).toBe("44020162");
    expect(within(upgrades()).queryByRole("checkbox", { name: "Add 1 ottoman" })).toBeNull();
  });

  it("puts the checked upgrades into the cart: the SKU, then each accessory once per unit", async () => {
    open();
    fireEvent.click(item("Add 1 ottoman"));
    fireEvent.change(within(upgrades()).getByRole("combobox", { name: "Quantity of Fern Arm Tray" }), { target: { value: "2" } });
    fireEvent.click(item("Stain Guard Kit"));
    // The ottoman SKU's side data loads before the add goes.
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    });
    await waitFor(() => expect(api.posted("/api/cart")).toEqual([{ productIds: ["20165", "20191", "20191", "20192"] }]));
  });
});

describe.each(["desktop", "mobile"] as const)("the generic SKU selector on %s", (device) => {
  it("shows values that do not exist with the other chosen values dashed, and keeps them choosable", () => {
    // Without the oat 4-seat, '4-Seat' does not exist with oat.
    const noOat4 = structuredClone(harlowJson);
    const detail = noOat4.model.productDetailVOList[0]!;
    detail.skuList = detail.skuList.filter((sku) => sku.sku !== "LW1001-OAT-4-SEAT");
    window.history.replaceState(null, "", "/harlow-sofa.html");
    vi.stubGlobal("fetch", fixtureFetch(noOat4 as ProductFixture).mock);
    renderProduct(fixturePage(noOat4 as ProductFixture, { device, path: "/harlow-sofa.html" }), ["variants", "upgrades"]);
    expect(document.querySelector(".detail-variants--sofa")).toBeNull();
    const unavailable = [...document.querySelectorAll(".detail-variants__value.is-unavailable")].map((label) => label.textContent);
    expect(unavailable).toEqual(["4-Seat"]);
    // Choosing it snaps to the nearest SKU with that size: the sage 4-seat.
    fireEvent.click(screen.getByLabelText("4-Seat"));
    expect(variantInUrl()).toBe("44020014");
    expect(screen.queryByRole("region", { name: "Upgrades" })).toBeNull();
  });
});
