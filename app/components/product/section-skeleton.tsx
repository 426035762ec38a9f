import type { Device } from "~schemas/rules/device";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { REVIEWS_ANCHOR } from "~schemas/rules/product/navigation";
import "./section-skeleton.css";

/**
 * The place of a section that streams (issue 15), while its data is on its way: a plain
 * block of the section's usual height and margins, so what arrives does not move what is
 * above or beside it. Decorative: hidden from assistive technology. The review list's keeps
 * its anchor, so the rating link and `#module-commentList` land where the list will be.
 */
export function SectionSkeleton({ section, device }: { section: DetailSectionKey; device: Device }) {
  return (
    <div
      className={`section-skeleton section-skeleton--${section} section-skeleton--${device}`}
      id={section === "reviews" ? REVIEWS_ANCHOR : undefined}
      data-skeleton={section}
      aria-hidden="true"
    />
  );
}
