import { readFileSync } from "node:fs";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBackofficeClient } from "~/lib/backoffice.server";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleData } from "~/lib/module-data.server";
import { getStore } from "~schemas/rules/stores";
import { loadInfluencerGallery } from "~modules/influencer-gallery/loader.server";
import { galleryPosts, MAX_POSTS } from "~modules/influencer-gallery/posts";
import type { ModuleLoadContext } from "~modules/types";
import { influencerListSchema } from "~schemas/backoffice";
import { pageInfoSchema } from "~schemas/page-info";
import { BACKOFFICE_URL, FIXTURES_DIR, fixtureServer } from "../support/msw";
import { quietLog } from "../support/quiet-log";

const { server, backoffice } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  backoffice.state.carts.clear();
});
afterAll(() => server.close());

const api = () => createBackofficeClient({ baseUrl: BACKOFFICE_URL, cacheMs: 0 }).forCaller({ storeId: 3, clientToken: "influencer-test" });

function context(): ModuleLoadContext {
  return { api: api(), log: quietLog(), store: getStore(3), device: "desktop", urlKey: "test", query: parseGuideQuery(new URLSearchParams()), regionCode: "CA", now: 0 };
}

const post = (n: number, media: unknown[] = [{ mediaType: 1, imageUrl: `/post-${n}.jpg` }], extra: Record<string, unknown> = {}) => ({
  spu: `LW${n}`,
  keyword: `Keyword ${n}`,
  redskinsName: `Creator ${n}`,
  publishDate: "2026-10-12 09:30:00",
  platformLogoId: (n % 5) + 1,
  mediaList: media,
  product: { spu: `LW${n}`, skuId: `2${n}`, name: `Product ${n}`, specialPrice: "199.5", imageUrl: `/p-${n}.svg`, detailUrl: `/p-${n}.html` },
  ...extra,
});
const parse = (posts: unknown[]) => influencerListSchema.parse(posts);

describe("influencer posts (landing spec 3.11, 5.1, 9)", () => {
  it("drops posts without media, then keeps at most 8", () => {
    expect(MAX_POSTS).toBe(8);
    const raw = [post(1, []), post(2, null as unknown as unknown[]), ...Array.from({ length: 9 }, (_, i) => post(i + 3))];
    const shown = galleryPosts(parse(raw));
    expect(shown.map((p) => p.name)).toEqual(["Creator 3", "Creator 4", "Creator 5", "Creator 6", "Creator 7", "Creator 8", "Creator 9", "Creator 10"]);
  });

  it("reads mediaType 2 as a video with its cover, and skips media with no address", () => {
    const [video, image, fallback] = galleryPosts(
      parse([
        post(1, [{ mediaType: 2, videoUrl: "/v.webm", videoCoverImage: "/cover.jpg" }]),
        post(2, [{ mediaType: 1 }, { mediaType: 1, imageUrl: "/second.jpg" }]),
        post(3, [{ mediaType: 2, videoCoverImage: "/only-cover.jpg" }]),
      ]),
    );
    expect(video?.media).toEqual({ kind: "video", videoUrl: "/v.webm", coverUrl: "/cover.jpg" });
    expect(image?.media).toEqual({ kind: "image", imageUrl: "/second.jpg" });
    // A video without a file still has a picture to show.
    expect(fallback?.media).toEqual({ kind: "image", imageUrl: "/only-cover.jpg" });
  });

  it("accepts mediaList as a JSON string and refuses unsafe addresses", () => {
    const shown = galleryPosts(parse([post(1, JSON.stringify([{ mediaType: 1, imageUrl: "javascript:alert(1)" }]) as unknown as unknown[]), post(2)]));
    expect(shown.map((p) => p.name)).toEqual(["Creator 2"]);
  });

  it("knows platforms 1-5 only, and carries the post's product (price as a number)", () => {
    const [first, second] = galleryPosts(parse([post(1, undefined, { platformLogoId: "4" }), post(2, undefined, { platformLogoId: 9, product: { name: "No sku" } })]));
    expect(first?.platform).toBe(4);
    expect(first?.product).toEqual({ skuId: "21", spu: "LW1", name: "Product 1", price: 199.5, imageUrl: "/p-1.svg", detailUrl: "/p-1.html" });
    expect(second?.platform).toBeNull();
    expect(second?.product).toBeNull();
  });
});

describe("the influencer gallery's server loader", () => {
  it("loads the fixture back office's posts: the one without media dropped, 8 kept, products from the catalog", async () => {
    const fixture = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "influencers.json"), "utf8")) as { mediaList: unknown[] }[];
    expect(fixture.length).toBeGreaterThan(MAX_POSTS);
    expect(fixture.some((entry) => entry.mediaList.length === 0)).toBe(true);

    const { posts } = await loadInfluencerGallery({}, context());
    expect(posts).toHaveLength(MAX_POSTS);
    expect(posts.map((p) => p.name)).not.toContain("Priya Decorates");
    expect(posts[0]).toMatchObject({
      name: "Maya at Home",
      publishDate: "2026-10-12 09:30:00",
      keyword: "Sunday reading corner",
      platform: 4,
      product: { skuId: "20011", name: "Harlow 3-Seat Sofa", price: 1299, detailUrl: "/harlow-sofa.html" },
    });
    expect(posts[1]?.media.kind).toBe("video");
  });

  it("drops the module alone when no post has media", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/home/influencer-list`, () => HttpResponse.json({ code: 200, msg: "ok", data: [post(1, [])] })));
    const info = pageInfoSchema.parse({
      templatePackageList: [
        { sortId: 1, packageType: 1, packageInfoMap: { title: "Inspiration" } },
        { sortId: 2, packageType: 24, packageInfoMap: {} },
      ],
    });
    const built = buildLandingPage(info, parseGuideQuery(new URLSearchParams()));
    const loaded = await loadModuleData(built.modules, context());
    expect(loaded.modules.map((m) => m.code)).toEqual([1]);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({ position: 2, code: 24, outcome: "dropped", reason: "its data could not be loaded: no influencer post has an image or a video" }),
    ]);
  });

  it("drops the module alone when the call fails", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/home/influencer-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    await expect(loadInfluencerGallery({}, context())).rejects.toThrow("back-office call getInfluencerList failed: answered 500: down");
  });

  it("lets a cart line added from a post show the product (the fixture back office knows post products)", async () => {
    const client = api();
    expect(await client.addToCart({ productId: "20151", quantity: 1, addToCartTime: 1, once: true })).toBe(true);
    const cart = await client.getCartInfo({ regionCode: "CA", postcode: null });
    // The clover chair's product page names the SKU with its colour.
    expect(cart.lines).toEqual([expect.objectContaining({ productId: "20151", name: expect.stringContaining("Clover Accent Chair"), specialPrice: 529 })]);
  });
});
