import { describe, expect, it } from "vitest";
import { z } from "zod";
import { color, deviceImages, imageAlt, imageFields, itemList, jsonish, link, numberish, optionalText, requiredText } from "~schemas/lib/fields";
import { describeIssues, describePath, safeParseFriendly } from "~schemas/lib/issues";
import { collectNotes } from "~schemas/lib/notes";

describe("field helpers for loosely typed back-office data", () => {
  it("requiredText accepts numbers as text and refuses blank, null and absent", () => {
    expect(requiredText.parse(42)).toBe("42");
    expect(requiredText.parse("  Sofa ")).toBe("Sofa");
    for (const value of ["", "  ", null, undefined]) expect(requiredText.safeParse(value).success).toBe(false);
  });

  it("optionalText turns blank and null into undefined", () => {
    expect(optionalText.parse("")).toBeUndefined();
    expect(optionalText.parse(null)).toBeUndefined();
    expect(optionalText.parse("x")).toBe("x");
  });

  it("numberish reads numeric strings and refuses other text", () => {
    expect(numberish.parse("12")).toBe(12);
    expect(numberish.parse(3.5)).toBe(3.5);
    expect(numberish.safeParse("twelve").success).toBe(false);
  });

  it("jsonish parses JSON held in a string and reports bad JSON", () => {
    const schema = jsonish(z.object({ a: z.number() }));
    expect(schema.parse('{"a":1}')).toEqual({ a: 1 });
    expect(schema.parse({ a: 2 })).toEqual({ a: 2 });
    const bad = safeParseFriendly(schema, "{a:");
    expect(!bad.success && describeIssues(bad.error)).toBe("is not valid JSON");
  });

  it("color keeps valid colours and falls back, with a note, otherwise", () => {
    expect(color("#fff").parse("#375542")).toBe("#375542");
    expect(color("#fff").parse("rgba(0, 0, 0, 0.5)")).toBe("rgba(0, 0, 0, 0.5)");
    expect(color("#fff").parse(null)).toBe("#fff");
    const { result, notes } = collectNotes(() => color("#fff").parse("red; background:url(x)"));
    expect(result).toBe("#fff");
    expect(notes).toEqual(['colour "red; background:url(x)" is not a colour; #fff used instead']);
  });

  it("link passes the URL check and notes what it removes", () => {
    const { result, notes } = collectNotes(() => link.parse("javascript:alert(1)"));
    expect(result).toBeUndefined();
    expect(notes[0]).toContain("only http(s), relative, mailto: and tel: links are allowed");
    expect(link.parse("/guide/sale")).toBe("/guide/sale");
    expect(link.parse("")).toBeUndefined();
  });

  it("itemList keeps valid items, notes dropped ones, and fails when fewer than min remain", () => {
    const list = itemList(z.object({ name: requiredText }), "card");
    const { result, notes } = collectNotes(() => list.parse([{ name: "a" }, { name: "" }, { name: "b" }]));
    expect(result).toEqual([{ name: "a" }, { name: "b" }]);
    expect(notes).toEqual(["card 2 dropped: name is missing"]);
    const empty = safeParseFriendly(z.object({ items: list }), { items: [{ name: null }] });
    expect(!empty.success && describeIssues(empty.error)).toBe("items has no usable card left");
  });

  it("itemList accepts a list sent as a JSON string and null as empty", () => {
    const list = itemList(z.object({ name: requiredText }), "card", { min: 0 });
    expect(list.parse('[{"name":"a"}]')).toEqual([{ name: "a" }]);
    expect(list.parse(null)).toEqual([]);
  });

  it("deviceImages gives each device its own image, then `image`, then the other device's, and drops an item with none", () => {
    const item = z.object(imageFields).transform((raw, ctx) => deviceImages(raw, ctx) ?? z.NEVER);
    expect(item.parse({ pcImage: "/pc.jpg", mobileImage: "/m.jpg", image: "/any.jpg" })).toEqual({ pcImage: "/pc.jpg", mobileImage: "/m.jpg" });
    expect(item.parse({ pcImage: "/pc.jpg", image: "/any.jpg" })).toEqual({ pcImage: "/pc.jpg", mobileImage: "/any.jpg" });
    expect(item.parse({ mobileImage: "/m.jpg", image: "/any.jpg" })).toEqual({ pcImage: "/any.jpg", mobileImage: "/m.jpg" });
    expect(item.parse({ mobileImage: "/m.jpg" })).toEqual({ pcImage: "/m.jpg", mobileImage: "/m.jpg" });
    const none = safeParseFriendly(item, { pcImage: "", mobileImage: null, image: "javascript:alert(1)" });
    expect(!none.success && describeIssues(none.error)).toBe("has no image (pcImage, mobileImage or image)");
  });

  it("imageAlt notes a linked image without a text, which would leave the link unnamed", () => {
    expect(collectNotes(() => imageAlt("Harlow sofa", "/harlow.html"))).toEqual({ result: "Harlow sofa", notes: [] });
    expect(collectNotes(() => imageAlt(undefined, undefined))).toEqual({ result: "", notes: [] });
    expect(collectNotes(() => imageAlt(undefined, "/guide/sale"))).toEqual({
      result: "",
      notes: ['image linking to "/guide/sale" has no title, so screen readers cannot name the link'],
    });
  });

  it("describes paths in words, items 1-based", () => {
    expect(describePath(["packageInfo", 2, "pcImage"])).toBe("packageInfo item 3 › pcImage");
  });
});
