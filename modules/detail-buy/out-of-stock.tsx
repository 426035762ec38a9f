import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useToast } from "~modules/kit/toast";
import { USER_INFO_KEY } from "~modules/kit/analytics";
import { notifyEmailError, outOfStockView, platformType, storedEmail, type DeliveryFacts } from "~schemas/rules/product/buying";
import type { StoreId } from "~schemas/rules/stores";
import { SimilarCarousel, SimilarOpener, SimilarSheet } from "./similar-products";
import { callApp } from "~modules/kit/app-api";
import { usePageFormAnswer, usePageFormPost } from "~modules/kit/page-form-answer";

/** What the module reads of the chosen SKU (from the buy section's data). */
export type StockoutSku = {
  sku: string;
  isNew: boolean;
  showEmailInput: boolean;
  name: string;
  image: string;
  price: number | null;
  specialPrice: number;
  specs: Record<string, string>;
};

type Props = {
  sku: StockoutSku;
  spuIsNew: boolean;
  detailPath: string;
  delivery: DeliveryFacts;
  store: StoreId;
  device: "desktop" | "mobile";
};

/** The notify field is checked this long after it loses focus (detail spec 5, 9). */
export const NOTIFY_BLUR_CHECK_MS = 100;

/**
 * The out-of-stock module, shown instead of the buy buttons (detail spec 2, 4, 5):
 * 'newStockInRegion' for a new SPU, else 'OutOfStockInThisRegion'; a non-new SKU offers the
 * notify form ('stockout_title', 'stockout_button'), a new one first asks 'stockout_new'
 * with Like / Don't like (Like: the form, titled 'stockout_like'; Don't like: a thank-you
 * with a link to the similar products). After a notify, 'stockoutTitle' shows. Similar
 * products: a carousel on desktop, the 'See similar products' popup on mobile.
 */
export function OutOfStock({ sku, spuIsNew, detailPath, delivery, store, device }: Props) {
  const { t } = useTranslation();
  const view = outOfStockView(spuIsNew, sku.isNew, sku.showEmailInput);
  // A plain post of the notify form (no JavaScript) comes back to its answer: done, or the form with its message.
  const posted = usePageFormAnswer("stock-notify");
  const [step, setStep] = useState<"poll" | "form" | "liked" | "feedback" | "done">(posted ? (posted.ok ? "done" : view.start === "poll" ? "liked" : "form") : view.start);
  const [sheetOpen, setSheetOpen] = useState(false);
  const similarHeading = useRef<HTMLHeadingElement>(null);

  const openSimilar = () => {
    if (device === "mobile") {
      setSheetOpen(true);
      return;
    }
    similarHeading.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    similarHeading.current?.focus({ preventScroll: true });
  };

  return (
    <div className={`detail-stockout detail-stockout--${device}`}>
      <p className="detail-stockout__message" role="status">
        {t(view.messageKey)}
      </p>
      {step === "poll" ? (
        <div className="detail-stockout__poll">
          <p className="detail-stockout__question">{t("stockout_new")}</p>
          <div className="detail-stockout__answers">
            <button type="button" className="detail-stockout__answer" onClick={() => setStep("liked")}>
              {t("buying.like")}
            </button>
            <button type="button" className="detail-stockout__answer" onClick={() => setStep("feedback")}>
              {t("buying.dislike")}
            </button>
          </div>
          {/* The poll needs scripts: without them its buttons are hidden (a style that only applies with JavaScript off, so a page with scripts paints them from the start, no shift) and the notify form is there at once. */}
          <noscript>
            <style>{".detail-stockout__answers{display:none}"}</style>
            <NotifyForm sku={sku} title={t("stockout_like")} detailPath={detailPath} delivery={delivery} onDone={() => setStep("done")} />
          </noscript>
        </div>
      ) : null}
      {step === "feedback" ? (
        <p className="detail-stockout__feedback">
          {t("buying.dislikeThanks")}{" "}
          <button type="button" className="detail-stockout__link" onClick={openSimilar}>
            {t("buying.seeSimilarLink")}
          </button>
        </p>
      ) : null}
      {step === "form" || step === "liked" ? (
        <NotifyForm
          sku={sku}
          title={t(step === "liked" ? "stockout_like" : "stockout_title")}
          detailPath={detailPath}
          delivery={delivery}
          onDone={() => setStep("done")}
        />
      ) : null}
      {step === "done" ? <p className="detail-stockout__done">{t("stockoutTitle")}</p> : null}
      {device === "desktop" ? (
        <SimilarCarousel ref={similarHeading} sku={sku.sku} store={store} />
      ) : (
        <>
          <SimilarOpener onOpen={() => setSheetOpen(true)} />
          <SimilarSheet sku={sku.sku} store={store} open={sheetOpen} onClose={() => setSheetOpen(false)} />
        </>
      )}
    </div>
  );
}

