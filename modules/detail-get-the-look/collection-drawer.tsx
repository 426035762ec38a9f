import { Dialog } from "~modules/kit/dialog";
import { useTranslation } from "~modules/kit/i18n";
import { ProductCard } from "~modules/kit/product-card/product-card";
import type { Suggestion } from "~schemas/product";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";

/** The list the collection's cards report with product_click and the quick view's open. */
export const COLLECTION_LIST = "get-the-look";

/**
 * The collection's products: the kit's dialog as a 500 px right drawer on desktop and a
 * bottom popup on a phone (focus moves in and back to the link, Escape closes), titled with
 * the link's words, two cards a row.
 */
export default function CollectionDrawer({
  open,
  onClose,
  tag,
  items,
  store,
  device,
}: {
  open: boolean;
  onClose: () => void;
  tag: string;
  items: Suggestion[];
  store: StoreId;
  device: Device;
}) {
  const { t } = useTranslation();
  const title = t("crossSell.shopCollection", { tag });
  return (
    <Dialog open={open} onClose={onClose} label={title} title={title} placement={device === "mobile" ? "bottom" : "right"} className={`detail-look-drawer detail-look-drawer--${device}`}>
      <ul className="detail-look-drawer__grid">
        {items.map((product, index) => (
          <li key={`${product.detailUrl}-${index}`}>
            <ProductCard product={product} index={index} storeId={store} device={device} list={COLLECTION_LIST} sizes={device === "mobile" ? "50vw" : "230px"} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
