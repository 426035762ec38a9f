import { describe, expect, it } from "vitest";
import { activityIsFlashSale, activityOver, activityShowsCountdown } from "~schemas/rules/product/activity";

describe("activities (detail spec 4, 'Activities, flash sale and countdowns')", () => {
  it("the countdown shows for any type except pendant; on mobile only for limited-offer-new", () => {
    expect(["limited-offer-new", "detail", "blackfriday", "pendant"].map((type) => activityShowsCountdown(type, "desktop"))).toEqual([true, true, true, false]);
    expect(["limited-offer-new", "detail", "blackfriday", "pendant"].map((type) => activityShowsCountdown(type, "mobile"))).toEqual([true, false, false, false]);
    expect(activityShowsCountdown(undefined, "mobile")).toBe(true);
  });

  it("detail, blackfriday, christmas and new-year count as flash sale when a countdown shows", () => {
    expect(["detail", "blackfriday", "christmas", "new-year", "president-day", "limited-offer-new"].map((type) => activityIsFlashSale(type, true))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(activityIsFlashSale("detail", false)).toBe(false);
  });

  it("an activity, a pendant included, is over once the current time passes endTime", () => {
    const end = Date.UTC(2025, 10, 28, 9, 0, 0);
    expect(activityOver("2025-11-28 09:00:00", end)).toBe(false);
    expect(activityOver("2025-11-28 09:00:00", end + 1)).toBe(true);
    expect(activityOver("not a date", end + 1)).toBe(false);
    expect(activityOver(undefined, end)).toBe(false);
  });
});
