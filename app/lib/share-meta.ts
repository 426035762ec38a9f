import type { MetaDescriptor } from "@remix-run/node";
import type { ModuleCode } from "~schemas/module-codes";

/*
 * Sharing and search (issue 19, item 3): the Open Graph and Twitter card tags a link preview
 * reads, for landing and product pages. Shared by both routes' meta functions.
 */

export type ShareCard = {
  kind: "website" | "product";
  title: string;
  description: string | null;
  /** The page's canonical address. */
  url: string;
  /** The first large image, absolute. */
  image: string | null;
  siteName: string;
  /** The store's locale, like en-US. */
  locale: string;
  /** Products: the price shoppers pay and its currency. */
  price?: { amount: number; currency: string };
};

export function shareMeta(card: ShareCard): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: card.kind },
    { property: "og:site_name", content: card.siteName },
    { property: "og:title", content: card.title },
    { property: "og:url", content: card.url },
    { property: "og:locale", content: card.locale.replace("-", "_") },
    { name: "twitter:card", content: card.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: card.title },
  ];
  if (card.description) tags.push({ property: "og:description", content: card.description }, { name: "twitter:description", content: card.description });
  if (card.image) tags.push({ property: "og:image", content: card.image }, { name: "twitter:image", content: card.image });
  if (card.price) {
    tags.push(
      { property: "product:price:amount", content: card.price.amount.toFixed(2) },
      { property: "product:price:currency", content: card.price.currency },
    );
  }
  return tags;
}

/** An image address made absolute against the page's origin; null for one that is not http(s). */
export function absoluteImage(image: string | null | undefined, origin: string): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, origin || "http://localhost");
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

type ModuleImage = { code: ModuleCode; data: unknown };

/**
 * A landing page's first large image, for its link previews: the desktop picture of its first
 * banner (type 4), banner carousel slide (5) or single image (6), in page order. Smaller
 * pictures (cards, tiles, products) do not stand for the page.
 */
export function landingShareImage(modules: readonly ModuleImage[]): string | null {
  for (const { code, data } of modules) {
    const image = largeImageOf(code, data as Record<string, unknown> | null);
    if (image) return image;
  }
  return null;
}

function largeImageOf(code: ModuleCode, data: Record<string, unknown> | null): string | null {
  if (!data) return null;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  if (code === 4) return text(data.pcImage) ?? text(data.mobileImage);
  if (code === 5) {
    const first = Array.isArray(data.slides) ? (data.slides[0] as Record<string, unknown> | undefined) : undefined;
    return first ? (text(first.pcImage) ?? text(first.mobileImage)) : null;
  }
  if (code === 6) {
    const desktop = data.desktop as Record<string, unknown> | null | undefined;
    const mobile = data.mobile as Record<string, unknown> | null | undefined;
    return text(desktop?.src) ?? text(mobile?.src);
  }
  return null;
}
