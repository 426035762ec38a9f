import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation, TranslationProvider } from "~modules/kit/i18n";
import { Dialog } from "~modules/kit/dialog";
import { callApp } from "~modules/kit/app-api";
import { track } from "~modules/kit/analytics";
import { useAccount } from "~modules/kit/account";
import { closeQuickView, openQuickView, takeQuickViewPops } from "~modules/kit/quick-view-opener";
import { QuickViewModelContext } from "~modules/kit/quick-view-models";
import { ProductStateProvider, useProductState } from "~modules/kit/product/product-state";
import { useBuy, type BuyData, type BuyResult } from "~modules/detail-buy/use-buy";
import { OutOfStock } from "~modules/detail-buy/out-of-stock";
import { PageFormAnswerContext, PageFormPostContext, noPageFormPost } from "~modules/kit/page-form-answer";
import type { DetailPageContext } from "~modules/detail-types";
import type { QuickViewAnswer } from "~schemas/app-api";
import type { Device } from "~schemas/rules/device";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import { fullDetailsHref, itemListSource, type QuickViewRequest } from "~schemas/rules/quick-view";
import type { BuiltSections } from "~/lib/product-page.server";
import { translatorFor } from "~/lib/i18n";
import type { Namespace } from "~/lib/message-namespaces";
import { ProductSections } from "../product/product-sections";
import "./quick-view.css";

type Loaded = Extract<QuickViewAnswer, { ok: true }>;
type State = { status: "loading" } | { status: "failed" } | { status: "ready"; answer: Loaded };

/**
 * The quick view (detail spec 2 "Quick view"): a right drawer on desktop, the 'Product
 * Details' bottom sheet on a phone. Its product comes from /api/quick-view, built by the
 * product page's loader, and renders with the page's own section components (banner, info
 * panel, SKU selector, description, comment list) in the state they share, which here leaves
 * the address alone. A skeleton shows while it loads. The footer has 'Full Details' and 'Add
 * To Cart' (the buy section's rules: an add that opened the delivery-delay dialog, the
 * `outOfStock` result, keeps it open; an add that went through closes it); a SKU that cannot
 * be sold shows the out-of-stock area and, on a phone, 'See Similar Products'. Escape, the
 * close button and the browser's back button close it; focus returns to the opener.
 */
export default function QuickView({ request, device }: { request: QuickViewRequest | null; device: Device }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: "loading" });
  const account = useAccount();
  const accountStatus = useRef(account.status);
  accountStatus.current = account.status;
  const open = request !== null;

  useEffect(() => {
    if (!request) return;
    setState({ status: "loading" });
    const controller = new AbortController();
    // The login state is recorded with the open (detail spec 6).
    track("quick_view", {
      url: request.detailUrl,
      sku: request.skuId ?? null,
      list: request.list ?? null,
      source: itemListSource(window.location.pathname),
      loggedIn: accountStatus.current === "logged-in",
    });
    callApp("GET /api/quick-view", { url: request.detailUrl }, { signal: controller.signal })
      .then((answer) => setState(answer.ok ? { status: "ready", answer } : { status: "failed" }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [request]);

  // However it closes (Escape, back, an add, another open replacing it): how long it was open.
  useEffect(() => {
    if (!request) return;
    const opened = Date.now();
    return () => track("quick_view_close", { url: request.detailUrl, list: request.list ?? null, seconds: Math.round((Date.now() - opened) / 1000) });
  }, [request]);

  useBackButtonCloses(open);

  const ready = state.status === "ready" ? state.answer : null;
  const label = device === "mobile" ? t("quickView.title") : (ready?.name ?? t("shop.quickView"));
  return (
    <Dialog
      open={open}
      onClose={closeQuickView}
      label={label}
      title={device === "mobile" ? t("quickView.title") : undefined}
      placement={device === "mobile" ? "bottom" : "right"}
      className={`quick-view quick-view--${device}`}
    >
      {ready && request ? (
        <QuickViewProduct key={`${ready.detailPath}|${request.skuId ?? ""}`} answer={ready} request={request} device={device} />
      ) : state.status === "failed" ? (
        <p className="quick-view__failed" role="alert">
          {t("cart.failed")}
        </p>
      ) : (
        <QuickViewSkeleton />
      )}
    </Dialog>
  );
}

/**
 * The browser's back button closes the quick view and leaves the page where it was: opening
 * adds a history entry with the same address (the URL does not change), and its popstate is
 * stopped before Remix's router sees it (takeQuickViewPops), so no navigation or reload
 * happens. Closing it another way takes the entry back out, its pop stopped the same way.
 */
function useBackButtonCloses(open: boolean) {
  useEffect(() => {
    if (!open) return;
    window.history.pushState({ ...(window.history.state as object | null), quickView: true }, "");
    let popped = false;
    const release = takeQuickViewPops(() => {
      popped = true;
      closeQuickView();
    });
    return () => {
      release();
      if (popped || !(window.history.state as { quickView?: boolean } | null)?.quickView) return;
      const releaseSwallow = takeQuickViewPops(() => releaseSwallow());
      window.history.back();
    };
  }, [open]);
}

function QuickViewSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="quick-view__skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t("quickView.loading")}</span>
      <div className="quick-view__skeleton-image" aria-hidden="true" />
      <div className="quick-view__skeleton-line quick-view__skeleton-line--title" aria-hidden="true" />
      <div className="quick-view__skeleton-line" aria-hidden="true" />
      <div className="quick-view__skeleton-line quick-view__skeleton-line--short" aria-hidden="true" />
    </div>
  );
}

