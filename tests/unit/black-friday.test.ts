import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blackFridayCouponTitleImage, blackFridayHeaderImage } from "~schemas/rules/black-friday";
import { STORE_IDS } from "~schemas/rules/stores";

describe("Black Friday images (landing spec 2.6, 9)", () => {
  it("replaces the main title with a per-store header image in stores 3-7 only", () => {
    const images = Object.fromEntries(STORE_IDS.map((store) => [store, blackFridayHeaderImage("black-friday", store)]));
    expect(images).toEqual({
      1: null,
      3: "/fixture-images/black-friday-header-US.svg",
      4: "/fixture-images/black-friday-header-CA.svg",
      5: "/fixture-images/black-friday-header-DE.svg",
      6: "/fixture-images/black-friday-header-FR.svg",
      7: "/fixture-images/black-friday-header-IT.svg",
      8: null,
      9: null,
    });
  });

  it("gives the coupon title a themed image in stores 3, 4, 8 and 9 only", () => {
    const images = Object.fromEntries(STORE_IDS.map((store) => [store, blackFridayCouponTitleImage("black-friday", store)]));
    expect(images).toEqual({
      1: null,
      3: "/fixture-images/black-friday-coupons-US.svg",
      4: "/fixture-images/black-friday-coupons-CA.svg",
      5: null,
      6: null,
      7: null,
      8: "/fixture-images/black-friday-coupons-US.svg",
      9: "/fixture-images/black-friday-coupons-US.svg",
    });
  });

  it("changes nothing on other pages", () => {
    for (const store of STORE_IDS) {
      expect(blackFridayHeaderImage("sale", store)).toBeNull();
      expect(blackFridayCouponTitleImage("black-friday-2025", store)).toBeNull();
    }
  });

  it("points at images that exist", () => {
    const images = STORE_IDS.flatMap((store) => [blackFridayHeaderImage("black-friday", store), blackFridayCouponTitleImage("black-friday", store)]);
    for (const image of images.filter((src): src is string => src !== null)) {
      expect(existsSync(path.resolve(__dirname, "../../public", `.${image}`)), image).toBe(true);
    }
  });
});
