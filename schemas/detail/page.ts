import type { Device } from "../../app/lib/device";
import type { StoreId } from "../../app/lib/stores";
import type { Upgrades } from "../../app/lib/product/upgrades";
import type { Bundling, CouponList, Delivery, ProductDetail, ReviewSummary } from "../product";

/** Which detail page this is (detail spec 2): the normal page, the ads page or the compact quick-view page. */
export type DetailKind = "page" | "ads" | "min";

/**
 * Everything the detail page's sections read, assembled by the loader from the back-office
 * answers (each already checked by its schema in schemas/product.ts). Side data that failed
 * to load is null: only the sections that need it go without.
 */
export type ProductPage = {
  kind: DetailKind;
  /** The page's path, e.g. "/harlow-sofa.html". */
  path: string;
  product: ProductDetail;
  models: Bundling[];
  /** The SKU the page opens with (detail spec 4, default SKU). */
  skuId: string;
  delivery: Delivery;
  coupons: CouponList;
  reviewSummary: ReviewSummary | null;
  /** A modular sofa's upgrades for the opening SKU (ottomans) and the product (accessories); null for other products. */
  upgrades: Upgrades | null;
  /** A login token came with the request (the delivery-delay sign-up is for guests only). */
  loggedIn: boolean;
  store: StoreId;
  device: Device;
  now: number;
};
