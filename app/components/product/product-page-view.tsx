import type { SerializeFrom } from "@remix-run/node";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import type { BuiltSections, ProductPageData } from "~/lib/product-page.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { ProductSections, type StreamedSections } from "./product-sections";
import { ProductStateProvider } from "~modules/kit/product/product-state";

/** What the view reads of loadProductPage's answer, as a loader sends it (JSON). */
type SettledSide = SerializeFrom<ProductPageData>["side"];

export type ProductPageViewData = Pick<SerializeFrom<ProductPageData>, "sections" | "skuId" | "skus" | "context"> & {
  /** The opening SKU's side data; its delivery services stream on the product page route (lateSide). */
  side: Omit<SettledSide, "wraps"> & Partial<Pick<SettledSide, "wraps">>;
  /** The sections that stream (the product page route: see streamedSectionFields). */
  later?: StreamedSections;
  /** The opening SKU's side data that streams (its delivery services). */
  lateSide?: Promise<unknown> | null;
};

type Props = {
  data: ProductPageViewData;
  /** Only this section (the module catalogue shows one section of a product at a time). */
  only?: DetailSectionKey;
  /** Preview frames: the page says which page time it was given (`data-preview-now`). */
  preview?: boolean;
};

/** Remix streams a loader's top-level promises only: each streamed section is a key of its own. */
const STREAMED = "section:";

/** The loader's fields for its streamed sections. */
export function streamedSectionFields(later: StreamedSections): Record<`${typeof STREAMED}${string}`, Promise<unknown>> {
  return Object.fromEntries(Object.entries(later).map(([key, data]) => [`${STREAMED}${key}`, data]));
}

/** The streamed sections, read back from the loader's data. */
export function streamedSectionsOf(data: object): StreamedSections {
  return Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (key.startsWith(STREAMED) ? [[key.slice(STREAMED.length), value]] : [])));
}

/**
 * A product's detail sections inside the state they share (the chosen SKU, its side data,
 * the upgrades): the product page's body, shared by the page route and the preview's frames
 * so the preview shows exactly what shoppers get.
 */
export function ProductPageView({ data, only, preview = false }: Props) {
  const { sections, skuId, skus, side, context, later, lateSide } = data;
  // Loader data is plain JSON by construction: schemas output only JSON values.
  const built = sections as BuiltSections;
  const shown: BuiltSections = only ? { [only]: built[only] } : built;
  return (
    <ProductStateProvider
      initialSkuId={skuId}
      skus={skus}
      spu={context.spu}
      initialSide={side as SkuSideData}
      lateSide={lateSide as Promise<Partial<SkuSideData>> | null | undefined}
    >
      <ProductSections sections={shown} later={only ? undefined : later} page={context} preview={preview} />
    </ProductStateProvider>
  );
}
