import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { z } from "zod";
import { useTranslation } from "~modules/kit/i18n";
import { useCart } from "~modules/kit/cart/cart-provider";
import { useProductState } from "~modules/kit/product/product-state";
import { useToast } from "~modules/kit/toast";
import { track } from "~modules/kit/analytics";
import { buyDecision, deliveryFacts, estimatedDelivery, showsOutOfStock, type BuyAction } from "~schemas/rules/product/buying";
import { accessoryProductIds } from "~schemas/rules/product/upgrades";
import { addSourcePositions, type AddOrigin } from "~schemas/rules/product/add-source";
import type { buySectionSchema } from "~schemas/detail/buy";
import type { CartResponse } from "~schemas/rules/cart";
import type { Translate } from "~schemas/rules/translate";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import { usePageFormPost } from "~modules/kit/page-form-answer";
import type { DetailPageContext } from "../detail-types";
import { splitPart } from "~modules/kit/split-part";

// The delivery-delay dialog opens for few SKUs, on the shopper's click: its code loads then.
const DelayDialog = splitPart("delay-dialog", () => import("./delay-dialog").then((code) => code.DelayDialog));

export type BuyData = z.output<typeof buySectionSchema>;

/**
 * What an add came to: `added` (the cart drawer or sheet opened), `failed` (a toast said so),
 * or `outOfStock`: the SKU has no stock left, so the delivery-delay dialog opened instead and
 * its confirm adds later (detail spec 7: "outOfStock result keeps quick view open").
 */
export type BuyResult = "added" | "failed" | "outOfStock";

/** The page action's answer to an add as the cart's after-add code reads a /api/cart answer. */
function cartAnswer(answer: PageFormAnswer, t: Translate): CartResponse {
  if (answer.ok && answer.cart) return { ok: true, cart: answer.cart };
  const error = answer.errors.form ?? answer.errors.productIds;
  return { ok: false, error: error?.key ?? "cart.failed", message: error?.text ?? (error ? t(error.key, error.params) : undefined) };
}

/**
 * The buying rules of the buy section (detail spec 2, 4, 5), for any button that buys: the
 * section's bar and the quick view's footer. `run` checks the chosen SKU, waits for its
 * delivery data, opens the delivery-delay dialog when the rules say so (render `dialog`),
 * else adds with the checked upgrades and the chosen delivery service.
 */
export function useBuy(data: BuyData, page: DetailPageContext, onResult?: (result: BuyResult) => void) {
  const { t } = useTranslation();
  const { skuId, side, upgrades, giftWrapId, accessories, provideAdd } = useProductState();
  const cart = useCart();
  // The product page's own bar posts through the page's fetcher; the quick view has none and calls /api/cart.
  const post = usePageFormPost();
  const toast = useToast();
  const [dialogAction, setDialogAction] = useState<{ action: BuyAction; origin: AddOrigin } | null>(null);
  // A click while the chosen SKU's delivery data loads waits for it.
  const [pending, setPending] = useState<{ action: BuyAction; origin: AddOrigin } | null>(null);
  const sku = skuId ? data.skus[skuId] : undefined;
  // Until the chosen SKU's delivery data arrives, its own status and quantity decide.
  const facts = deliveryFacts(side?.delivery);
  const outOfStock = showsOutOfStock(sku, side ? facts : { ...facts, timeAvailable: true });

  const proceed = useCallback(
    (action: BuyAction, origin: AddOrigin) => {
      if (!sku) return;
      const productIds = [sku.productId, ...accessoryProductIds(upgrades, accessories)];
      // The spec's source positions (detail spec 9) in `position`, not `source`: every event's
      // `source` is the listing it came from (modules/kit/analytics.ts).
      const positions = addSourcePositions(origin);
      track("add_button", { sku: sku.sku, position: positions.click, upgrades: productIds.length - 1 });
      // The service card's chosen delivery service travels with the add (detail spec 7, Wrap list).
      const options = giftWrapId ? { giftWrapId } : {};
      let added: Promise<boolean>;
      if (post) {
        // On its page the bar posts to the page's action, as it does without scripts; the cart's after-add code is the same.
        const fields = new FormData();
        fields.set("intent", action === "buy" ? "buy-now" : "add-to-cart");
        for (const productId of productIds) fields.append("productIds", productId);
        if (giftWrapId) fields.set("giftWrapId", giftWrapId);
        added = cart.addWith(() => post.send(fields).then((answer) => cartAnswer(answer, t)), options);
      } else added = cart.add(productIds, options);
      void added.then((done) => {
        if (done) track("add_to_cart", { sku: sku.sku, position: positions.added, upgrades: productIds.length - 1 });
        onResult?.(done ? "added" : "failed");
      });
    },
    [sku, upgrades, accessories, cart, giftWrapId, onResult, post, t],
  );

  const run = useCallback(
    (action: BuyAction, origin: AddOrigin = "main") => {
      if (!sku) {
        toast(t("PleaseMake"), "error");
        return;
      }
      if (!side) {
        setPending({ action, origin });
        return;
      }
      const decision = buyDecision(action, sku, data.inStock, deliveryFacts(side.delivery));
      if (decision === "delay-dialog") {
        setDialogAction({ action, origin });
        onResult?.("outOfStock");
      } else if (decision === "proceed") proceed(action, origin);
    },
    [sku, side, data.inStock, proceed, toast, t, onResult],
  );

  useEffect(() => {
    if (pending && side) {
      setPending(null);
      run(pending.action, pending.origin);
    }
  }, [pending, side, run]);

  // The Discount Details dialog adds through these rules (detail spec 2): handed in once, always the latest.
  const latestRun = useRef(run);
  latestRun.current = run;
  useEffect(() => provideAdd((origin) => latestRun.current("add", origin)), [provideAdd]);

  const dialog: ReactNode = dialogAction === null ? null : (
    <DelayDialog
      action={dialogAction.action}
      sku={sku?.sku ?? ""}
      estimate={estimatedDelivery(side?.delivery)}
      store={page.store}
      device={page.device}
      onClose={() => setDialogAction(null)}
      onConfirm={(action) => {
        // Closed first, so the cart drawer or sheet opens over the page, not behind a modal.
        const { origin } = dialogAction;
        setDialogAction(null);
        proceed(action, origin);
      }}
    />
  );

  return { sku, skuId, side, facts, outOfStock, pending, run, dialog };
}
