import { describe, expect, it } from "vitest";
import { formatPrice } from "~schemas/rules/format";

describe("formatPrice", () => {
  it("prints dollars before the amount with comma grouping and two decimals", () => {
    expect(formatPrice(1299, 3)).toBe("$1,299.00");
    expect(formatPrice(1234567.891, 4)).toBe("$1,234,567.89");
    expect(formatPrice(0.5, 8)).toBe("$0.50");
  });

  it("prints A$ in store 9", () => {
    expect(formatPrice(899, 9)).toBe("A$899.00");
  });

  it("prints euros after the amount with the store's separators", () => {
    expect(formatPrice(1299.5, 5)).toBe("1.299,50 €");
    expect(formatPrice(1299.5, 7)).toBe("1.299,50 €");
    expect(formatPrice(1299.5, 6)).toBe("1\u202f299,50 €");
  });

  it("gives the integer marking price with decimals 0, and signs negative amounts", () => {
    expect(formatPrice(1299.99, 3, { decimals: 0 })).toBe("$1,300");
    expect(formatPrice(-40, 3)).toBe("-$40.00");
    expect(formatPrice(-40, 5)).toBe("-40,00 €");
  });
});
