import { describe, expect, it } from "vitest";
import { absoluteImage, landingShareImage, shareMeta } from "~/lib/share-meta";

describe("link previews (app/lib/share-meta.ts)", () => {
  it("takes a landing page's first banner, carousel slide or single image, in page order", () => {
    const title = { code: 1 as const, data: { title: "T" } };
    const banner = { code: 4 as const, data: { pcImage: "/b-desktop.jpg", mobileImage: "/b-mobile.jpg" } };
    const slides = { code: 5 as const, data: { slides: [{ pcImage: "/s1.jpg" }, { pcImage: "/s2.jpg" }] } };
    const single = { code: 6 as const, data: { desktop: { src: "/one.jpg" }, mobile: { src: "/one-m.jpg" } } };
    const cards = { code: 16 as const, data: { cards: [{ image: "/card.jpg" }] } };
    expect(landingShareImage([title, cards, banner, slides])).toBe("/b-desktop.jpg");
    expect(landingShareImage([slides, banner])).toBe("/s1.jpg");
    expect(landingShareImage([single])).toBe("/one.jpg");
    expect(landingShareImage([{ code: 4, data: { pcImage: null, mobileImage: "/m.jpg" } }])).toBe("/m.jpg");
    expect(landingShareImage([title, cards, { code: 5, data: { slides: [] } }])).toBeNull();
  });

  it("makes images absolute, and drops what is not an http(s) address", () => {
    expect(absoluteImage("/a.jpg", "https://shop.example")).toBe("https://shop.example/a.jpg");
    expect(absoluteImage("https://cdn.example/a.jpg", "https://shop.example")).toBe("https://cdn.example/a.jpg");
    expect(absoluteImage("javascript:alert(1)", "https://shop.example")).toBeNull();
    expect(absoluteImage("data:image/png;base64,AAAA", "https://shop.example")).toBeNull();
    expect(absoluteImage(null, "https://shop.example")).toBeNull();
  });

  it("writes the Open Graph and Twitter tags, the price only for products", () => {
    const base = { title: "Sofa", description: "Deep seat", url: "https://s.example/sofa.html", siteName: "Loftwell", locale: "de-DE" };
    const product = shareMeta({ ...base, kind: "product", image: "https://s.example/sofa.jpg", price: { amount: 1299, currency: "EUR" } });
    expect(product).toEqual(
      expect.arrayContaining([
        { property: "og:type", content: "product" },
        { property: "og:locale", content: "de_DE" },
        { property: "og:image", content: "https://s.example/sofa.jpg" },
        { name: "twitter:card", content: "summary_large_image" },
        { property: "product:price:amount", content: "1299.00" },
        { property: "product:price:currency", content: "EUR" },
      ]),
    );
    const page = shareMeta({ ...base, kind: "website", description: null, image: null });
    expect(page).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(page.some((tag) => "property" in tag && String(tag.property).startsWith("product:"))).toBe(false);
    expect(page.some((tag) => "property" in tag && tag.property === "og:description")).toBe(false);
  });
});
