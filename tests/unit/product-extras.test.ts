import { describe, expect, it } from "vitest";
import { productRoomScenes, productSocialPosts } from "~/lib/product-extras.server";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import { fixtureApi } from "../support/loaded";
import { takeWarnings } from "../support/logs";

/** The fixture back office, with one call failing as a back office that is down does. */
function failing(call: "getSocialMediaList" | "getProductShopByRoomList"): BackofficeApi {
  return { ...fixtureApi(), [call]: () => Promise.reject(new Error("answered 502")) };
}

describe("the product page's streamed cross-sell data (app/lib/product-extras.server.ts)", () => {
  it("shapes the posts and the scenes the sections show, each scene priced", async () => {
    const posts = await productSocialPosts(fixtureApi(), "LW1001", 3);
    expect(posts.map((post) => post.name)).toEqual(["Maya at Home", "the.loft.edit", "Nordic Nest", "Jonas Builds"]);
    const scenes = await productRoomScenes(fixtureApi(), "LW1001", "501", 3);
    expect(scenes.map((scene) => scene.name)).toEqual(["Sunlit Living Room", "Sofa Showcase"]);
    expect(scenes[0]!.discount).toBe(300);
  });

  it("answers an empty list when a call fails, and says so once in the log", async () => {
    expect(await productSocialPosts(failing("getSocialMediaList"), "LW1001", 3)).toEqual([]);
    expect(await productRoomScenes(failing("getProductShopByRoomList"), "LW1001", "501", 3)).toEqual([]);
    expect(takeWarnings()).toEqual(["social media list failed", "product scenes failed"]);
  });
});
