import { useTranslation } from "~modules/kit/i18n";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import type { ScenePoint } from "~schemas/scene-data";

/** A product's price: the discounted price with the special price struck through, or the special price alone. */
export function ScenePrice({ point, storeId, className }: { point: Pick<ScenePoint, "price" | "discountedPrice">; storeId: StoreId; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`scene-price${className ? ` ${className}` : ""}`}>
      {point.discountedPrice !== null ? (
        <>
          <span className="scene-price__now">{formatPrice(point.discountedPrice, storeId)}</span>{" "}
          <s className="scene-price__was">
            <span className="visually-hidden">{t("scenes.was")} </span>
            {formatPrice(point.price, storeId)}
          </s>
        </>
      ) : (
        <span className="scene-price__now">{formatPrice(point.price, storeId)}</span>
      )}
    </span>
  );
}
