import type { SerializeFrom } from "@remix-run/node";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import type { BuiltSections, ProductPageData } from "~/lib/product-page.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { ProductSections } from "./product-sections";
import { ProductStateProvider } from "~modules/kit/product/product-state";

/** What the view reads of loadProductPage's answer, as a loader sends it (JSON). */
export type ProductPageViewData = Pick<SerializeFrom<ProductPageData>, "sections" | "skuId" | "skus" | "side" | "context">;

type Props = {
  data: ProductPageViewData;
  /** Only this section (the module catalogue shows one section of a product at a time). */
  only?: DetailSectionKey;
  /** Preview frames: the page says which page time it was given (`data-preview-now`). */
  preview?: boolean;
};

/**
 * A product's detail sections inside the state they share (the chosen SKU, its side data,
 * the upgrades): the product page's body, shared by the page route and the preview's frames
 * so the preview shows exactly what shoppers get.
 */
export function ProductPageView({ data, only, preview = false }: Props) {
  const { sections, skuId, skus, side, context } = data;
  // Loader data is plain JSON by construction: schemas output only JSON values.
  const built = sections as BuiltSections;
  const shown: BuiltSections = only ? { [only]: built[only] } : built;
  return (
    <ProductStateProvider initialSkuId={skuId} skus={skus} spu={context.spu} initialSide={side as SkuSideData}>
      <ProductSections sections={shown} page={context} preview={preview} />
    </ProductStateProvider>
  );
}
