import { Link, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useAccount, useAccountActions, useAccountChanges } from "~modules/kit/account";
import { callApp } from "~modules/kit/app-api";
import { useTranslation } from "~modules/kit/i18n";
import { ProductCard } from "~modules/kit/product-card/product-card";
import { useLocalWishes, useWishlistMerges } from "~modules/kit/wishlist";
import type { ListingProduct } from "~schemas/backoffice";
import type { WishlistPageAnswer } from "~schemas/app-api";
import type { Device } from "~schemas/rules/device";
import { DEFAULT_STORE_ID } from "~schemas/rules/stores";
import { guestWishPage, WISHLIST_PAGE_SIZE, type Wish } from "~schemas/rules/wishlist";
import type { RootData } from "~/lib/root-data";
import { StorefrontShell } from "./storefront-shell";
import "./wishlist-page.css";

/** What the /wishlist route's loader gives the page: the server list's page (null when it could not be read). */
export type WishlistPageData = { list: WishlistPageAnswer | null; page: number };

type Shown = { items: ListingProduct[]; total: number; maxPage: number; page: number };

/**
 * The /wishlist page (detail spec 4 "Wishlist"). A logged-in shopper's page comes from the
 * server (getWishlistMyList, a page at a time), so it shows before any script runs. A guest's
 * list is in their browser: read after hydration, sliced by page there and its products asked
 * by id (getSkuIdList), total and maxPage computed. A login on the page (or the merge after
 * it) loads the page again from the server.
 */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  return (
    <StorefrontShell>
      <WishlistContent data={data} />
    </StorefrontShell>
  );
}

/** Inside the shell: the account and the wishlist are its providers'. */
function WishlistContent({ data }: { data: WishlistPageData }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const device = root?.device ?? "desktop";
  const account = useAccount();
  const revalidator = useRevalidator();
  const changes = useAccountChanges();
  const merges = useWishlistMerges();

  // A login or logout here, and the merge after a login, change what the server has to show.
  const seen = useRef({ changes, merges });
  useEffect(() => {
    if (seen.current.changes === changes && seen.current.merges === merges) return;
    seen.current = { changes, merges };
    revalidator.revalidate();
  }, [changes, merges, revalidator]);

  // Logged in while the page was asked for as a guest (the login cookie came later): ask the server again.
  const asked = useRef(false);
  useEffect(() => {
    if (account.status !== "logged-in" || data.list?.status !== "guest" || asked.current) return;
    asked.current = true;
    revalidator.revalidate();
  }, [account.status, data.list?.status, revalidator]);

  let body;
  if (data.list === null) body = <p role="alert">{t("wishlistPage.loadFailed")}</p>;
  else if (data.list.status === "logged-in") body = <WishlistItems shown={data.list} device={device} />;
  else body = <GuestWishlist page={data.page} device={device} />;

  return (
    <div className={`wishlist-page wishlist-page--${device}`}>
      <h1 className="wishlist-page__title">{t("wishlistPage.title")}</h1>
      {body}
    </div>
  );
}

function GuestWishlist({ page, device }: { page: number; device: Device }) {
  const { t } = useTranslation();
  const { openLogin } = useAccountActions();
  const local = useLocalWishes();
  // The list as first read: a heart taken off here leaves its card in place (it can be put
  // back, and the focus stays), as on a logged-in shopper's page; the next visit leaves it out.
  const [kept, setKept] = useState<Wish[] | null>(null);
  useEffect(() => {
    if (local && !kept) setKept(local);
  }, [local, kept]);
  const [loaded, setLoaded] = useState<{ key: string; items: ListingProduct[] | null } | null>(null);
  const slice = kept ? guestWishPage(kept, page, WISHLIST_PAGE_SIZE) : null;
  const key = slice ? slice.skuIds.join(",") : "";

  useEffect(() => {
    if (!slice || slice.skuIds.length === 0) return;
    const controller = new AbortController();
    callApp("GET /api/wishlist-products", { skuIds: key }, { signal: controller.signal }).then(
      (answer) => setLoaded({ key, items: "error" in answer ? null : answer.items }),
      () => {
        if (!controller.signal.aborted) setLoaded({ key, items: null });
      },
    );
    return () => controller.abort();
    // The slice is known by its skuIds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const note = (
    <p className="wishlist-page__note">
      {t("wishlistPage.guestNote")}{" "}
      <button type="button" className="wishlist-page__login" onClick={() => openLogin({ pageType: "wishlist" })}>
        {t("wishlistPage.logIn")}
      </button>
    </p>
  );

  // Before the browser's list is read (the server HTML, hydration; all there is without script).
  if (!slice) return <p className="wishlist-page__pending">{t("wishlistPage.noScript")}</p>;
  if (slice.total === 0) {
    return (
      <>
        {note}
        <p className="wishlist-page__empty">{t("wishlistPage.empty")}</p>
      </>
    );
  }
  const current = loaded?.key === key ? loaded.items : undefined;
  return (
    <>
      {note}
      {current === undefined ? (
        <p role="status">{t("wishlistPage.loading")}</p>
      ) : current === null ? (
        <p role="alert">{t("wishlistPage.loadFailed")}</p>
      ) : (
        <WishlistItems shown={{ items: current, total: slice.total, maxPage: slice.maxPage, page: slice.page }} device={device} />
      )}
    </>
  );
}

function WishlistItems({ shown, device }: { shown: Shown; device: Device }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const storeId = root?.storeId ?? DEFAULT_STORE_ID;
  if (shown.total === 0) return <p className="wishlist-page__empty">{t("wishlistPage.empty")}</p>;
  return (
    <>
      <p className="wishlist-page__count">{t("wishlistPage.count", { count: shown.total })}</p>
      <ul className="wishlist-page__grid">
        {shown.items.map((product, index) => (
          <li key={product.skuId ?? index}>
            <ProductCard product={product} index={index} storeId={storeId} device={device} list="wishlist" addToCart={{}} eager={index < 4} />
          </li>
        ))}
      </ul>
      <Pages page={shown.page} maxPage={shown.maxPage} />
    </>
  );
}

/** Links to the pages before and after (plain links: a logged-in shopper's pages work without script). */
function Pages({ page, maxPage }: { page: number; maxPage: number }) {
  const { t } = useTranslation();
  if (maxPage <= 1) return null;
  return (
    <nav className="wishlist-page__pages" aria-label={t("wishlistPage.pages")}>
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} rel="prev" className="wishlist-page__page-link">
          {t("wishlistPage.previous")}
        </Link>
      ) : null}
      <span className="wishlist-page__page">{t("wishlistPage.pageOf", { page, count: maxPage })}</span>
      {page < maxPage ? (
        <Link to={`?page=${page + 1}`} rel="next" className="wishlist-page__page-link">
          {t("wishlistPage.next")}
        </Link>
      ) : null}
    </nav>
  );
}
