/**
 * Activity rules of detail spec 4 ("Activities, flash sale and countdowns") that decide the
 * price block's coupon box: which activities count as a flash sale, when an activity's
 * countdown shows, and when an activity is over. Pure, for the activity banner to share.
 */

import { contrastOnWhite } from "../contrast";

export type ActivityType = "limited-offer-new" | "detail" | "blackfriday" | "christmas" | "new-year" | "president-day" | "pendant" | (string & {});

/** Activity types that count as a flash sale when their countdown shows. */
const FLASH_SALE_TYPES = new Set(["detail", "blackfriday", "christmas", "new-year"]);

/** The countdown shows for any type except pendant; on mobile only for limited-offer-new (the default type). */
export function activityShowsCountdown(type: ActivityType | undefined, device: "desktop" | "mobile"): boolean {
  const kind = type ?? "limited-offer-new";
  if (kind === "pendant") return false;
  return device === "desktop" || kind === "limited-offer-new";
}

/** detail, blackfriday, christmas and new-year count as a flash sale, when a countdown shows. */
export function activityIsFlashSale(type: ActivityType | undefined, countdownShows: boolean): boolean {
  return countdownShows && FLASH_SALE_TYPES.has(type ?? "");
}

/** endTime 'YYYY-MM-DD HH:mm:ss' in ms. The spec gives no zone: ours reads it as UTC, like the preview's `at`. Null when unreadable. */
export function activityEnd(endTime: string | undefined | null): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(endTime?.trim() ?? "");
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
}

/**
 * An activity (a pendant included) is over once the current time passes endTime. An endTime
 * that cannot be read never ends the activity.
 */
export function activityOver(endTime: string | undefined | null, now: number): boolean {
  const end = activityEnd(endTime);
  return end !== null && now > end;
}

/** The activity info of the detail spec 3 ("Activity info (banner)"), as the banner reads it. */
export type ActivityInfoLike = {
  type?: ActivityType;
  endTime?: string;
  /** false (or 0) turns the countdown off whatever the type. */
  displayCountdown?: boolean;
  pcDiscountMsg?: string;
  mobileDiscountMsg?: string;
  pcCopyWriting?: string;
  mobileCopyWriting?: string;
  fontColor?: string;
  /** The countdown boxes' colour: not in the spec's field list, read when the back office sends it (docs/decisions/promotions.md). */
  bgColor?: string;
};

/** The banner's default colours (detail spec 2): the text #375542, the countdown boxes #000000. */
export const ACTIVITY_COLORS = { text: "#375542", box: "#000000" } as const;

/** Copy that turns the banner into the 'ExtraDiscounT' variant, without a countdown. */
const PET_FRIENDLY = new Set(["pet-friendly", "pet-friendly product"]);

export function isPetFriendly(copy: string | undefined | null): boolean {
  return PET_FRIENDLY.has((copy ?? "").trim().toLowerCase());
}

/**
 * A back-office colour the banner can use: a hex colour legible on the white page (4.5:1,
 * as text, and as the white digits' box); anything else falls back to the default.
 */
function legible(color: string | undefined, fallback: string): string {
  const value = color?.trim() ?? "";
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return fallback;
  return (contrastOnWhite(value) ?? 0) >= 4.5 ? value : fallback;
}

export type ActivityBanner = {
  /** countdown: D : H : M : S; extra-discount: the Pet-Friendly copy's 'ExtraDiscounT'; plain: copy and message only. */
  variant: "countdown" | "extra-discount" | "plain";
  /** Seconds left at `now` (the countdown variant only). */
  seconds: number | null;
  copy: string | null;
  message: string | null;
  colors: { text: string; box: string };
  /** The activity counts as a flash sale (its countdown shows and its type is one of them). */
  flashSale: boolean;
};

/**
 * What the activity banner shows on a device at `now` (detail spec 2 "Activity / promotion
 * banner", 4): nothing without an activity or once it is over; the Pet-Friendly copy shows
 * 'ExtraDiscounT' and no countdown; otherwise the countdown where its type allows it on the
 * device (and displayCountdown is not off and the end is readable and ahead), else the copy
 * and message alone, or nothing when there are none.
 */
export function activityBanner(
  info: ActivityInfoLike | null | undefined,
  device: "desktop" | "mobile",
  now: number,
): ActivityBanner | null {
  if (!info || activityOver(info.endTime, now)) return null;
  const copy = (device === "desktop" ? info.pcCopyWriting : info.mobileCopyWriting ?? info.pcCopyWriting)?.trim() || null;
  const message = (device === "desktop" ? info.pcDiscountMsg : info.mobileDiscountMsg ?? info.pcDiscountMsg)?.trim() || null;
  const colors = { text: legible(info.fontColor, ACTIVITY_COLORS.text), box: legible(info.bgColor, ACTIVITY_COLORS.box) };
  if (isPetFriendly(copy)) return { variant: "extra-discount", seconds: null, copy, message, colors, flashSale: false };
  const end = activityEnd(info.endTime);
  const seconds = end === null ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
  const counting = activityShowsCountdown(info.type, device) && info.displayCountdown !== false && seconds > 0;
  if (counting) return { variant: "countdown", seconds, copy, message, colors, flashSale: activityIsFlashSale(info.type, true) };
  if (!copy && !message) return null;
  return { variant: "plain", seconds: null, copy, message, colors, flashSale: false };
}

/** The widget key of the promotion tips (detail spec 2, 7 getWidgetKey). */
export const PROMOTION_TIPS_KEY = "Black_Friday_Sale";

/**
 * The tips in getWidgetKey's answer: a JSON string whose value (under the key, else the
 * first text value) is comma-separated tip texts. A plain string is read as the list itself;
 * empty entries are dropped, and anything unreadable gives no tips.
 */
export function promotionTips(answer: unknown, key: string = PROMOTION_TIPS_KEY): string[] {
  let value: unknown = answer;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      // Not JSON: the comma-separated list itself.
    }
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    value = typeof record[key] === "string" ? record[key] : Object.values(record).find((entry) => typeof entry === "string");
  }
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((tip) => tip.trim())
    .filter(Boolean);
}
