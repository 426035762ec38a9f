import { describe, expect, it } from "vitest";
import { legibleColor } from "~schemas/lib/fields";
import { collectNotes } from "~schemas/lib/notes";
import { contrastOnWhite } from "~schemas/rules/contrast";

describe("text colours on the white page (schemas/rules/contrast.ts)", () => {
  it("gives WCAG's contrast ratio on white for hex and rgb()/rgba() colours", () => {
    expect(contrastOnWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastOnWhite("#fff")).toBeCloseTo(1, 5);
    expect(contrastOnWhite("#767676")).toBeCloseTo(4.54, 2);
    expect(contrastOnWhite("#abc")).toBeCloseTo(1.96, 2);
    // Half-transparent black over white is mid grey.
    expect(contrastOnWhite("rgba(0, 0, 0, 0.5)")).toBeCloseTo(contrastOnWhite("#808080")!, 1);
    expect(contrastOnWhite("rgb(17 34 51)")).toBeCloseTo(contrastOnWhite("#112233")!, 5);
    expect(contrastOnWhite("rgb(a, b, c)")).toBeNull();
  });

  it("drops a colour too light to read, with a note the preview shows, and keeps a legible one", () => {
    const field = legibleColor("#000000", 3);
    const pale = collectNotes(() => field.parse("#abc"));
    expect(pale.result).toBeUndefined();
    expect(pale.notes).toEqual([
      'colour "#abc" is too light to read on the white page (contrast 1.96:1, at least 3:1 needed); the page\'s text colour is used instead',
    ]);
    expect(collectNotes(() => field.parse("#112233"))).toEqual({ result: "#112233", notes: [] });
    expect(collectNotes(() => field.parse(undefined))).toEqual({ result: "#000000", notes: [] });
  });
});
