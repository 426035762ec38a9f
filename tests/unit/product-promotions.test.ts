import { describe, expect, it } from "vitest";
import { ACTIVITY_COLORS, activityBanner, activityEnd, isPetFriendly, promotionTips } from "~schemas/rules/product/activity";
import { formatCountdown, remainingAfter } from "~schemas/rules/countdown";
import { crowdfundStage } from "~schemas/rules/product/crowdfund";

// A fixed clock: 2025-11-20 12:00:00 UTC.
const NOW = Date.UTC(2025, 10, 20, 12, 0, 0);
const END = "2025-11-22 15:30:45";

describe("the activity banner (detail spec 2, 4) at a fixed clock", () => {
  it("counts down to endTime in D : H : M : S, and ticks from the server's value", () => {
    const banner = activityBanner({ endTime: END, pcCopyWriting: "Limited-time offer" }, "desktop", NOW);
    expect(banner).toMatchObject({ variant: "countdown", copy: "Limited-time offer", flashSale: false });
    expect(banner!.seconds).toBe(2 * 86_400 + 3 * 3600 + 30 * 60 + 45);
    expect(formatCountdown(banner!.seconds!)).toBe("02:03:30:45");
    expect(formatCountdown(remainingAfter(banner!.seconds!, 46))).toBe("02:03:29:59");
    // A part of a second left counts as a whole one, so the countdown never shows 0 before the end.
    expect(activityBanner({ endTime: END }, "desktop", activityEnd(END)! - 400)?.seconds).toBe(1);
  });

  it("is gone once the current time passes endTime (a pendant too), and at the end itself has no countdown", () => {
    expect(activityBanner({ endTime: END, pcCopyWriting: "Sale" }, "desktop", activityEnd(END)! + 1)).toBeNull();
    expect(activityBanner({ type: "pendant", endTime: END, pcCopyWriting: "Sale" }, "desktop", activityEnd(END)! + 1)).toBeNull();
    expect(activityBanner({ endTime: END, pcCopyWriting: "Sale" }, "desktop", activityEnd(END)!)).toMatchObject({ variant: "plain", seconds: null });
  });

  it("shows the countdown for every type but pendant on desktop, and only limited-offer-new on mobile", () => {
    const variant = (type: string, device: "desktop" | "mobile") => activityBanner({ type, endTime: END, pcCopyWriting: "Sale" }, device, NOW)?.variant;
    expect(["limited-offer-new", "detail", "blackfriday", "christmas", "new-year", "president-day", "pendant"].map((type) => variant(type, "desktop"))).toEqual([
      "countdown",
      "countdown",
      "countdown",
      "countdown",
      "countdown",
      "countdown",
      "plain",
    ]);
    expect(["limited-offer-new", "detail", "blackfriday", "pendant"].map((type) => variant(type, "mobile"))).toEqual(["countdown", "plain", "plain", "plain"]);
    expect(activityBanner({ endTime: END, displayCountdown: false, pcCopyWriting: "Sale" }, "desktop", NOW)?.variant).toBe("plain");
  });

  it("counts detail, blackfriday, christmas and new-year as a flash sale only while their countdown shows", () => {
    const flash = (type: string, device: "desktop" | "mobile") => activityBanner({ type, endTime: END, pcCopyWriting: "Sale" }, device, NOW)?.flashSale;
    expect(["detail", "blackfriday", "christmas", "new-year", "president-day", "limited-offer-new"].map((type) => flash(type, "desktop"))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(flash("blackfriday", "mobile")).toBe(false);
  });

  it("'Pet-Friendly' or 'Pet-Friendly Product' copy is the ExtraDiscounT variant, with no countdown", () => {
    expect(isPetFriendly(" Pet-Friendly ")).toBe(true);
    expect(isPetFriendly("Pet-Friendly Product")).toBe(true);
    expect(isPetFriendly("Pet-Friendly Sofa")).toBe(false);
    expect(activityBanner({ endTime: END, pcCopyWriting: "Pet-Friendly Product" }, "desktop", NOW)).toMatchObject({ variant: "extra-discount", seconds: null });
    expect(activityBanner({ endTime: END, pcCopyWriting: "Sale", mobileCopyWriting: "Pet-Friendly" }, "mobile", NOW)).toMatchObject({ variant: "extra-discount" });
  });

  it("takes its colours from the activity, with the defaults for missing or illegible ones", () => {
    expect(activityBanner({ endTime: END, pcCopyWriting: "Sale" }, "desktop", NOW)?.colors).toEqual(ACTIVITY_COLORS);
    expect(activityBanner({ endTime: END, pcCopyWriting: "Sale", fontColor: "#8B1E1E", bgColor: "#1d3557" }, "desktop", NOW)?.colors).toEqual({ text: "#8B1E1E", box: "#1d3557" });
    // Yellow on white cannot be read; a colour name is not a hex colour.
    expect(activityBanner({ endTime: END, pcCopyWriting: "Sale", fontColor: "#ffe600", bgColor: "red" }, "desktop", NOW)?.colors).toEqual(ACTIVITY_COLORS);
  });

  it("shows nothing with no activity, or with neither countdown nor text", () => {
    expect(activityBanner(null, "desktop", NOW)).toBeNull();
    expect(activityBanner({ type: "pendant", endTime: END }, "desktop", NOW)).toBeNull();
  });

  it("reads the Black_Friday_Sale tips from getWidgetKey's JSON string", () => {
    expect(promotionTips(JSON.stringify({ Black_Friday_Sale: "Free delivery over $999, Price match , " }))).toEqual(["Free delivery over $999", "Price match"]);
    expect(promotionTips(JSON.stringify({ value: "One,Two" }))).toEqual(["One", "Two"]);
    expect(promotionTips("One, Two")).toEqual(["One", "Two"]);
    expect(promotionTips(null)).toEqual([]);
    expect(promotionTips(JSON.stringify([1, 2]))).toEqual([]);
  });
});

describe("crowdfunding (detail spec 4)", () => {
  it("status 1 is Super Early Bird at duringAmount, 2 Early Bird at successAmount; savings = specialPrice − that amount", () => {
    const fields = { isCrowdfund: true, duringAmount: 899, successAmount: 1049.5, barPercentage: 64 };
    expect(crowdfundStage({ ...fields, crowdfundStatus: 1 }, 1299)).toEqual({ stage: "super-early-bird", price: 899, savings: 400, bar: { funded: 64, width: 64, empty: false } });
    expect(crowdfundStage({ ...fields, crowdfundStatus: 2 }, 1299.2)).toMatchObject({ stage: "early-bird", price: 1049.5, savings: 249.7 });
    expect(crowdfundStage({ ...fields, crowdfundStatus: 2, successAmount: 1299 }, 1299)?.savings).toBeNull();
  });

  it("caps the bar at 100 % and styles it empty at or below 2 %", () => {
    const stage = (barPercentage: number) => crowdfundStage({ isCrowdfund: true, crowdfundStatus: 1, duringAmount: 10, barPercentage }, 20)?.bar;
    expect(stage(134)).toEqual({ funded: 134, width: 100, empty: false });
    expect(stage(2)).toEqual({ funded: 2, width: 2, empty: true });
    expect(stage(2.6)).toEqual({ funded: 3, width: 3, empty: false });
    expect(stage(0)).toMatchObject({ empty: true });
  });

  it("is nothing for other products, other statuses or a missing amount", () => {
    expect(crowdfundStage({ isCrowdfund: false, crowdfundStatus: 1, duringAmount: 10 }, 20)).toBeNull();
    expect(crowdfundStage({ isCrowdfund: true, crowdfundStatus: 3, duringAmount: 10 }, 20)).toBeNull();
    expect(crowdfundStage({ isCrowdfund: true, crowdfundStatus: 2, duringAmount: 10 }, 20)).toBeNull();
  });
});
