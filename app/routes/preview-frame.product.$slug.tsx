import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductPageView } from "~/components/product/product-page-view";
import { StorefrontShell } from "~/components/storefront-shell";
import { PREVIEW_HEADERS, previewNow, requirePreviewAccess } from "~/lib/preview.server";
import { loadPreviewProduct } from "~/lib/product-preview.server";
import { routeMessages } from "~/lib/i18n.server";

/**
 * The product page as `/{slug}.html` renders it, at the page time `?at=`, for the preview's
 * device frames (framable by the app itself only, like every /preview-frame/ path).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  // No response headers: the preview sets no shopper cookie. The preview page lists the diagnostics.
  const { diagnostics: _diagnostics, meta, ...page } = await loadPreviewProduct(request, context, params.slug ?? "", { now: previewNow(request) });
  return json({ ...page, title: meta.name, i18n: await routeMessages(request, "preview") }, { headers: PREVIEW_HEADERS });
}

export default function ProductPreviewFrame() {
  const data = useLoaderData<typeof loader>();
  return (
    <StorefrontShell>
      <ProductPageView data={data} preview />
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title.split(",")[0] ?? "Preview" },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
