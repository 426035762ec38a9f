import { Suspense } from "react";
import { Await } from "@remix-run/react";
import type { BuiltSections } from "~/lib/product-page.server";
import { DETAIL_LAYOUT } from "~modules/detail-layout";
import { detailSectionRegistry, type DetailSectionRegistry } from "~modules/detail-registry";
import type { DetailPageContext, SectionComponents } from "~modules/detail-types";
import { ProductStateHold, ProductStateReleased } from "~modules/kit/product/product-state";
import { viewFor } from "~modules/types";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { ModuleBoundary } from "../module-boundary";
import { SectionSkeleton } from "./section-skeleton";
import "./product-page.css";

/** Sections that stream (the product page route): each key's data, or null when its schema refused it. */
export type StreamedSections = Partial<Record<DetailSectionKey, Promise<unknown>>>;

type Props = {
  sections: BuiltSections;
  /** Sections whose data streams after the first byte (issue 15); the preview has every section in `sections`. */
  later?: StreamedSections;
  page: DetailPageContext;
  /** Preview frames only: the page element shows the page time it was given (`data-preview-now`). */
  preview?: boolean;
  /** Tests pass their own registry. */
  registry?: DetailSectionRegistry;
};

/**
 * The detail page body: each section of the device's layout, in its own error boundary.
 * Sections that came with the page are not wrapped in Suspense: they share the product
 * state, and React hydrates a Suspense boundary's content later than the page, so a choice
 * made in between would reach a section still hydrating and make React discard its server
 * HTML (error 421). One hydration pass keeps every early choice.
 *
 * A section that streams needs a Suspense boundary (its skeleton until the data arrives, on
 * the server and in the browser), so the product state reaching it is held at the value it
 * was rendered with until its content is in place (ProductStateHold). A streamed section
 * that fails leaves its place empty; the server has logged why.
 */
export function ProductSections({ sections, later, page, preview = false, registry = detailSectionRegistry }: Props) {
  const layout = DETAIL_LAYOUT[page.device];
  const render = (key: DetailSectionKey) => {
    const streamed = key in sections ? undefined : later?.[key];
    if (!(key in sections) && !streamed) return null;
    // Each section's data was produced by its own key's schema (see buildSections).
    const Section = viewFor(registry[key] as SectionComponents<unknown>, page.device);
    return (
      <ModuleBoundary key={key} label={`detail section ${key}`}>
        <div className={`detail-section detail-section--${key}`} data-section={key}>
          {streamed ? (
            <ProductStateHold>
              <Suspense fallback={<SectionSkeleton section={key} device={page.device} />}>
                <Await resolve={streamed} errorElement={<ProductStateReleased />}>
                  {(data: unknown) => (
                    <>
                      <ProductStateReleased />
                      {data === null ? null : <Section data={data} page={page} />}
                    </>
                  )}
                </Await>
              </Suspense>
            </ProductStateHold>
          ) : (
            <Section data={sections[key]} page={page} />
          )}
        </div>
      </ModuleBoundary>
    );
  };
  return (
    <div className={`detail detail--${page.device} detail--${page.kind}`} data-preview-now={preview ? new Date(page.now).toISOString() : undefined}>
      <div className="detail__top">
        <div className="detail__media">{layout.media.map(render)}</div>
        <div className="detail__info">{layout.info.map(render)}</div>
      </div>
      <div className="detail__below">{layout.below.map(render)}</div>
    </div>
  );
}
