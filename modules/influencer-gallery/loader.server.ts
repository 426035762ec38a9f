import type { ModuleData } from "~schemas/registry.server";
import type { ModuleLoadContext } from "../types";
import { galleryPosts, type GalleryPost } from "./posts";

/**
 * Type 24's first screen: the influencer list (landing spec 7), reduced to the posts the
 * gallery shows. With none left the module has nothing to show: the error drops it alone,
 * and the preview says why.
 */
export async function loadInfluencerGallery(_data: ModuleData<24>, context: ModuleLoadContext): Promise<{ posts: GalleryPost[] }> {
  const posts = galleryPosts(await context.api.getInfluencerList({}));
  if (posts.length === 0) throw new Error("no influencer post has an image or a video");
  return { posts };
}
