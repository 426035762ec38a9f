import type { Device } from "../rules/device";
import type { StoreId } from "../rules/stores";
import type { SeatRatingItem } from "../rules/product/panels";
import type { Upgrades } from "../rules/product/upgrades";
import type { SocialPost } from "../rules/product/social-media";
import type { RoomScene } from "../scene-data";
import type { ZipObject } from "../rules/product/zip";
import type { Bundling, CouponList, Delivery, ProductDetail, Review, ReviewList, ReviewSummary, ReviewType } from "../product";

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
  /** Top-rated reviews for the gallery's reviews slide (detail spec 2), with images first; absent or empty when none or the call failed. */
  galleryReviews?: Review[];
  /** The review data below the fold (absent: not loaded; each part null or empty when its call failed). */
  reviews?: ProductReviews;
  /** The shopper's saved zip object (the `zip` cookie); absent or null when none. */
  zip?: ZipObject | null;
  /** A modular sofa's upgrades for the opening SKU (ottomans) and the product (accessories); null or absent for other products. */
  upgrades?: Upgrades | null;
  /** The product's social posts (streamed; absent or empty: none, or the call failed). */
  socialPosts?: SocialPost[];
  /** The room scenes featuring the product, for Shop the Room (streamed; absent or empty: none, or the call failed). */
  roomScenes?: RoomScene[];
  /** Seat-rating names and scale ends in the store's seat-rating language (detail spec 9), from the app's messages. */
  seatTexts: SeatTexts;
  store: StoreId;
  device: Device;
  now: number;
};

export type SeatTexts = Record<SeatRatingItem, { name: string; low: string; high: string }>;

/** The reviews' first screen (detail spec 7, Reviews), loaded with the page. */
export type ProductReviews = {
  /** Page 1 of the list in the default order. */
  firstPage: ReviewList | null;
  types: ReviewType[];
  /** reviewWeightImageList: the seller-show images. */
  weightedImages: { path: string; label: string | null }[];
  /** newHomeDetail's reviewModule.reviewScore, the external review-site score. */
  externalScore: number | null;
  /** The order that lets a guest review this product without logging in (detail spec 6). */
  orderId: string | null;
};
