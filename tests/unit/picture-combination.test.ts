import { describe, expect, it } from "vitest";
import { hasMoreRows, initialRows, rowsAfterViewMore, VIEW_MORE_STEP } from "~modules/picture-combination/paging";

/** The rows shown after each click, from the first render until the button goes. */
function walk(total: number): number[] {
  const seen = [initialRows(total)];
  while (hasMoreRows(total, seen[seen.length - 1]!)) seen.push(rowsAfterViewMore(total, seen[seen.length - 1]!));
  return seen;
}

describe("picture combination paging (landing spec 4.5)", () => {
  it("steps by 2 rows", () => {
    expect(VIEW_MORE_STEP).toBe(2);
  });

  it("starts with the first row, or none without rows", () => {
    expect(initialRows(0)).toBe(0);
    expect(initialRows(1)).toBe(1);
    expect(initialRows(7)).toBe(1);
  });

  it("has no button with 1 row or none", () => {
    expect(hasMoreRows(0, 0)).toBe(false);
    expect(hasMoreRows(1, 1)).toBe(false);
  });

  it("adds 2 rows while more than 2 remain", () => {
    expect(rowsAfterViewMore(7, 1)).toBe(3);
    expect(rowsAfterViewMore(7, 3)).toBe(5);
    expect(rowsAfterViewMore(4, 1)).toBe(3);
  });

  it("shows all when 2 or fewer remain, and the button goes", () => {
    expect(rowsAfterViewMore(7, 5)).toBe(7);
    expect(rowsAfterViewMore(3, 1)).toBe(3);
    expect(rowsAfterViewMore(2, 1)).toBe(2);
    expect(rowsAfterViewMore(4, 3)).toBe(4);
    expect(hasMoreRows(7, 7)).toBe(false);
  });

  it("walks each total to the end", () => {
    expect(walk(0)).toEqual([0]);
    expect(walk(1)).toEqual([1]);
    expect(walk(2)).toEqual([1, 2]);
    expect(walk(3)).toEqual([1, 3]);
    expect(walk(4)).toEqual([1, 3, 4]);
    expect(walk(5)).toEqual([1, 3, 5]);
    expect(walk(6)).toEqual([1, 3, 5, 6]);
    expect(walk(7)).toEqual([1, 3, 5, 7]);
  });
});
