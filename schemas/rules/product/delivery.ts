import type { Delivery, Wrap } from "~schemas/product";
import type { StoreId } from "../stores";
import type { ZipObject } from "./zip";

/**
 * The service card's delivery rules (detail spec 3, 4, 9) over the chosen SKU's delivery
 * description, as pure functions shared by the server render and the browser.
 */

/** Stock row: overSeaStockNum above 2 is 'In stock, ships in 48 hours', 1 to 2 'Low in stock'; no delivery data counts as 0. */
export type StockStatus = "in-stock" | "low" | null;

export function stockStatus(delivery: Delivery): StockStatus {
  const stock = delivery?.overSeaStockNum ?? 0;
  if (stock > 2) return "in-stock";
  if (stock >= 1) return "low";
  return null;
}

/** Warehouse codes with a name (detail spec 9); other codes are shown as sent. */
export const WAREHOUSE_CODES = ["CA", "NJ"] as const;
export type WarehouseCode = (typeof WAREHOUSE_CODES)[number];

export type ShipFrom = { kind: "warehouse"; code: WarehouseCode } | { kind: "other"; text: string } | null;

/** 'Ship from {state/country}': store 4 ships a transnational order from 'US'; otherwise the warehouse's state. */
export function shipFrom(delivery: Delivery, store: StoreId): ShipFrom {
  if (!delivery) return null;
  if (store === 4 && delivery.transnational) return { kind: "other", text: "US" };
  const code = delivery.usWarehouse?.toUpperCase();
  if (!code) return null;
  return (WAREHOUSE_CODES as readonly string[]).includes(code) ? { kind: "warehouse", code: code as WarehouseCode } : { kind: "other", text: delivery.usWarehouse! };
}

/** Free shipping is hidden for a product marked so, and in store 4 when the delivery index is 3 or 4. */
export function hidesFreeShipping(delivery: Delivery, store: StoreId, isHideFreeShipping: boolean): boolean {
  if (isHideFreeShipping) return true;
  return store === 4 && (delivery?.index === 3 || delivery?.index === 4);
}

/**
 * A fixed delivery text that needs no postcode: a description (`desc`) sent without a
 * postcode. With one, the region opens no postcode input.
 */
export function fixedDeliveryText(delivery: Delivery): string | null {
  return delivery && !delivery.postcode && delivery.desc ? delivery.desc : null;
}

export type DeliveryEstimate = { kind: "days"; time: string; type: string } | { kind: "text"; text: string } | null;

/** The estimate line: a day-based estimate (timeType 2, also read from deliveryDesc.daysObj) or the description text. */
export function deliveryEstimate(delivery: Delivery): DeliveryEstimate {
  if (!delivery) return null;
  const days = delivery.deliveryDesc?.daysObj;
  const timeType = delivery.timeType ?? days?.timeType;
  const time = delivery.timeDesc ?? days?.timeDesc;
  if (timeType === 2 && time) return { kind: "days", time, type: delivery.typeDesc ?? days?.typeDesc ?? "" };
  return delivery.desc ? { kind: "text", text: delivery.desc } : null;
}

/**
 * Where 'Free Shipping to …' points: the saved zip object's postcode and city, else the
 * delivery description's. No delivery data shows the region as none (null).
 */
export function shippingRegion(delivery: Delivery, zip: ZipObject | null): { postcode: string; city: string | null } | null {
  if (!delivery) return null;
  if (zip) return { postcode: zip.postcode, city: zip.city ?? zip.regionName };
  return delivery.postcode ? { postcode: delivery.postcode, city: delivery.city ?? null } : null;
}

/** The default delivery service (detail spec 7, Wrap list): the first one with no amount. */
export function defaultWrap(wraps: readonly Wrap[] | null | undefined): Wrap | null {
  return wraps?.find((wrap) => !wrap.amount) ?? null;
}

/** The chosen delivery service: the shopper's choice while the list still offers it, else the default. */
export function chosenWrap(wraps: readonly Wrap[] | null | undefined, wrapId: string | null): Wrap | null {
  return (wrapId ? wraps?.find((wrap) => wrap.wrapId === wrapId) : undefined) ?? defaultWrap(wraps);
}

/** The service card's rows (detail spec 2), in order; each can be hidden by the product (spuInfo.hiddenServiceRows). */
export const SERVICE_ROWS = ["shipping", "stock", "shipFrom", "priceMatch", "returns", "warranty", "eco", "deliveryOptions"] as const;
export type ServiceRow = (typeof SERVICE_ROWS)[number];

/** The warranty row's term in years (detail spec 9: all furniture 2 years). */
export const WARRANTY_YEARS = 2;

/** The identifier of the Price Match content block (detail spec 2). */
export const PRICE_MATCH_IDENTIFIER = "day-price-match";
