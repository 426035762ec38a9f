import { describe, expect, it } from "vitest";
import { describeIssues } from "~schemas/lib/issues";
import { collectNotes } from "~schemas/lib/notes";
import { couponWallSchema } from "~schemas/modules/coupon-wall";
import { influencerGallerySchema } from "~schemas/modules/influencer-gallery";
import { DEFAULT_TILES_PER_ROW, keywordTilesSchema } from "~schemas/modules/keyword-tiles";

const coupon = (extra: Record<string, unknown> = {}) => ({ isShow: 1, discountAmount: "50", label: "Orders over $499", ...extra });

describe("coupon wall schema (type 22)", () => {
  it("keeps only coupons with isShow 1 (1, '1' or true), quietly", () => {
    const { result, notes } = collectNotes(() =>
      couponWallSchema.parse({ couponArray: [coupon({ id: 1 }), coupon({ id: 2, isShow: 0 }), coupon({ id: 3, isShow: "1" }), coupon({ id: 4, isShow: true }), coupon({ id: 5, isShow: null })] }),
    );
    expect(result.coupons.map((c) => c.id)).toEqual(["1", "3", "4"]);
    expect(notes).toEqual([]);
  });

  it("accepts couponArray as a string holding JSON", () => {
    const data = couponWallSchema.parse({ couponArray: JSON.stringify([coupon({ couponId: "C1" })]) });
    expect(data.coupons).toEqual([{ id: "C1", label: "Orders over $499", detail: undefined, discount: { kind: "amount", value: 50 }, startTime: undefined, endTime: undefined }]);
  });

  it("is dropped when every coupon is hidden, or there are none", () => {
    const hidden = couponWallSchema.safeParse({ couponArray: [coupon({ isShow: 0 }), coupon({ isShow: 2 })] });
    expect(hidden.success).toBe(false);
    expect(describeIssues(hidden.error!)).toContain("has no coupon with isShow 1 (2 hidden)");
    expect(couponWallSchema.safeParse({ couponArray: [] }).success).toBe(false);
    expect(couponWallSchema.safeParse({}).success).toBe(false);
  });

  it("drops a shown coupon whose discountAmount is no number, with a note", () => {
    const { result, notes } = collectNotes(() => couponWallSchema.parse({ couponArray: [coupon({ discountAmount: "free" }), coupon({ discountAmount: "15%" })] }));
    expect(result.coupons.map((c) => c.discount)).toEqual([{ kind: "rate", value: 15 }]);
    expect(notes).toEqual([expect.stringContaining("coupon 1 dropped")]);
    expect(notes[0]).toContain('discountAmount "free"');
  });

  it("hides dates that are not 'YYYY-MM-DD hh:mm:ss', with a note", () => {
    const { result, notes } = collectNotes(() =>
      couponWallSchema.parse({ couponArray: [coupon({ startTime: "01/11/2026", endTime: "2026-11-30 23:59:59" })] }),
    );
    expect(result.coupons[0]).toMatchObject({ startTime: undefined, endTime: "2026-11-30 23:59:59" });
    expect(notes).toEqual([`coupon startTime "01/11/2026" is not a 'YYYY-MM-DD hh:mm:ss' date: it is not shown`]);
  });

  it("defaults fontColor to #ffffff and lets each device's background fall back to the other's", () => {
    const plain = couponWallSchema.parse({ couponArray: [coupon()] });
    expect(plain.fontColor).toBe("#ffffff");
    expect(plain.background).toEqual({ desktop: undefined, mobile: undefined });
    const pcOnly = couponWallSchema.parse({ couponArray: [coupon()], couponBackgroundImageOfPc: "/pc.svg", fontColor: "#222" });
    expect(pcOnly.background).toEqual({ desktop: "/pc.svg", mobile: "/pc.svg" });
    expect(pcOnly.fontColor).toBe("#222");
    const both = couponWallSchema.parse({ couponArray: [coupon()], couponBackgroundImageOfPc: "/pc.svg", couponBackgroundImageOfMobile: "/m.svg" });
    expect(both.background).toEqual({ desktop: "/pc.svg", mobile: "/m.svg" });
    const bad = collectNotes(() => couponWallSchema.parse({ couponArray: [coupon()], fontColor: "white;x" }));
    expect(bad.result.fontColor).toBe("#ffffff");
  });
});

describe("hot-keyword tiles schema (type 23)", () => {
  const item = (extra: Record<string, unknown>) => ({ url: "/guide/x", ...extra });

  it("takes 3, 4 or 5 per row from pcShowNum, 4 by default, and the nearest allowed value otherwise", () => {
    expect(DEFAULT_TILES_PER_ROW).toBe(4);
    const perRow = (pcShowNum: unknown) => collectNotes(() => keywordTilesSchema.parse({ pcShowNum, packageInfo: [item({ content: "A" })] }));
    expect(perRow(3).result.perRow).toBe(3);
    expect(perRow("5").result.perRow).toBe(5);
    expect(perRow(undefined).result.perRow).toBe(4);
    expect(perRow("").result.perRow).toBe(4);
    expect(perRow(8)).toMatchObject({ result: { perRow: 5 }, notes: ["pcShowNum 8 is not 3, 4 or 5: 5 per row used"] });
    expect(perRow(2).result.perRow).toBe(3);
    expect(perRow("many")).toMatchObject({ result: { perRow: 4 }, notes: ['pcShowNum "many" is not 3, 4 or 5: 4 per row used'] });
  });

  it("reads the hot icon from show (1, '1', true or 'hot')", () => {
    const data = keywordTilesSchema.parse({
      packageInfo: [1, "1", true, "hot", "HOT", 0, "0", false, null, "no"].map((show, i) => item({ content: `K${i}`, show })),
    });
    expect(data.items.map((i) => i.hot)).toEqual([true, true, true, true, true, false, false, false, false, false]);
  });

  it("keeps the desktop text (content, pcContent, title) and the mobile text (mobileContent, else content) apart", () => {
    const { result, notes } = collectNotes(() =>
      keywordTilesSchema.parse({
        packageInfo: [
          item({ content: "Both" }),
          item({ content: "Desk", mobileContent: "Mob" }),
          item({ pcContent: "Desktop only" }),
          item({ mobileContent: "Mobile only" }),
          item({}),
          { content: "No link" },
        ],
      }),
    );
    expect(result.items.map(({ label, mobileLabel, href }) => ({ label, mobileLabel, href }))).toEqual([
      { label: "Both", mobileLabel: "Both", href: "/guide/x" },
      { label: "Desk", mobileLabel: "Mob", href: "/guide/x" },
      { label: "Desktop only", mobileLabel: undefined, href: "/guide/x" },
      { label: undefined, mobileLabel: "Mobile only", href: "/guide/x" },
      { label: "No link", mobileLabel: "No link", href: undefined },
    ]);
    expect(notes).toEqual([
      'keyword "Desktop only" has no mobileContent or content: it shows on desktop only',
      'keyword "Mobile only" has no content: it shows on mobile only',
      "keyword 5 dropped: has no content (content, pcContent or mobileContent)",
      'keyword "No link" has no link (url or link): it shows as plain text',
    ]);
  });

  it("is dropped when no keyword is left", () => {
    expect(keywordTilesSchema.safeParse({ packageInfo: [item({})] }).success).toBe(false);
  });
});

describe("influencer gallery schema (type 24)", () => {
  it("accepts any packageInfoMap: the headings are fixed and the posts come from the back office", () => {
    expect(influencerGallerySchema.parse({})).toEqual({});
    expect(influencerGallerySchema.parse({ title: "ignored" })).toEqual({});
  });
});
