import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WishlistPage, type WishlistPageData } from "~/components/wishlist-page";
import { pageHeaders } from "~/lib/http-cache.server";
import { routeMessages } from "~/lib/i18n.server";
import { metaTranslator } from "~/lib/root-data";
import { getShopper } from "~/lib/shopper.server";
import { loadWishlistPage } from "~/lib/wishlist.server";
import { WISHLIST_PAGE_SIZE, wishlistPageParam } from "~schemas/rules/wishlist";
import { PRIVATE } from "../../server/cache-control.js";
import { logger } from "../../server/logger.js";

/*
 * /wishlist[?page=N]: the shopper's wishlist (docs/accounts.md, "Wishlist"). The page is one
 * shopper's: the host renders it with their cookies (server/pages.js PERSONAL_PATHS) and it
 * is never kept (`private, no-store`). A logged-in shopper's page is read on the server, so
 * it shows without script; a guest's list is in their browser and shows after hydration.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = wishlistPageParam(new URL(request.url).searchParams.get("page"));
  const shopper = await getShopper(request, context);
  let list: WishlistPageData["list"] = null;
  try {
    list = await loadWishlistPage(shopper, page, WISHLIST_PAGE_SIZE);
  } catch (error) {
    logger.warn("wishlist page failed", { error: error instanceof Error ? error.message : String(error) });
  }
  const data: WishlistPageData = { list, page };
  return json({ ...data, i18n: await routeMessages(request, "wishlist") }, { headers: { "Cache-Control": PRIVATE } });
}

export const headers = pageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return [{ title: `${t("wishlistPage.title")} | ${t("brand")}` }, { name: "robots", content: "noindex, nofollow" }];
};

export default function Wishlist() {
  const { list, page } = useLoaderData<typeof loader>();
  // Loader data is plain JSON by construction: the back office's answers went through their schemas.
  return <WishlistPage data={{ list: list as WishlistPageData["list"], page }} />;
}
