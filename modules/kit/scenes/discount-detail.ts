/**
 * The discount detail bottom popup (landing spec 2.5, 3.7): an order summary without a total.
 * Pure, so the rows and labels are tested without rendering.
 */
export type DiscountDetail = {
  title?: string | null;
  dataList: {
    subtotal: number;
    giftWrapName?: string | null;
    giftWrapPrice?: number | null;
    /** 2 buy together, 3 professional, anything else a generic discount. */
    discountType?: number | null;
    discountAmount: number;
    taxAmount?: number | null;
  };
};

export const BUY_TOGETHER_DISCOUNT = 2;
export const PROFESSIONAL_DISCOUNT = 3;

export type DiscountLabelKey = "scenes.detail.professionalDiscount" | "scenes.detail.buyTogetherDiscount" | "scenes.detail.discount";

export function discountLabelKey(discountType: number | null | undefined): DiscountLabelKey {
  if (discountType === PROFESSIONAL_DISCOUNT) return "scenes.detail.professionalDiscount";
  if (discountType === BUY_TOGETHER_DISCOUNT) return "scenes.detail.buyTogetherDiscount";
  return "scenes.detail.discount";
}

export type DiscountRow =
  | { kind: "subtotal"; amount: number }
  | { kind: "delivery"; name: string; amount: number }
  | { kind: "discount"; labelKey: DiscountLabelKey; amount: number }
  | { kind: "tax"; amount: number };

/**
 * Subtotal; Delivery Options (the gift wrap) when a gift wrap name is present; the discount,
 * labelled by type and shown as a negative absolute value; Tax when taxAmount is present.
 */
export function discountRows({ dataList: data }: DiscountDetail): DiscountRow[] {
  const rows: DiscountRow[] = [{ kind: "subtotal", amount: data.subtotal }];
  if (data.giftWrapName) rows.push({ kind: "delivery", name: data.giftWrapName, amount: data.giftWrapPrice ?? 0 });
  // 0 - 0 would print "-$0.00" as "$0.00" anyway; -Math.abs keeps any other amount negative.
  rows.push({ kind: "discount", labelKey: discountLabelKey(data.discountType), amount: data.discountAmount === 0 ? 0 : -Math.abs(data.discountAmount) });
  if (data.taxAmount !== null && data.taxAmount !== undefined) rows.push({ kind: "tax", amount: data.taxAmount });
  return rows;
}

/**
 * The spec does not say where the popup's data comes from on a scene; ours is the pick state:
 * the picked total as the subtotal and the bundle discount as a 'Buy Together Discount'.
 */
export function pickDiscountDetail(total: number, discount: number): DiscountDetail {
  return { dataList: { subtotal: total, discountType: BUY_TOGETHER_DISCOUNT, discountAmount: discount } };
}
