import { z } from "zod";
import { idText, itemList, jsonish, optionalNumberish, optionalText } from "../lib/fields";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../rules/shop-paging";
import { note } from "../lib/notes";

/**
 * Type 25: the shop module, activity and flash-sale product lists (landing spec 2.3, 2.4,
 * 3.8, 4.3). Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     packageInfo: [                         // one section per item; a list or a string holding one
 *       { activityId?: id,                   // the activity whose products are listed
 *         id?: id,                           // used instead of activityId when showType is 6
 *         pcTitle?, mobileTitle?, navigateContent?,  // the section title (device's own, then the other, then navigateContent)
 *         tabNameList?: string[] | "<JSON list>" | "one tab",  // tab names; none lists the activity without a tab
 *         splitType?: number,                // default 0
 *         showNum?: number,                  // page size, default 12
 *         showType?: 1 | 2 | 4 | 5 | 6 | 7,  // display kind (landing spec 3.8)
 *         moduleSort?: number,               // sections are shown by moduleSort, highest first
 *         flashSaleWidget?: { currentTime?, startTime, duration }  // ms (or s) timestamps, duration in seconds
 *       }
 *     ]
 *   }
 *
 * A section without the id it lists by (activityId, or id for showType 6) is dropped with a
 * note (the module is dropped when none is left). A countdown type (2, 7) without a usable
 * flashSaleWidget shows no countdown, noted.
 */

/** A timestamp in ms from ms, seconds (anything below 10^11) or a date text; null when unreadable. */
function timestamp(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const number = typeof value === "number" ? value : typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (Number.isFinite(number)) return number < 1e11 ? number * 1000 : number;
  if (typeof value !== "string") return null;
  // 'YYYY-MM-DD hh:mm:ss' without a zone is read as UTC, so every server reads it alike.
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value.trim()) ? `${value.trim().replace(" ", "T")}Z` : value;
  const parsed = Date.parse(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A number the back office may send as text; unreadable text is kept as NaN so the caller can say what it did instead. */
const looseNumber = z
  .unknown()
  .optional()
  .transform((value) => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return undefined;
    return typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  });

const widgetSchema = jsonish(
  z.looseObject({ currentTime: z.unknown().optional(), startTime: z.unknown().optional(), duration: optionalNumberish }).nullish(),
);

/** Tab names: a list (of names, or of objects with tabName/name), a string holding a JSON list, or one name. */
const tabNames = z.unknown().optional().transform((value): string[] => {
  let list = value;
  if (typeof list === "string") {
    const text = list.trim();
    if (text.startsWith("[")) {
      try {
        list = JSON.parse(text) as unknown;
      } catch {
        note(`tabNameList "${text}" is not a valid JSON list; shown without tabs`);
        return [];
      }
    } else {
      list = text ? [text] : [];
    }
  }
  if (!Array.isArray(list)) return [];
  const names = list.map((entry) => {
    if (typeof entry === "string" || typeof entry === "number") return String(entry).trim();
    if (entry && typeof entry === "object") {
      const named = (entry as { tabName?: unknown; name?: unknown }).tabName ?? (entry as { name?: unknown }).name;
      return typeof named === "string" || typeof named === "number" ? String(named).trim() : "";
    }
    return "";
  });
  if (names.some((name) => !name)) note("a tab without a name was left out");
  return [...new Set(names.filter(Boolean))];
});

const section = z
  .object({
    id: idText.nullish(),
    activityId: idText.nullish(),
    pcTitle: optionalText,
    mobileTitle: optionalText,
    navigateContent: optionalText,
    tabNameList: tabNames,
    splitType: looseNumber,
    showNum: looseNumber,
    showType: looseNumber,
    moduleSort: looseNumber,
    flashSaleWidget: widgetSchema,
  })
  .transform((raw, ctx) => {
    let showType = 0;
    if (raw.showType !== undefined) {
      if (Number.isInteger(raw.showType) && raw.showType >= 0) showType = raw.showType;
      else note(`showType "${raw.showType}" is not a display kind; shown as a plain list`);
    }
    const listId = showType === 6 ? raw.id : raw.activityId;
    if (!listId) {
      ctx.issues.push({
        code: "custom",
        message: showType === 6 ? "has no id (showType 6 lists products by the section id)" : "has no activityId",
        input: raw,
      });
      return z.NEVER;
    }
    let pageSize = DEFAULT_PAGE_SIZE;
    if (raw.showNum !== undefined) {
      if (Number.isInteger(raw.showNum) && raw.showNum > 0 && raw.showNum <= MAX_PAGE_SIZE) pageSize = raw.showNum;
      else note(`showNum is not a page size from 1 to ${MAX_PAGE_SIZE}; ${DEFAULT_PAGE_SIZE} used instead`);
    }
    const countdownType = showType === 2 || showType === 7;
    let flashSale: { currentTime: number | null; startTime: number; duration: number } | null = null;
    const widget = raw.flashSaleWidget;
    if (widget) {
      const startTime = timestamp(widget.startTime);
      const duration = widget.duration !== undefined ? Math.floor(widget.duration) : NaN;
      if (startTime !== null && duration > 0) flashSale = { currentTime: timestamp(widget.currentTime), startTime, duration };
      else if (countdownType) note(`flashSaleWidget needs a startTime and a duration above 0 seconds; shown without a countdown`);
    } else if (countdownType) {
      note(`showType ${showType} has no flashSaleWidget; shown without a countdown`);
    }
    const desktopTitle = raw.pcTitle ?? raw.mobileTitle ?? raw.navigateContent ?? "";
    const whole = (value: number | undefined, field: string) => {
      if (value === undefined) return 0;
      if (Number.isFinite(value)) return value;
      note(`${field} is not a number; 0 used instead`);
      return 0;
    };
    return {
      listId,
      title: { desktop: desktopTitle, mobile: raw.mobileTitle ?? raw.pcTitle ?? raw.navigateContent ?? "" },
      tabs: raw.tabNameList,
      splitType: whole(raw.splitType, "splitType"),
      pageSize,
      showType,
      moduleSort: whole(raw.moduleSort, "moduleSort"),
      flashSale,
    };
  });

export const shopModuleSchema = z
  .object({ packageInfo: itemList(section, "section") })
  .transform(({ packageInfo }) => ({
    // Highest moduleSort first; equal ones keep the back office's order (sort is stable).
    sections: [...packageInfo].sort((a, b) => b.moduleSort - a.moduleSort),
  }));

export type ShopSectionConfig = z.output<typeof section>;
