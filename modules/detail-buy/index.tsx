import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { formatPrice } from "~schemas/rules/format";
import { couponPrice } from "~schemas/rules/product/coupon-price";
import { activityBanner } from "~schemas/rules/product/activity";
import type { buySectionSchema } from "~schemas/detail/buy";
import { defineSection, type SectionProps } from "../detail-types";
import { useBuy } from "./use-buy";
import { usePageFormAnswer } from "~modules/kit/page-form-answer";
import { BUY_FORM_ID } from "~schemas/rules/product/page-form";
import { NoScriptSignup, PostedSignup } from "./delay-signup";
import { splitPart } from "~modules/kit/split-part";
import { buyDecision, estimatedDelivery } from "~schemas/rules/product/buying";
import "./detail-buy.css";

// Most SKUs are in stock: the out-of-stock module (notify, similar products) loads only where it shows.
const OutOfStock = splitPart("out-of-stock", () => import("./out-of-stock").then((code) => code.OutOfStock));

type Props = SectionProps<z.output<typeof buySectionSchema>>;

/**
 * Whether the bar has scrolled out of view above the viewport (IntersectionObserver): the
 * bar then sticks to the bottom of the screen. A bar below the fold is not sticky.
 */
const BELOW_THE_SCREEN = 1_000_000;

function useStuck(enabled: boolean) {
  const anchor = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState<{ height: number } | null>(null);
  useEffect(() => {
    const element = anchor.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") {
      setStuck(null);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const above = !entry.isIntersecting && entry.boundingClientRect.top < 0;
        // The anchor keeps the bar's height while the bar is fixed, so the page does not jump.
        setStuck(above ? { height: element.offsetHeight } : null);
      },
      // The root reaches far below the screen, so the anchor "intersects" unless it is above
      // the top: a jump from above to below the screen (Home, a link) still reports a change.
      { rootMargin: `0px 0px ${BELOW_THE_SCREEN}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { anchor, stuck };
}

/**
 * Add to Cart and Buy Now (detail spec 2, 4, 5): both need a chosen SKU, else the
 * 'PleaseMake' error toast; quantity 1, with the checked sofa upgrades (an accessory with
 * Qty n as n lines). A product in stock whose SKU has no stock left (total stock below 1,
 * not 'price_1') opens the delivery-delay dialog first, as does Buy Now when the SKU cannot
 * be bought normally; its confirm continues. Buy Now has no checkout to go to yet: it adds
 * like Add to Cart and the cart drawer or sheet opens (docs/decisions.md). Without JavaScript
 * the bar is a form posting to the page, whose answer shows below it. An out-of-stock
 * SKU shows the out-of-stock module instead of the buttons. The bar sticks to the bottom of
 * the screen once it has scrolled out of view.
 */
function Buy({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const { sku, skuId, side, facts, outOfStock, pending, run, dialog } = useBuy(data, page);
  const { anchor, stuck } = useStuck(!outOfStock);

  // Would an add or Buy Now open the delivery-delay dialog? Then a page without scripts shows its sign-up inline.
  const delayed = Boolean(sku && side && !outOfStock && (["add", "buy"] as const).some((action) => buyDecision(action, sku, data.inStock, facts) === "delay-dialog"));

  // The price block's own rule: the button shows a discount only where the price block shows that coupon price.
  const banner = activityBanner(data.activity, device, page.now);
  const coupon = sku ? couponPrice(sku, side?.coupons, { activityFlashSale: Boolean(banner?.flashSale), modular: data.modular }) : null;
  const discount = coupon?.shown ? coupon.discount : null;

  return (
    <div className={`detail-buy detail-buy--${device}`}>
      {outOfStock && sku ? (
        <OutOfStock key={skuId} sku={sku} spuIsNew={data.spuIsNew} detailPath={data.detailPath} delivery={facts} store={page.store} device={device} />
      ) : (
        <div ref={anchor} className="detail-buy__anchor" style={stuck ? { minHeight: stuck.height } : undefined}>
          {/* A real form: before hydration or without JavaScript it posts to the page (docs/decisions/no-js-forms.md); with it, a click runs the rules and the cart call instead. */}
          <form id={BUY_FORM_ID} method="post" className={`detail-buy__bar${stuck ? " is-stuck" : ""}`} aria-busy={pending ? true : undefined}>
            {sku ? <input type="hidden" name="productIds" value={sku.productId} /> : null}
            <button
              type="submit"
              name="intent"
              value="add-to-cart"
              className="detail-buy__add"
              onClick={(event) => {
                event.preventDefault();
                run("add");
              }}
            >
              {t("detail.addToCart")}
              {discount ? <span className="detail-buy__discount">-{formatPrice(discount, page.store)}</span> : null}
            </button>
            <button
              type="submit"
              name="intent"
              value="buy-now"
              className="detail-buy__now"
              onClick={(event) => {
                event.preventDefault();
                run("buy");
              }}
            >
              {t("detail.buyNow")}
            </button>
          </form>
          <PostedCartAnswer />
        </div>
      )}
      <PostedSignup estimate={estimatedDelivery(side?.delivery)} />
      {delayed ? <NoScriptSignup estimate={estimatedDelivery(side?.delivery)} /> : null}
      {dialog}
    </div>
  );
}

/** The answer to a plain post of the bar (no JavaScript): added, with the cart's count, or why not. */
function PostedCartAnswer() {
  const { t } = useTranslation();
  const answer = usePageFormAnswer("add-to-cart", "buy-now");
  if (!answer) return null;
  const error = answer.errors.form ?? answer.errors.productIds;
  return answer.ok ? (
    <p className="detail-buy__posted" role="status">
      {t("AddcartSuccessfully")}
      {answer.cartCount !== undefined ? ` · ${t("cart.title", { count: answer.cartCount })}` : null}
    </p>
  ) : (
    <p className="detail-buy__posted detail-buy__posted--error" role="alert">
      {/* The back office's own words when it gave a reason, as the page's scripts show them. */}
      {error ? (error.text ?? t(error.key, error.params)) : t("cart.failed")}
    </p>
  );
}

export const detailBuy = defineSection(Buy);