function QuickViewProduct({ answer, request, device }: { answer: Loaded; request: QuickViewRequest; device: Device }) {
  // The host page may be a landing page: the sections read the product page's texts.
  const t = useMemo(
    () => translatorFor(answer.i18n.locale, [{ namespaces: answer.i18n.namespaces as Namespace[], messages: answer.i18n.messages }]),
    [answer.i18n],
  );
  const { buy, ...shown } = answer.sections as BuiltSections;
  const page: DetailPageContext = { ...answer.context, device };
  // A model tab loads the other model here (detail spec 2), for the same listing.
  const list = request.list ?? null;
  const openModel = useCallback((detailUrl: string) => openQuickView({ detailUrl, skuId: null, list }), [list]);
  return (
    <TranslationProvider t={t}>
      {/* Another product than the page's, on any page: its forms call the JSON routes, never the host page's action or answer. */}
      <PageFormPostContext.Provider value={noPageFormPost}>
        <PageFormAnswerContext.Provider value={null}>
          <QuickViewModelContext.Provider value={openModel}>
            <ProductStateProvider initialSkuId={answer.skuId} skus={answer.skus} spu={answer.context.spu} initialSide={answer.side as SkuSideData} syncUrl={false}>
              <OpenerSku skuId={request.skuId ?? null} known={answer.skus} />
              <div className="quick-view__product">
                <ProductSections sections={shown} page={page} />
              </div>
              {buy ? <QuickViewFooter buy={buy} page={page} detailPath={answer.detailPath} /> : null}
            </ProductStateProvider>
          </QuickViewModelContext.Provider>
        </PageFormAnswerContext.Provider>
      </PageFormPostContext.Provider>
    </TranslationProvider>
  );
}

/** An explicit SKU from the opener (a card's swatch) overrides the default SKU (detail spec 4). */
function OpenerSku({ skuId, known }: { skuId: string | null; known: Record<string, unknown> }) {
  const { selectSku } = useProductState();
  useEffect(() => {
    if (skuId && skuId in known) selectSku(skuId);
  }, [skuId, known, selectSku]);
  return null;
}

function QuickViewFooter({ buy, page, detailPath }: { buy: BuyData; page: DetailPageContext; detailPath: string }) {
  const { t } = useTranslation();
  const onResult = useCallback((result: BuyResult) => {
    if (result === "added") closeQuickView();
  }, []);
  const { sku, skuId, facts, outOfStock, pending, run, dialog } = useBuy(buy, page, onResult);
  const stockout = useRef<HTMLDivElement>(null);
  const [href, setHref] = useState(() => fullDetailsHref(detailPath, "/"));
  // The guide page's relative form needs the host page's address, known in the browser.
  useEffect(() => setHref(fullDetailsHref(detailPath, window.location.pathname)), [detailPath]);
  const sellable = Boolean(sku) && !outOfStock;
  return (
    <>
      {outOfStock && sku ? (
        <div ref={stockout} className="quick-view__stockout">
          <OutOfStock key={skuId} sku={sku} spuIsNew={buy.spuIsNew} detailPath={buy.detailPath} delivery={facts} store={page.store} device={page.device} />
        </div>
      ) : null}
      <div className="quick-view__footer" aria-busy={pending ? true : undefined}>
        <a
          className="quick-view__details"
          href={href}
          onClick={() => track("product_click", { sku: sku?.sku ?? null, url: detailPath, list: "quick-view", source: itemListSource(window.location.pathname) })}
        >
          {t("quickView.fullDetails")}
        </a>
        {sellable ? (
          <button type="button" className="quick-view__add" onClick={() => run("add")}>
            {t("quickView.addToCart")}
          </button>
        ) : page.device === "mobile" && sku ? (
          <button
            type="button"
            className="quick-view__similar"
            onClick={() => stockout.current?.querySelector<HTMLButtonElement>(".detail-stockout__similar")?.click()}
          >
            {t("quickView.seeSimilar")}
          </button>
        ) : null}
      </div>
      {dialog}
    </>
  );
}
