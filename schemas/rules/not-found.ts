import type { ListingProduct } from "~schemas/backoffice";

/**
 * What a 404 carries to the not-found page (landing spec 2.8): the tip variant, chosen on
 * the server so hydration shows the same one, and the 'you may also like' products (null
 * when the recommendation call failed or none came).
 */
export type NotFoundData = {
  tip: NotFoundTip;
  products: ListingProduct[] | null;
};

/**
 * 'content' shows content404 / tips404 / button404; 'alternate' shows "Oops! Something's
 * wrong here…Maybe this will help" with "Go to Homepage" (the first reading of spec 2.8).
 */
export type NotFoundTip = "content" | "alternate";

/** 50/50 (landing spec 9); `random` is injectable for tests. */
export function chooseTip(random: () => number = Math.random): NotFoundTip {
  return random() < 0.5 ? "content" : "alternate";
}

/** The data of a thrown 404, when it is ours; anything else (e.g. a bare 404) gives the plain page. */
export function notFoundDataOf(value: unknown): NotFoundData | null {
  if (!value || typeof value !== "object") return null;
  const { tip, products } = value as Partial<NotFoundData>;
  if (tip !== "content" && tip !== "alternate") return null;
  return { tip, products: Array.isArray(products) ? products : null };
}
