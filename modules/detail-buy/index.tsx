import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { useCart } from "~modules/kit/cart/cart-provider";
import { useProductState } from "~modules/kit/product/product-state";
import { useToast } from "~modules/kit/toast";
import { track } from "~modules/kit/analytics";
import { formatPrice } from "~schemas/rules/format";
import { buyDecision, deliveryFacts, estimatedDelivery, showsOutOfStock, type BuyAction } from "~schemas/rules/product/buying";
import { hasDiscount } from "~schemas/rules/product/price";
import { accessoryProductIds } from "~schemas/rules/product/upgrades";
import type { buySectionSchema } from "~schemas/detail/buy";
import { defineSection, type SectionProps } from "../detail-types";
import { DelayDialog } from "./delay-dialog";
import { OutOfStock } from "./out-of-stock";
import "./detail-buy.css";

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
 * like Add to Cart and the cart drawer or sheet opens (docs/decisions.md). An out-of-stock
 * SKU shows the out-of-stock module instead of the buttons. The bar sticks to the bottom of
 * the screen once it has scrolled out of view.
 */
function Buy({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const { skuId, side, upgrades, giftWrapId, accessories } = useProductState();
  const cart = useCart();
  const toast = useToast();
  const [dialog, setDialog] = useState<BuyAction | null>(null);
  // A click while the chosen SKU's delivery data loads waits for it.
  const [pending, setPending] = useState<BuyAction | null>(null);
  const sku = skuId ? data.skus[skuId] : undefined;
  // Until the chosen SKU's delivery data arrives, its own status and quantity decide.
  const facts = deliveryFacts(side?.delivery);
  const outOfStock = showsOutOfStock(sku, side ? facts : { ...facts, timeAvailable: true });
  const { anchor, stuck } = useStuck(!outOfStock);

  const proceed = useCallback(
    (action: BuyAction) => {
      if (!sku) return;
      const productIds = [sku.productId, ...accessoryProductIds(upgrades, accessories)];
      track("add_button", { sku: sku.sku, source: action === "buy" ? "buy_now" : "add_to_cart", upgrades: productIds.length - 1 });
      // The service card's chosen delivery service travels with the add (detail spec 7, Wrap list).
      void cart.add(productIds, giftWrapId ? { giftWrapId } : {});
    },
    [sku, upgrades, accessories, cart, giftWrapId],
  );

  const run = useCallback(
    (action: BuyAction) => {
      if (!sku) {
        toast(t("PleaseMake"), "error");
        return;
      }
      if (!side) {
        setPending(action);
        return;
      }
      const decision = buyDecision(action, sku, data.inStock, deliveryFacts(side.delivery));
      if (decision === "delay-dialog") setDialog(action);
      else if (decision === "proceed") proceed(action);
    },
    [sku, side, data.inStock, proceed, toast, t],
  );

  useEffect(() => {
    if (pending && side) {
      setPending(null);
      run(pending);
    }
  }, [pending, side, run]);

  const discount = sku && side?.coupons && hasDiscount(sku.specialPrice, side.coupons.discountedPrice) ? sku.specialPrice - side.coupons.discountedPrice : null;

  return (
    <div className={`detail-buy detail-buy--${device}`}>
      {outOfStock && sku ? (
        <OutOfStock key={skuId} sku={sku} spuIsNew={data.spuIsNew} detailPath={data.detailPath} delivery={facts} store={page.store} device={device} />
      ) : (
        <div ref={anchor} className="detail-buy__anchor" style={stuck ? { minHeight: stuck.height } : undefined}>
          <div className={`detail-buy__bar${stuck ? " is-stuck" : ""}`} aria-busy={pending ? true : undefined}>
            <button type="button" className="detail-buy__add" onClick={() => run("add")}>
              {t("detail.addToCart")}
              {discount ? <span className="detail-buy__discount">-{formatPrice(discount, page.store)}</span> : null}
            </button>
            <button type="button" className="detail-buy__now" onClick={() => run("buy")}>
              {t("detail.buyNow")}
            </button>
          </div>
        </div>
      )}
      <DelayDialog
        action={dialog}
        sku={sku?.sku ?? ""}
        estimate={estimatedDelivery(side?.delivery)}
        store={page.store}
        device={device}
        onClose={() => setDialog(null)}
        onConfirm={(action) => {
          // Closed first, so the cart drawer or sheet opens over the page, not behind a modal.
          setDialog(null);
          proceed(action);
        }}
      />
    </div>
  );
}

export const detailBuy = defineSection(Buy);
