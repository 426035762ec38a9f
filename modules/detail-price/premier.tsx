import { lazy, Suspense, useRef, useState } from "react";
import { useAccount } from "~modules/kit/account";
import { callApp } from "~modules/kit/app-api";
import { useTranslation } from "~modules/kit/i18n";
import { useToast } from "~modules/kit/toast";
import { formatPrice } from "~schemas/rules/format";
import { premierDialogFor, premierLinePrice, showsPremierPrice } from "~schemas/rules/premier";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import type { CouponList } from "~schemas/product";
import "./premier.css";

/*
 * The 'with Premier {member price}' link of the price block (detail spec 2 "Anniversary mode",
 * 4 "Premier membership"; docs/accounts.md#premier-membership). Member info is personal, so
 * the server renders the link's line empty (the page stays the same for every shopper) and the
 * browser fills it once it knows the account; the line is there from the start on every SKU
 * some shopper could see the link on, so its arrival moves nothing.
 */

// The dialogs' code loads on the first click: most shoppers never open them.
const PremierDialogs = lazy(() => import("./premier-dialogs").then((module) => ({ default: module.PremierDialogs })));

type Opened = "member-coupons" | "buy-membership";

/** A cart known to hold the membership: the shopper added it in this page. */
const WITH_MEMBERSHIP = [{ isMemberSku: true }];

export function PremierLine({
  coupons,
  itemPrice,
  store,
  device,
  onCoupons,
}: {
  /** The chosen SKU's coupon data (its member coupons and member price). */
  coupons: CouponList;
  /** The item's price as the block shows it, for the buy-membership dialog's comparison. */
  itemPrice: number;
  store: StoreId;
  device: Device;
  /** Opens the coupon dialog (Discount Details with every coupon): a cart that holds the membership leads there. */
  onCoupons: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const account = useAccount();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [reading, setReading] = useState(false);
  const busy = useRef(false);
  // Detail spec 4: on mobile, an added membership is marked as purchased.
  const [purchased, setPurchased] = useState(false);

  const price = premierLinePrice(coupons);
  if (price === null || !coupons) return null;
  const member = account.status === "logged-in" ? account.member : null;
  const shows = member !== null && showsPremierPrice(member, coupons.memberCouponList);

  const choose = async () => {
    if (busy.current || !member) return;
    let next = premierDialogFor(member, purchased ? WITH_MEMBERSHIP : null);
    if (next === "read-cart") {
      busy.current = true;
      setReading(true);
      try {
        const answer = await callApp("GET /api/cart", {});
        next = answer.ok ? premierDialogFor(member, answer.cart.lines) : "read-cart";
      } catch {
        // Offline: the same as a refused read.
      } finally {
        busy.current = false;
        setReading(false);
      }
      if (next === "read-cart") {
        toast(t("premier.cartFailed"), "error");
        return;
      }
    }
    if (next === "coupons") onCoupons();
    else setOpened(next);
  };

  return (
    <>
      <p className="detail-price__premier">
        {shows ? (
          <button type="button" className="detail-price__premier-link" aria-haspopup="dialog" aria-busy={reading || undefined} onClick={() => void choose()}>
            {t("premier.withPremier")} <strong>{formatPrice(price, store)}</strong>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" fill="currentColor" />
            </svg>
          </button>
        ) : null}
      </p>
      {opened && member ? (
        <Suspense fallback={null}>
          <PremierDialogs
            kind={opened}
            member={member}
            memberCoupons={coupons.memberCouponList}
            memberPrice={price}
            itemPrice={itemPrice}
            store={store}
            device={device}
            onClose={() => setOpened(null)}
            onAdded={() => {
              if (device === "mobile") setPurchased(true);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
