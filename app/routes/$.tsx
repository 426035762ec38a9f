import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ClientActionFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { ProductPageView, streamedSectionsOf } from "~/components/product/product-page-view";
import { StorefrontShell } from "~/components/storefront-shell";
import { pageHeaders, productResponse } from "~/lib/product-route.server";
import { productFormAction } from "~/lib/product-form.server";
import { PageFormAnswerContext, PageFormPostContext, usePageFormFetcher } from "~modules/kit/page-form-answer";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import { metaTranslator, rootDataOf } from "~/lib/root-data";
import { absoluteImage, shareMeta } from "~/lib/share-meta";
import { getStore } from "~schemas/rules/stores";

/**
 * Product detail pages at `/{detailUrl}` (detail spec 2), and the not-found page, with its
 * recommendations, for any other path no route claims (rendered by the root ErrorBoundary
 * with HTTP 404). What is below the fold streams (issue 15): the loader answers with the
 * sections of the calls the first byte waits for, and Remix `defer` sends the rest (the
 * review sections, a modular sofa's upgrades, the delivery services) as they come.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return productResponse(request, context);
}

/**
 * The page's forms (Add to Cart, Buy Now, the postcode, stock notify, the delivery sign-up)
 * post here (docs/decisions/no-js-forms.md): without scripts as plain posts, the page rendered
 * again with the answer; with scripts through a fetcher each (usePageFormFetcher), whose
 * answer the form reads. The sections read the answer as a PageFormAnswer (modules cannot
 * import this route): the action's answer is one (`json<PageFormAnswer>`), read back as one,
 * since JSON only leaves out the cart lines' fields that are undefined.
 */
export function action({ request, context }: ActionFunctionArgs) {
  return productFormAction(request, context);
}

/**
 * A fetcher post that never reached the server (offline, a dropped connection) is an answer
 * like a refusal, not the route's error page: the form says its own failure.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<PageFormAnswer> {
  try {
    return (await serverAction<typeof action>()) as PageFormAnswer;
  } catch {
    return { intent: null, ok: false, values: {}, errors: {} };
  }
}

export default function ProductDetailRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = (useActionData<typeof action>() as PageFormAnswer | undefined) ?? null;
  return (
    <StorefrontShell helpChat>
      <PageFormPostContext.Provider value={usePageFormFetcher}>
        <PageFormAnswerContext.Provider value={answer}>
          <ProductPageView data={{ ...data, later: streamedSectionsOf(data) }} />
        </PageFormAnswerContext.Provider>
      </PageFormPostContext.Provider>
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const root = rootDataOf(matches);
  const origin = root?.origin ?? "";
  const href = `${origin}${data.context.path}`;
  const store = getStore(data.context.store);
  const { meta } = data;
  const productData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: meta.name,
    sku: meta.sku,
    ...(meta.image ? { image: absoluteImage(meta.image, origin) ?? undefined } : {}),
    ...(meta.brand ? { brand: { "@type": "Brand", name: meta.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: href,
      price: meta.price.toFixed(2),
      priceCurrency: store.currency,
      availability: meta.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    ...(meta.rating
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: meta.rating.value.toFixed(1), reviewCount: meta.rating.count } }
      : {}),
  };
  const t = metaTranslator(matches);
  // Search results show the path to the product: the store's home, then the product.
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: t("brand"), item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: meta.name.split(",")[0], item: href },
    ],
  };
  const title = meta.name.split(",")[0] ?? meta.name;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: meta.name },
    { tagName: "link", rel: "canonical", href },
    { "script:ld+json": productData },
    { "script:ld+json": breadcrumbs },
    ...shareMeta({
      kind: "product",
      title,
      description: meta.name,
      url: href,
      image: absoluteImage(meta.image, origin),
      siteName: t("brand"),
      locale: store.locale,
      price: { amount: meta.price, currency: store.currency },
    }),
  ];
  return descriptors;
};

/** A form post's page is the shopper's own (their answer, their values): the action's no-store, never the shared page's caching. */
export const headers: HeadersFunction = (args) => {
  const actionCaching = args.actionHeaders.get("Cache-Control");
  return actionCaching ? new Headers({ "Cache-Control": actionCaching }) : pageHeaders(args);
};

/** A form post, plain or a fetcher's, changes nothing the page loaded (the form shows the answer): the loader is not asked again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && formAction !== undefined && new URL(formAction, currentUrl).pathname === currentUrl.pathname
    ? false
    : defaultShouldRevalidate;
