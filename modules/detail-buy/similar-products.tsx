import { forwardRef } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Carousel } from "~modules/kit/carousel";
import { Dialog } from "~modules/kit/dialog";
import { ProductCard } from "~modules/kit/product-card/product-card";
import type { StoreId } from "~schemas/rules/stores";
import type { Suggestion } from "~schemas/product";
import { useStorefrontHref } from "~modules/kit/storefront-links";
import { useSuggestions } from "./use-suggestions";
import { useScriptsRun } from "~modules/kit/scripts-run";

/** Similar products shown at most (detail spec 9). */
export const MAX_SIMILAR = 8;
/** 'View More' in the similar-products area opens the furniture listing in a new tab (detail spec 2). */
export const SIMILAR_MORE_URL = "/furniture.html";

/**
 * The similar-products carousel of the out-of-stock module on desktop: at most 8 cards and
 * 'View More' to /furniture.html in a new tab. Loaded when the module shows.
 */
export const SimilarCarousel = forwardRef<HTMLHeadingElement, { sku: string; store: StoreId }>(function SimilarCarousel({ sku, store }, headingRef) {
  const { t } = useTranslation();
  const items = useSuggestions("similar", sku, true);
  const storefrontHref = useStorefrontHref();
  // The list comes from a script's call: without scripts the area keeps only its heading and 'View More'.
  const scripts = useScriptsRun();
  if (items !== null && items.length === 0) return null;
  return (
    <section className="detail-similar" aria-labelledby={`similar-${sku}`}>
      <div className="detail-similar__head">
        <h3 id={`similar-${sku}`} ref={headingRef} tabIndex={-1} className="detail-similar__title">
          {t("buying.similarTitle")}
        </h3>
        <a className="detail-similar__more" href={storefrontHref(SIMILAR_MORE_URL)} target="_blank" rel="noopener noreferrer">
          {t("ViewMore")}
          <span className="visually-hidden"> {t("buying.newTab")}</span>
        </a>
      </div>
      {!scripts ? null : items === null ? (
        <p className="detail-similar__loading" aria-busy="true">
          {t("buying.loading")}
        </p>
      ) : (
        <Carousel label={t("buying.similarTitle")} slidesPerView={3} spaceBetween={3} slides={cards(items.slice(0, MAX_SIMILAR), store, "desktop")} />
      )}
    </section>
  );
});

/** The mobile 'See similar products' bottom popup; its list loads when it opens. */
export function SimilarSheet({ sku, store, open, onClose }: { sku: string; store: StoreId; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useSuggestions("similar", sku, open);
  return (
    <Dialog open={open} onClose={onClose} label={t("buying.seeSimilar")} title={t("buying.seeSimilar")} placement="bottom" className="detail-similar-sheet">
      {items === null ? (
        <p className="detail-similar__loading" aria-busy="true">
          {t("buying.loading")}
        </p>
      ) : items.length === 0 ? (
        <p className="detail-similar__empty">{t("buying.noSimilar")}</p>
      ) : (
        <div className="detail-similar-sheet__grid">{cards(items.slice(0, MAX_SIMILAR), store, "mobile")}</div>
      )}
    </Dialog>
  );
}

/**
 * The mobile 'See similar products' button, which opens the sheet: only once scripts run.
 * Without them a link to the listing 'View More' opens on desktop takes its place.
 */
export function SimilarOpener({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const scripts = useScriptsRun();
  const storefrontHref = useStorefrontHref();
  return scripts ? (
    <button type="button" className="detail-stockout__similar" onClick={onOpen}>
      {t("buying.seeSimilar")}
    </button>
  ) : (
    <noscript>
      <a className="detail-stockout__similar" href={storefrontHref(SIMILAR_MORE_URL)}>
        {t("buying.seeSimilar")}
      </a>
    </noscript>
  );
}

export function cards(items: Suggestion[], store: StoreId, device: "desktop" | "mobile", list = "similar") {
  return items.map((product, index) => <ProductCard key={`${product.detailUrl}-${index}`} product={product} index={index} storeId={store} device={device} list={list} />);
}
