import type { DetailSectionKey } from "../../detail-sections";

/**
 * What a product page waits for before its first byte (issue 15, item 1): at most this many
 * back-office calls. Everything else streams in after the top of the page (Remix `defer`).
 */
export const FIRST_BYTE_CALL_BUDGET = 5;

/** A product page's back-office calls, by what they are for. */
export type PageCall =
  /** getModelProductList: the product itself; every other call needs its answer. */
  | "model"
  /** getDeliveryDescription of the opening SKU: stock and shipping, which decide the buy buttons. */
  | "delivery"
  /** getCouponList of the opening SKU: the price block. */
  | "coupons"
  /** getReviewSummary: the goods info's rating and the head's JSON-LD aggregateRating. */
  | "reviewSummary"
  /** getProductReviewList page 1 in the default order, for no one in particular: the gallery's reviews slide and the review list's page 1. */
  | "topReviews"
  /** isOrder: an order's review link; its e-mail is remembered in a cookie, a response header. */
  | "order"
  /** getProductReviewList page 1 with the shopper's review e-mail (and order): their own list. */
  | "ownReviews"
  /** getReviewTypeList: the review sheet's type filter. */
  | "reviewTypes"
  /** getReviewWeightImageList: the seller-show photos. */
  | "sellerShow"
  /** getNewHomeDetail: the reviews banner's external score. */
  | "externalScore"
  /** getWrapList: the opening SKU's delivery services (stores 3 and 4). */
  | "wraps"
  /** getOttomanList and getAccessoriesList: a modular sofa's upgrades. */
  | "ottomans"
  | "accessories"
  /** getSocialMediaList: the social media carousel's posts. */
  | "socialPosts"
  /** getProductShopByRoomList (and each scene set's bundle discount): Shop the Room's scenes. */
  | "roomScenes";

/** What decides which calls a product page makes. */
export type PageTraits = {
  /** The store offers delivery services (stores 3 and 4: the wrap list). */
  deliveryOptions: boolean;
  /** A modular sofa: ottomans and accessories. */
  modular: boolean;
  /** Opened from an order's review link naming this product (orderId + spuIdList). */
  orderLink: boolean;
  /** The review calls carry the shopper's e-mail (stored for this product, or an order's). */
  reviewEmail: boolean;
};

type CallRule = {
  when: (traits: PageTraits) => boolean;
  /** Whether the first byte waits for the answer. */
  firstByte: boolean;
  /** The sections whose data comes from the answer and that stream when it does. */
  sections: DetailSectionKey[];
};

const always = () => true;

/**
 * Above the fold, or deciding where things sit there, waits; the rest streams:
 * - the gallery's reviews slide changes the media count, which decides the thumbnail layout,
 *   the bullets, where the 3D model goes and the Comments entry: its list waits, and, being
 *   the list's page 1 in the default order, it is the review list's page 1 too;
 * - the delivery services only name the service card's 'Delivery options' row, which is there
 *   with or without them (same height): they stream into the product state;
 * - a modular sofa's upgrades stream into their section, a skeleton holding its place (it
 *   starts at the bottom of a desktop's first screen and below a phone's);
 * - the social posts and Shop the Room's scenes stream into their sections, at the end of the
 *   page, below the reviews;
 * - isOrder waits on an order's review link: the e-mail it answers is a Set-Cookie header,
 *   sent with the first byte. Such a page is a shopper's own (never shared), and the one
 *   page past the budget, by that call.
 */
const CALLS: Record<PageCall, CallRule> = {
  model: { when: always, firstByte: true, sections: [] },
  delivery: { when: always, firstByte: true, sections: [] },
  coupons: { when: always, firstByte: true, sections: [] },
  reviewSummary: { when: always, firstByte: true, sections: [] },
  topReviews: { when: always, firstByte: true, sections: [] },
  order: { when: (traits) => traits.orderLink, firstByte: true, sections: [] },
  ownReviews: { when: (traits) => traits.reviewEmail, firstByte: false, sections: ["reviews-banner", "reviews"] },
  reviewTypes: { when: always, firstByte: false, sections: ["reviews"] },
  sellerShow: { when: always, firstByte: false, sections: ["reviews"] },
  externalScore: { when: always, firstByte: false, sections: ["reviews-banner"] },
  wraps: { when: (traits) => traits.deliveryOptions, firstByte: false, sections: [] },
  ottomans: { when: (traits) => traits.modular, firstByte: false, sections: ["upgrades"] },
  accessories: { when: (traits) => traits.modular, firstByte: false, sections: ["upgrades"] },
  socialPosts: { when: always, firstByte: false, sections: ["social-media"] },
  roomScenes: { when: always, firstByte: false, sections: ["shop-the-room"] },
};

export type CallPlan = {
  /** The calls the first byte waits for. */
  firstByte: PageCall[];
  /** The calls whose answers stream after it. */
  streamed: PageCall[];
  /** The sections rendered when their streamed data arrives (a skeleton holds their place until then). */
  streamedSections: DetailSectionKey[];
};

/** Which calls a product page makes, which of them its first byte waits for, and which sections stream. */
export function productCallPlan(traits: PageTraits): CallPlan {
  const made = (Object.keys(CALLS) as PageCall[]).filter((call) => CALLS[call].when(traits));
  const streamed = made.filter((call) => !CALLS[call].firstByte);
  return {
    firstByte: made.filter((call) => CALLS[call].firstByte),
    streamed,
    streamedSections: [...new Set(streamed.flatMap((call) => CALLS[call].sections))],
  };
}

/** The sections whose data a call's answer feeds (those that stream with it). */
export function sectionsFedBy(call: PageCall): DetailSectionKey[] {
  return [...CALLS[call].sections];
}
