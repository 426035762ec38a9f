/**
 * Which of a listing product's named images its card shows first and on hover (detail spec
 * 2): the page's `product-page` and `product-page-hover` query parameters choose, by kind.
 */
export const CARD_IMAGE_KINDS = ["base", "thumbnail", "scene1", "scene2", "gray", "detail1", "detail2", "detail3", "size", "ar"] as const;
export type CardImageKind = (typeof CARD_IMAGE_KINDS)[number];

/** The productImage field (detail spec 3) that holds each kind. */
export const CARD_IMAGE_FIELDS: Record<CardImageKind, string> = {
  base: "image",
  thumbnail: "thumbnailImage",
  scene1: "scene1Image",
  scene2: "scene2Image",
  gray: "grayImage",
  detail1: "detail1Image",
  detail2: "detail2Image",
  detail3: "detail3Image",
  size: "sizeImage",
  ar: "arImage",
};

/**
 * The spec's defaults: the gray image first and scene1 on hover. (Its other default, the
 * base image under a category-page test, needs an A/B test this storefront does not run.)
 */
export const DEFAULT_CARD_IMAGES: CardImageChoice = { first: "gray", hover: "scene1" };

export type CardImageChoice = { first: CardImageKind; hover: CardImageKind };

const isKind = (value: string | null): value is CardImageKind => value !== null && (CARD_IMAGE_KINDS as readonly string[]).includes(value);

/** The choice a page's query makes; a missing or unknown value keeps the default. */
export function cardImageChoice(search: string): CardImageChoice {
  const params = new URLSearchParams(search);
  const first = params.get("product-page");
  const hover = params.get("product-page-hover");
  return { first: isKind(first) ? first : DEFAULT_CARD_IMAGES.first, hover: isKind(hover) ? hover : DEFAULT_CARD_IMAGES.hover };
}

type CardImageSource = { imageUrl?: string | null; image?: string | null; productImage?: Partial<Record<CardImageKind, string>> };

/**
 * The card's two images: the chosen kinds from productImage, else the listing's own
 * `imageUrl` (first) and `image` (hover), which is what a back office without productImage sends.
 */
export function cardImages(product: CardImageSource, choice: CardImageChoice): { first: string | undefined; hover: string | undefined } {
  return {
    first: product.productImage?.[choice.first] ?? product.imageUrl ?? undefined,
    hover: product.productImage?.[choice.hover] ?? product.image ?? undefined,
  };
}
