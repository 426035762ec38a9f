import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import type { AppAnswer, QuickViewAnswer } from "~schemas/app-api";
import { detailPathOf, QUICK_VIEW_SECTIONS } from "~schemas/rules/quick-view";
import type { Language } from "~schemas/rules/stores";
import { cacheTags, pageCacheHeaders } from "~/lib/http-cache.server";
import { remixI18next, messagesFor } from "~/lib/i18n.server";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";

/** What the quick view renders, and the buy section, whose rules its footer follows. */
const SENT = new Set<string>([...QUICK_VIEW_SECTIONS, "buy"]);

/*
 * The quick view's product (detail spec 2 "Quick view"): GET /api/quick-view?url={detailUrl}.
 * The product page's own loader builds it (loadProductPage: the same calls, default SKU and
 * section schemas, the streamed sections awaited), so the quick view and the page are one
 * implementation; only the sections the quick view shows are sent, with the product texts
 * the host page may not carry. The host page stays as cacheable as it was: nothing of the
 * product is in it. The answer takes the page's caching headers (shared requests only: the
 * host serves /api/ paths per shopper today, so this is private in practice).
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/quick-view">>> {
  const raw = new URL(request.url).searchParams.get("url") ?? "";
  const pathAndQuery = detailPathOf(raw);
  const target = pathAndQuery ? new URL(pathAndQuery, request.url) : null;
  const detail = target ? parseDetailPath(target.pathname) : null;
  if (!target || !detail) return json<QuickViewAnswer>({ ok: false, ...invalidInput({ url: "must name a product page" }) }, { status: 400 });

  // The page's loader reads the detail path's own query (variant, related-product) and the shopper's headers.
  const pageRequest = new Request(target, { headers: request.headers });
  let page;
  try {
    page = await loadProductPage(pageRequest, context, detail);
  } catch (error) {
    // A card may name a product the store no longer sells: that is an answer, not a failed
    // request (a 404 would put an error in the browser's console); the quick view says it cannot show it.
    if (error instanceof Response && error.status === 404) return json<QuickViewAnswer>({ ok: false, error: "no such product" });
    throw error;
  }
  const sections = Object.fromEntries(Object.entries(page.sections).filter(([key]) => SENT.has(key)));
  const locale = (await remixI18next.getLocale(request)) as Language;
  const i18n = messagesFor(locale, ["common", "modules", "product"]);
  const tags = [detail.path, page.context.spu, page.context.spuId].map(cacheTags.product);
  return json<QuickViewAnswer>(
    {
      ok: true,
      detailPath: `${target.pathname}${target.search}`,
      sections,
      skuId: page.skuId,
      skus: page.skus,
      side: page.side,
      context: page.context,
      name: page.meta.name,
      i18n: { locale, namespaces: [...i18n.namespaces], messages: i18n.messages },
    },
    { headers: pageCacheHeaders(request, context, tags) },
  );
}
