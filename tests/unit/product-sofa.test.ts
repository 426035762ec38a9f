import { describe, expect, it } from "vitest";
import type { SkuLike } from "~schemas/rules/product/sku";
import { isModularSofa, isValueAvailableInCascade, pickerView, reclinerClick, snapSofaSku, type PickerAttribute } from "~schemas/rules/product/sofa";

let next = 1;
const sku = (values: Record<string, string>, { status = 1, qty = 5 } = {}): SkuLike => {
  const id = String(next++);
  return { sku: `S-${id}`, skuId: id, status, salableQuantity: qty, values };
};

const attribute = (code: string, values: string[], name = code): PickerAttribute => ({
  code,
  name,
  values: values.map((value) => ({ value, label: value.toUpperCase() })),
});

const ORDER = ["sale_category", "size", "material", "color", "sale_adaptability"];
const v = (sale_category: string, size: string, material: string, color: string, sale_adaptability: string) => ({
  sale_category,
  size,
  material,
  color,
  sale_adaptability,
});

describe("recognising a modular sofa (docs/decisions/product-page.md)", () => {
  it("reads a productType naming 'modular', whatever its spelling", () => {
    expect(isModularSofa("modular_sofa", ["color"])).toBe(true);
    expect(isModularSofa("Modular Sectional", [])).toBe(true);
    expect(isModularSofa("sofa", ["color", "size"])).toBe(false);
    expect(isModularSofa(undefined, ["color"])).toBe(false);
  });

  it("reads the sofa-only sale attribute codes when the type does not say so", () => {
    for (const code of ["sale_category", "sale_adaptability", "sale_power_recliners", "sale_arm_style"]) {
      expect(isModularSofa("sofa", ["color", code])).toBe(true);
    }
  });
});

describe("snapping a sofa selection (detail spec 4, Variant picker)", () => {
  const a = sku(v("l", "std", "linen", "oat", "left"));
  const b = sku(v("l", "std", "linen", "oat", "right"));
  const c = sku(v("l", "deep", "velvet", "sage", "left"));
  const d = sku(v("u", "std", "linen", "oat", "not"));
  const e = sku(v("u", "deep", "velvet", "rust", "not"));
  const skus = [a, b, c, d, e];

  it("takes the exact SKU when the chosen combination has one", () => {
    expect(snapSofaSku(skus, v("l", "std", "linen", "oat", "right"), "sale_adaptability", ORDER)).toBe(b);
  });

  it("takes the most similar SKU (all but one attribute as chosen) that keeps the changed value", () => {
    // u + std linen oat left: d differs only in adaptability.
    expect(snapSofaSku(skus, v("u", "std", "linen", "oat", "left"), "sale_category", ORDER)).toBe(d);
  });

  it("takes the second-most similar SKU (all but two) when none differs in one attribute only", () => {
    // l + deep linen rust left: c differs in material and colour (two); e, the other deep SKU, in three.
    const chosen = snapSofaSku(skus, v("l", "deep", "linen", "rust", "left"), "size", ORDER);
    expect(chosen).toBe(c);
  });

  it("never snaps to a SKU without the changed value", () => {
    const chosen = snapSofaSku(skus, v("u", "std", "velvet", "oat", "not"), "material", ORDER);
    expect(chosen?.values.material).toBe("velvet");
    expect(chosen).toBe(e);
  });

  it("prefers the same adaptability among equally similar SKUs", () => {
    // x/deep/linen/rust/right, size changed: both differ in two attributes. Keeping the earlier
    // attribute (material) would pick the left one; the same adaptability picks the right one.
    const deepLeft = sku(v("x", "deep", "linen", "oat", "left"));
    const deepRight = sku(v("x", "deep", "velvet", "oat", "right"));
    expect(snapSofaSku([deepLeft, deepRight], v("x", "deep", "linen", "rust", "right"), "size", ORDER)).toBe(deepRight);
  });

  it("falls back to a SKU matching the changed attribute and most other selections, preferring the same adaptability", () => {
    const order = [...ORDER, "arm"];
    const selection = { ...v("l", "tall", "linen", "oat", "right"), arm: "track" };
    // Every SKU with size 'tall' differs in three or more attributes: rings 1 and 2 are empty.
    const moreMatches = sku({ ...v("l", "tall", "linen", "rust", "left"), arm: "slope" });
    const sameAdaptability = sku({ ...v("q", "tall", "velvet", "rust", "right"), arm: "slope" });
    expect(snapSofaSku([moreMatches, sameAdaptability], selection, "size", order)).toBe(sameAdaptability);
    // Without one of the same adaptability, the one matching most other selections.
    const fewer = sku({ ...v("q", "tall", "velvet", "rust", "left"), arm: "slope" });
    expect(snapSofaSku([fewer, moreMatches], selection, "size", order)).toBe(moreMatches);
  });

  it("prefers a SKU in normal sale, then one keeping the earlier attributes, among equal candidates", () => {
    const soldOut = sku(v("m", "std", "linen", "oat", "left"), { qty: 0 });
    const selling = sku(v("m", "std", "linen", "sage", "left"));
    // m/std/linen/rust/left: both differ in colour only; the selling one wins.
    expect(snapSofaSku([soldOut, selling], v("m", "std", "linen", "rust", "left"), "sale_category", ORDER)).toBe(selling);
    const keepsMaterial = sku(v("n", "std", "linen", "sage", "left"));
    const keepsColour = sku(v("n", "std", "velvet", "oat", "left"));
    // n/std/linen/oat/left: one differs in colour (later), the other in material (earlier).
    expect(snapSofaSku([keepsColour, keepsMaterial], v("n", "std", "linen", "oat", "left"), "sale_category", ORDER)).toBe(keepsMaterial);
  });

  it("answers nothing when no SKU has the changed value", () => {
    expect(snapSofaSku(skus, v("l", "std", "linen", "navy", "left"), "color", ORDER)).toBeUndefined();
  });
});

