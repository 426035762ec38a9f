/**
 * Activity rules of detail spec 4 ("Activities, flash sale and countdowns") that decide the
 * price block's coupon box: which activities count as a flash sale, when an activity's
 * countdown shows, and when an activity is over. Pure, for the activity banner to share.
 */

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

/**
 * An activity (a pendant included) is over once the current time passes endTime
 * ('YYYY-MM-DD HH:mm:ss'). The spec gives no zone: ours reads it as UTC, like the preview's
 * `at`. An endTime that cannot be read never ends the activity.
 */
export function activityOver(endTime: string | undefined, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(endTime?.trim() ?? "");
  if (!match) return false;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const end = Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
  return now > end;
}