function NotifyForm({ sku, title, detailPath, delivery, onDone }: { sku: StockoutSku; title: string; detailPath: string; delivery: DeliveryFacts; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const posted = usePageFormAnswer("stock-notify");
  const [email, setEmail] = useState(posted?.values.email ?? "");
  const [error, setError] = useState<"WrongEmail" | null>(posted?.errors.email ? "WrongEmail" : null);
  const postedFailure = posted?.errors.form ?? null;
  const [busy, setBusy] = useState(false);
  const post = usePageFormPost();
  const latest = useRef(email);
  latest.current = email;
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Prefilled from the stored user info (detail spec 5), after hydration so the server HTML agrees.
  useEffect(() => {
    let stored = "";
    try {
      stored = storedEmail(window.localStorage.getItem(USER_INFO_KEY));
    } catch {
      // Storage blocked: nothing to prefill.
    }
    if (stored) setEmail((current) => current || stored);
  }, []);
  useEffect(() => () => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = notifyEmailError(email);
    setError(problem);
    if (problem || busy) return;
    setBusy(true);
    if (post) {
      // On its page the form posts its own fields to the page's action (its fetcher), as without scripts.
      const fields = new FormData(event.currentTarget as HTMLFormElement);
      fields.set("email", email.trim());
      const answer = await post.send(fields);
      setBusy(false);
      if (answer.ok) onDone();
      else if (answer.errors.email) setError("WrongEmail");
      else toast(t("buying.notifyFailed"), "error");
      return;
    }
    try {
      const answer = await callApp("POST /api/stock-notify", {
        sku: sku.sku,
        email: email.trim(),
        isNew: sku.isNew,
        platformType: platformType(delivery),
        productInfo: {
          productDetailUrl: new URL(detailPath, window.location.origin).href,
          skuImageUrl: sku.image ? new URL(sku.image, window.location.origin).href : "",
          skuName: sku.name,
          attrMap: sku.specs,
          price: sku.price,
          specialPrice: sku.specialPrice,
        },
      });
      if (answer.ok) onDone();
      else toast(t("buying.notifyFailed"), "error");
    } catch {
      toast(t("buying.notifyFailed"), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    // A real form: before hydration or without JavaScript it posts to the page (docs/decisions/no-js-forms.md).
    <form method="post" className="detail-stockout__form" noValidate onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="intent" value="stock-notify" />
      <input type="hidden" name="sku" value={sku.sku} />
      <input type="hidden" name="isNew" value={String(sku.isNew)} />
      <input type="hidden" name="platformType" value={platformType(delivery)} />
      <input type="hidden" name="skuName" value={sku.name} />
      <input type="hidden" name="skuImageUrl" value={sku.image} />
      <input type="hidden" name="price" value={sku.price ?? ""} />
      <input type="hidden" name="specialPrice" value={sku.specialPrice} />
      <input type="hidden" name="attrMap" value={JSON.stringify(sku.specs)} />
      <label htmlFor={id} className="detail-stockout__label">
        {title}
      </label>
      <div className="detail-stockout__row">
        <input
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className="detail-stockout__input"
          placeholder={t("buying.emailPlaceholder")}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => {
            if (blurTimer.current) clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(() => setError(notifyEmailError(latest.current)), NOTIFY_BLUR_CHECK_MS);
          }}
        />
        <button type="submit" className="detail-stockout__submit" disabled={busy}>
          {t("stockout_button")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="detail-stockout__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {postedFailure && !error ? (
        <p className="detail-stockout__error" role="alert">
          {t(postedFailure.key, postedFailure.params)}
        </p>
      ) : null}
    </form>
  );
}