describe("cascading availability for modular sofas", () => {
  const skus = [sku(v("l", "std", "linen", "oat", "left")), sku(v("u", "std", "velvet", "rust", "not"))];
  it("a value is available with the chosen values of the attributes before it", () => {
    const selection = v("l", "std", "linen", "oat", "left");
    // Velvet exists with 'l' and 'std' only for... nothing: unavailable. Rust comes after material: it needs l/std/linen.
    expect(isValueAvailableInCascade(skus, selection, ORDER, "material", "velvet")).toBe(false);
    expect(isValueAvailableInCascade(skus, selection, ORDER, "sale_category", "u")).toBe(true);
    expect(isValueAvailableInCascade(skus, selection, ORDER, "color", "oat")).toBe(true);
  });
});

describe("what the picker shows (detail spec 4, Variant picker)", () => {
  const rows = (attributes: PickerAttribute[], skus: SkuLike[], selection: Record<string, string>, modular: boolean) =>
    pickerView(attributes, skus, selection, modular);

  it("normal products show unavailable values dashed and still choosable", () => {
    const skus = [sku({ color: "oat", size: "3" }), sku({ color: "sage", size: "4" })];
    const [color, size] = rows([attribute("color", ["oat", "sage"]), attribute("size", ["3", "4"])], skus, { color: "oat", size: "3" }, false);
    expect(color?.kind).toBe("generic");
    expect(size?.values.find((value) => value.value === "4")).toMatchObject({ available: false, dashed: true, disabled: false });
  });

  it("modular sofas disable and hide unavailable values", () => {
    const skus = [sku({ sale_category: "l", color: "oat" }), sku({ sale_category: "l", color: "sage" }), sku({ sale_category: "u", color: "rust" })];
    const view = rows([attribute("sale_category", ["l", "u"]), attribute("color", ["oat", "sage", "rust"])], skus, { sale_category: "l", color: "oat" }, true);
    const color = view.find((row) => row.code === "color");
    expect(color?.values.map((value) => value.value)).toEqual(["oat", "sage"]);
    expect(color?.kind).toBe("color");
    expect(view[0]?.kind).toBe("tabs");
  });

  it("modular sofas keep size and colour visible (disabled) when they are the first sale attribute", () => {
    // Navy is listed but has no SKU at all.
    const skus = [sku({ color: "oat", sale_category: "l" }), sku({ color: "sage", sale_category: "l" })];
    const [color] = rows([attribute("color", ["oat", "sage", "navy"]), attribute("sale_category", ["l"])], skus, { color: "oat", sale_category: "l" }, true);
    expect(color?.values.find((value) => value.value === "navy")).toMatchObject({ available: false, disabled: true });
    const [size] = rows([attribute("size", ["std", "xl"]), attribute("sale_category", ["l"])], [sku({ size: "std", sale_category: "l" })], { size: "std", sale_category: "l" }, true);
    expect(size?.values.map((value) => [value.value, value.disabled])).toEqual([
      ["std", false],
      ["xl", true],
    ]);
    // Not first: hidden.
    const [, second] = rows([attribute("sale_category", ["l"]), attribute("color", ["oat", "navy"])], [sku({ sale_category: "l", color: "oat" })], { sale_category: "l", color: "oat" }, true);
    expect(second).toBeUndefined();
  });

  it("modular sofas always show sale_category and material; other rows only with a choice", () => {
    const skus = [sku({ sale_category: "l", material: "linen", color: "oat", size: "std" })];
    const view = rows(
      [attribute("sale_category", ["l"]), attribute("size", ["std"]), attribute("material", ["linen"]), attribute("color", ["oat"])],
      skus,
      skus[0]!.values,
      true,
    );
    expect(view.map((row) => row.code)).toEqual(["sale_category", "material"]);
    expect(view.find((row) => row.code === "material")?.kind).toBe("material");
  });

  it("other products always show the first attribute; material uses the generic box", () => {
    const skus = [sku({ material: "linen", color: "oat" })];
    const view = rows([attribute("material", ["linen"]), attribute("color", ["oat"])], skus, skus[0]!.values, false);
    expect(view.map((row) => [row.code, row.kind])).toEqual([["material", "generic"]]);
  });

  it("shows adaptability only when allowed (a choice for the chosen configuration), with a tooltip", () => {
    const skus = [
      sku({ sale_category: "l", sale_adaptability: "left" }),
      sku({ sale_category: "l", sale_adaptability: "right" }),
      sku({ sale_category: "s", sale_adaptability: "not" }),
    ];
    const attributes = [attribute("sale_category", ["l", "s"]), attribute("sale_adaptability", ["left", "right", "not"])];
    const onL = rows(attributes, skus, skus[0]!.values, true).find((row) => row.code === "sale_adaptability");
    expect(onL).toMatchObject({ kind: "adaptability", tooltip: true });
    expect(onL?.values.map((value) => value.value)).toEqual(["left", "right"]);
    expect(rows(attributes, skus, skus[2]!.values, true).find((row) => row.code === "sale_adaptability")).toBeUndefined();
  });

  it("hides sale_arm_style while its value is 'Not' and titles it 'Arm Style'", () => {
    const skus = [sku({ sale_category: "l", sale_arm_style: "track" }), sku({ sale_category: "l", sale_arm_style: "slope" }), sku({ sale_category: "l", sale_arm_style: "not" })];
    const attributes: PickerAttribute[] = [
      attribute("sale_category", ["l"]),
      { code: "sale_arm_style", name: "Arms", values: [{ value: "track", label: "Track" }, { value: "slope", label: "Slope" }, { value: "not", label: "Not" }] },
    ];
    const shown = rows(attributes, skus, skus[0]!.values, true).find((row) => row.code === "sale_arm_style");
    expect(shown).toMatchObject({ kind: "arm-style", titleKey: "buying.armStyle" });
    expect(rows(attributes, skus, skus[2]!.values, true).find((row) => row.code === "sale_arm_style")).toBeUndefined();
  });

  it("marks recliner options the back office disabled, and keeps them visible", () => {
    const skus = [sku({ sale_category: "l", sale_power_recliners: "0" }), sku({ sale_category: "l", sale_power_recliners: "1" })];
    const attributes: PickerAttribute[] = [
      attribute("sale_category", ["l"]),
      { code: "sale_power_recliners", name: "Power Recliners", values: [{ value: "0", label: "None" }, { value: "1", label: "One", disabled: true }] },
    ];
    const row = rows(attributes, skus, skus[0]!.values, true).find((entry) => entry.code === "sale_power_recliners");
    expect(row?.kind).toBe("recliners");
    expect(row?.values.map((value) => [value.value, value.disabled])).toEqual([
      ["0", false],
      ["1", true],
    ]);
  });
});

describe("recliner options (detail spec 4: reset to 0, 0 stays 0, disabled ignore clicks)", () => {
  it("clicking the selected value resets it to 0", () => {
    expect(reclinerClick("2", "2", false)).toBe("0");
  });
  it("0 stays 0: clicking it again changes nothing", () => {
    expect(reclinerClick("0", "0", false)).toBeNull();
  });
  it("another value is chosen", () => {
    expect(reclinerClick("0", "1", false)).toBe("1");
  });
  it("disabled options ignore clicks", () => {
    expect(reclinerClick("0", "2", true)).toBeNull();
    expect(reclinerClick("2", "2", true)).toBeNull();
  });
});
