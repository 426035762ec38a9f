import type { BuiltSections } from "~/lib/product-page.server";
import { DETAIL_LAYOUT } from "~modules/detail-layout";
import { detailSectionRegistry, type DetailSectionRegistry } from "~modules/detail-registry";
import type { DetailPageContext, SectionComponents } from "~modules/detail-types";
import { viewFor } from "~modules/types";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { ModuleBoundary } from "../module-boundary";
import "./product-page.css";

type Props = {
  sections: BuiltSections;
  page: DetailPageContext;
  /** Preview frames only: the page element shows the page time it was given (`data-preview-now`). */
  preview?: boolean;
  /** Tests pass their own registry. */
  registry?: DetailSectionRegistry;
};

/**
 * The detail page body: each section of the device's layout, in its own error boundary.
 * Unlike landing modules, sections are not wrapped in Suspense: they share the product
 * state, and React hydrates a Suspense boundary's content later than the page, so a choice
 * made in between would reach a section still hydrating and make React discard its server
 * HTML (error 421). One hydration pass keeps every early choice.
 */
export function ProductSections({ sections, page, preview = false, registry = detailSectionRegistry }: Props) {
  const layout = DETAIL_LAYOUT[page.device];
  const render = (key: DetailSectionKey) => {
    if (!(key in sections)) return null;
    // Each section's data was produced by its own key's schema (see buildSections).
    const Section = viewFor(registry[key] as SectionComponents<unknown>, page.device);
    return (
      <ModuleBoundary key={key} label={`detail section ${key}`}>
        <div className={`detail-section detail-section--${key}`} data-section={key}>
          <Section data={sections[key]} page={page} />
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
