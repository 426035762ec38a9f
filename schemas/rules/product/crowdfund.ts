import { crowdfundBar } from "../card-rules";

/**
 * Crowdfunding on the detail page (detail spec 4 "Crowdfunding"): status 1 is 'Super Early
 * Bird' at duringAmount, 2 'Early Bird' at successAmount; savings = specialPrice − that
 * amount; the bar is the cards' (capped at 100 %, styled empty at or below 2 %).
 */

export type CrowdfundFields = {
  isCrowdfund?: boolean;
  crowdfundStatus?: number;
  duringAmount?: number;
  successAmount?: number;
  barPercentage?: number;
};

export type CrowdfundStage = {
  stage: "super-early-bird" | "early-bird";
  price: number;
  /** specialPrice − the stage price to 2 decimals; null when the stage price is not below it. */
  savings: number | null;
  bar: { funded: number; width: number; empty: boolean } | null;
};

/** The stage a crowdfund product is in and its price; null for other products, other statuses or a missing amount. */
export function crowdfundStage(fields: CrowdfundFields, specialPrice: number): CrowdfundStage | null {
  if (!fields.isCrowdfund) return null;
  const stage = fields.crowdfundStatus === 1 ? "super-early-bird" : fields.crowdfundStatus === 2 ? "early-bird" : null;
  const price = fields.crowdfundStatus === 1 ? fields.duringAmount : fields.successAmount;
  if (!stage || typeof price !== "number" || !Number.isFinite(price)) return null;
  const saving = Math.round((specialPrice - price) * 100) / 100;
  return { stage, price, savings: saving > 0 ? saving : null, bar: crowdfundBar({ isCrowdfund: true, barPercentage: fields.barPercentage }) };
}
