import { describe, expect, it } from "vitest";
import { parseGuideQuery } from "~schemas/rules/guide-query";

const parse = (query: string) => parseGuideQuery(new URLSearchParams(query));

describe("guide query parameters (spec 2.1)", () => {
  it("splits top on commas, trims, drops blanks and duplicates, and keeps the raw value", () => {
    expect(parse("top=SPU1, SPU2,,SPU1")).toMatchObject({ top: ["SPU1", "SPU2"], topRaw: "SPU1, SPU2,,SPU1" });
  });

  it("has no pins and no raw value without top", () => {
    expect(parse("")).toMatchObject({ top: [], topRaw: null, tabs: {}, sceneId: null });
  });

  it("reads the shop-by-room id", () => {
    expect(parse("id=42").sceneId).toBe("42");
    expect(parse("id=").sceneId).toBeNull();
  });

  it("lets reading B win over reading A for the same module", () => {
    expect(parse("queryModule=1&queryTab=0&module=2&tab=3").tabs).toEqual({ 2: 2 });
  });
});
