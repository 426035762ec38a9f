import { z } from "zod";
import { parseCouponDiscount } from "../rules/coupons";
import { isBackOfficeDate } from "../rules/store-date";
import { color, idText, itemList, mediaUrl, optionalText, requiredText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 22: coupon wall. Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     title?: string,                          // on /guide/black-friday, stores 3, 4, 8 and 9 show a themed image instead
 *     couponBackgroundImageOfPc?: string,      // each coupon is drawn on it (desktop)
 *     couponBackgroundImageOfMobile?: string,  // the same on mobile; each falls back to the other
 *     fontColor?: string,                      // coupon text colour, default #ffffff
 *     couponArray: [                           // a list, or a string holding a JSON list
 *       { isShow: 1,                           // only coupons with isShow 1 are shown
 *         discountAmount: "15%" | "50" | "$50",// a '%' makes it a rate coupon, otherwise an amount
 *         label?, detail?,                     // texts; '$X' in them follows the store's currency label
 *         startTime?, endTime?,                // 'YYYY-MM-DD hh:mm:ss'
 *         id? | couponId? }
 *     ]
 *   }
 *
 * Coupons whose isShow is not 1 are left out quietly (staff hid them on purpose); a shown
 * coupon whose discountAmount is not a number is dropped with a note. The module is
 * dropped when no coupon is left.
 */
const coupon = z
  .object({
    id: idText.nullish(),
    couponId: idText.nullish(),
    label: optionalText,
    detail: optionalText,
    discountAmount: requiredText,
    startTime: optionalText,
    endTime: optionalText,
  })
  .transform((raw, ctx) => {
    const discount = parseCouponDiscount(raw.discountAmount);
    if (!discount) {
      ctx.issues.push({ code: "custom", message: `discountAmount "${raw.discountAmount}" is neither a rate ('15%') nor an amount ('50')`, input: raw });
      return z.NEVER;
    }
    const date = (value: string | undefined, field: string) => {
      if (value === undefined || isBackOfficeDate(value)) return value;
      note(`coupon ${field} "${value}" is not a 'YYYY-MM-DD hh:mm:ss' date: it is not shown`);
      return undefined;
    };
    return {
      id: raw.id ?? raw.couponId ?? undefined,
      label: raw.label,
      detail: raw.detail,
      discount,
      startTime: date(raw.startTime, "startTime"),
      endTime: date(raw.endTime, "endTime"),
    };
  });

/** isShow may arrive as 1, "1" or true. */
const shown = (entry: unknown) => {
  const isShow = (entry as { isShow?: unknown } | null)?.isShow;
  return isShow === 1 || isShow === "1" || isShow === true;
};

const couponArray = z.preprocess((value, ctx) => {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return list; // itemList reports the broken JSON
    }
  }
  if (!Array.isArray(list)) return list;
  const kept = list.filter(shown);
  if (list.length > 0 && kept.length === 0) {
    ctx.issues.push({ code: "custom", message: `has no coupon with isShow 1 (${list.length} hidden)`, input: list });
    return z.NEVER;
  }
  return kept;
}, itemList(coupon, "coupon"));

export const couponWallSchema = z
  .object({
    title: optionalText,
    couponBackgroundImageOfPc: mediaUrl,
    couponBackgroundImageOfMobile: mediaUrl,
    fontColor: color("#ffffff"),
    couponArray: couponArray,
  })
  .transform(({ title, couponBackgroundImageOfPc: pc, couponBackgroundImageOfMobile: mobile, fontColor, couponArray: coupons }) => ({
    title,
    background: { desktop: pc ?? mobile, mobile: mobile ?? pc },
    fontColor,
    coupons,
  }));
