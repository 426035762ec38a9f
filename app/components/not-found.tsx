import { useRouteLoaderData } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { Device } from "~schemas/rules/device";
import type { NotFoundData } from "~schemas/rules/not-found";
import type { RootData } from "~/lib/root-data";
import { DEFAULT_STORE_ID, type StoreId } from "~schemas/rules/stores";
import type { ListingProduct } from "~schemas/backoffice";
import { openQuickView } from "~modules/kit/quick-view-opener";
import type { CartSuggestion } from "~schemas/rules/cart";
import { ProductCard } from "~modules/kit/product-card/product-card";
import { StorefrontShell } from "./storefront-shell";
import "./not-found.css";

/**
 * The not-found page (landing spec 2.8): the 4-0-4 graphic, the tip variant the server
 * chose, the button to the homepage and, when recommendations came, the 'you may also
 * like' grid. Without data (a bare 404) it shows the first variant and no grid.
 */
export function NotFoundPage({ data }: { data: NotFoundData | null }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const device = root?.device ?? "desktop";
  const storeId = root?.storeId ?? DEFAULT_STORE_ID;
  const alternate = data?.tip === "alternate";
  return (
    <StorefrontShell>
      <div className={`not-found not-found--${device}`} data-tip={alternate ? "alternate" : "content"} data-not-found="">
        <p className="not-found__graphic" aria-hidden="true">
          <span>4</span>
          <span>0</span>
          <span>4</span>
        </p>
        <h1 className="not-found__title">{alternate ? t("notFound.alternateTip") : t("content404")}</h1>
        {alternate ? null : <p className="not-found__tip">{t("tips404")}</p>}
        {/* The spec's './' only reaches the homepage from one level deep. */}
        <a className="button not-found__home" href="/">
          {alternate ? t("notFound.goHome") : t("button404")}
        </a>
        {data?.products?.length ? <Recommendations products={data.products} device={device} storeId={storeId} /> : null}
      </div>
    </StorefrontShell>
  );
}

/**
 * 'You may also like': product cards, 4 per row (2 on the mobile design), each with Add to
 * Cart. On mobile a tap on a card first selects it (by detailUrl); a second tap on the
 * selected card opens the mobile add-to-cart sheet (the quick view's 'Product Details'
 * sheet) on the card's current SKU, so the shopper chooses before anything is added
 * (landing spec 2.8, 4.9). Buttons and the pick box inside a card keep their own behaviour.
 */
function Recommendations({ products, device, storeId }: { products: ListingProduct[]; device: Device; storeId: StoreId }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const suggestions: CartSuggestion[] = products.flatMap((product) => {
    const productId = product.skuId ?? product.entityId;
    if (!productId) return [];
    return [{ productId, name: product.name ?? product.productName ?? productId, imageUrl: product.imageUrl, price: product.specialPrice, detailUrl: product.detailUrl }];
  });

  const onMobileTap = (event: MouseEvent<HTMLLIElement>, product: ListingProduct) => {
    if ((event.target as Element).closest("button, input, label")) return;
    event.preventDefault();
    if (selected !== product.detailUrl) {
      setSelected(product.detailUrl ?? null);
      return;
    }
    if (!product.detailUrl) return;
    // The card knows which SKU its swatches left it on; the sheet starts there.
    const skuId = event.currentTarget.querySelector<HTMLElement>("[data-sku]")?.dataset.sku ?? null;
    openQuickView({ detailUrl: product.detailUrl, skuId, list: "not-found" });
  };

  return (
    <section className="not-found__recommendations" aria-labelledby="not-found-like">
      <h2 id="not-found-like" className="not-found__like">
        {t("shop.youMayAlsoLike")}
      </h2>
      <ul className="not-found__grid">
        {products.map((product, index) => (
          <li
            key={`${product.detailUrl}-${index}`}
            onClickCapture={device === "mobile" ? (event) => onMobileTap(event, product) : undefined}
            data-selected={device === "mobile" && selected === product.detailUrl ? "" : undefined}
          >
            <ProductCard
              product={product}
              index={index}
              storeId={storeId}
              device={device}
              list="not-found"
              addToCart={{ suggestions }}
              selected={device === "mobile" && selected === product.detailUrl}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
