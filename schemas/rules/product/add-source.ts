/**
 * Where an add to cart started, and the source positions its tracking events report
 * (detail spec 9 "Add-to-cart source positions"). Pure, shared by the buy bar, the quick
 * view's footer and the Discount Details dialog.
 */

/** The buy bar's Add to Cart or Buy Now (the quick view's Add To Cart too), or the Discount Details dialog's add. */
export type AddOrigin = "main" | "coupon-dialog";

/** The two add events' positions: `add_button` when the add goes ahead, `add_to_cart` once the cart took it. */
export type AddPositions = { click: number; added: number };

const POSITIONS: Record<AddOrigin, AddPositions> = {
  // "main button reports 1 on one event and 11 on the other"
  main: { click: 1, added: 11 },
  // "from the coupon dialog 12; the mobile coupon path passes 12": one dialog on both devices here.
  "coupon-dialog": { click: 12, added: 12 },
};

/** The source positions an add from `origin` reports. */
export function addSourcePositions(origin: AddOrigin): AddPositions {
  return POSITIONS[origin];
}
