import { invalidInput } from "~schemas/rules/field-errors";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { RoomScene } from "~schemas/scene-data";
import type { ScenesResponse, SocialMediaResponse } from "~schemas/app-api";
import { MAX_SCENES_PER_SET } from "~schemas/rules/scene-paging";
import { socialPosts } from "~schemas/rules/product/social-media";
import { toRoomScene, withBundleDiscounts } from "~modules/kit/scenes/scene-data.server";
import { logger } from "../../server/logger.js";

/*
 * What the product page's below-the-fold cross-sell fetches when it nears the viewport
 * (issue 18 items 4 and 6; docs/decisions/cross-sell.md): the routes /api/social-media and
 * /api/product-scenes wire the shopper's back office to these. Kept apart from the routes so
 * tests can call them directly. A failed call answers {ok: false} with HTTP 200, which the section takes as "nothing to show"
 * (a section's failure is a state of the page, not an error in every shopper's console).
 */

type Answer<T> = { status: number; body: T };

/** A spu or spuId as the product model names them (letters, digits, `.`, `_`, `-`). */
const ID = /^[A-Za-z0-9_.-]{1,40}$/;

/** GET /api/social-media?spu=: the product's social posts the carousel shows (socialPosts). */
export async function socialMediaAnswer(api: BackofficeApi, url: URL, storeId: number): Promise<Answer<SocialMediaResponse>> {
  const spu = url.searchParams.get("spu") ?? "";
  if (!ID.test(spu)) return { status: 400, body: { ok: false, ...invalidInput({ spu: "must be a product's spu" }) } };
  try {
    return { status: 200, body: { ok: true, posts: socialPosts(await api.getSocialMediaList({ spu, storeId })) } };
  } catch (error) {
    logger.warn("social media list failed", { spu, error: String(error) });
    return { status: 200, body: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * GET /api/product-scenes?spu=&spuId=: the room scenes featuring the product (at most one
 * scene set, 24), in the back office's order, each with its all-picked bundle discount so the
 * first price shown needs no second request.
 */
export async function productScenesAnswer(api: BackofficeApi, url: URL, storeId: number): Promise<Answer<ScenesResponse>> {
  const spu = url.searchParams.get("spu") ?? "";
  const spuId = url.searchParams.get("spuId") ?? "";
  if (!ID.test(spu) || !ID.test(spuId)) {
    const wrong = Object.entries({ spu, spuId }).filter(([, value]) => !ID.test(value));
    return { status: 400, body: { ok: false, ...invalidInput(Object.fromEntries(wrong.map(([name]) => [name, "must name a product"]))) } };
  }
  try {
    const scenes = (await api.getProductShopByRoomList({ spu, spuId, storeId }))
      .map(toRoomScene)
      .filter((scene): scene is RoomScene => scene !== null)
      .slice(0, MAX_SCENES_PER_SET);
    return { status: 200, body: { ok: true, scenes: await withBundleDiscounts({ api, log: logger }, scenes) } };
  } catch (error) {
    logger.warn("product scenes failed", { spu, error: String(error) });
    return { status: 200, body: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}
