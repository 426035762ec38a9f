import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { RoomScene } from "~schemas/scene-data";
import { MAX_SCENES_PER_SET } from "~schemas/rules/scene-paging";
import { socialPosts, type SocialPost } from "~schemas/rules/product/social-media";
import { toRoomScene, withBundleDiscounts } from "~modules/kit/scenes/scene-data.server";
import { logger } from "../../server/logger.js";

/*
 * The product page's social media carousel and Shop the Room (issue 18 items 4 and 6;
 * docs/decisions/cross-sell.md): their data streams with the page (Remix `defer`), after its
 * first byte. A failed call leaves the section out (an empty list): a section's failure is a
 * state of the page, logged once on the server.
 */

/** The product's social posts the carousel shows (socialPosts). */
export async function productSocialPosts(api: BackofficeApi, spu: string, storeId: number): Promise<SocialPost[]> {
  try {
    return socialPosts(await api.getSocialMediaList({ spu, storeId }));
  } catch (error) {
    logger.warn("social media list failed", { spu, error: String(error) });
    return [];
  }
}

/**
 * The room scenes featuring the product (at most one scene set, 24), in the back office's
 * order, each with its all-picked bundle discount so the first price shown needs no request.
 */
export async function productRoomScenes(api: BackofficeApi, spu: string, spuId: string, storeId: number): Promise<RoomScene[]> {
  try {
    const scenes = (await api.getProductShopByRoomList({ spu, spuId, storeId }))
      .map(toRoomScene)
      .filter((scene): scene is RoomScene => scene !== null)
      .slice(0, MAX_SCENES_PER_SET);
    return await withBundleDiscounts({ api, log: logger }, scenes);
  } catch (error) {
    logger.warn("product scenes failed", { spu, error: String(error) });
    return [];
  }
}
