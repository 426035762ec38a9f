import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Dialog } from "~modules/kit/dialog";
import { Img, remSizes } from "~modules/kit/image";
import { track } from "~modules/kit/analytics";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import { CubeIcon, ListIcon } from "./icons";
import { uniqueProducts } from "./pick";
import { popoverPlacement } from "./placement";
import { ProductDialog } from "./product-dialog";
import { ScenePrice } from "./scene-price";
import type { RoomScene, ScenePoint } from "~schemas/scene-data";
import { useStorefrontHref } from "~modules/kit/storefront-links";

export const POPOVER_IMAGE = { width: 160, height: 160 } as const;
const THUMB = { width: 120, height: 120 } as const;

/** The 3D room page of a scene's plan (landing spec 2.5), opened in a new tab: a storefront page (useStorefrontHref). */
export function roomPlanHref(planId: string): string {
  return `/3d-room?planId=${encodeURIComponent(planId)}`;
}

export type SceneIdea = {
  /** The picked total 'Shop this idea ({total})' shows. */
  total: number;
  /** How many products are picked: with none, 'Shop this idea' does nothing. */
  pickedCount: number;
  /** The batch add of the picked products; true when added. */
  shop: () => Promise<boolean>;
  addOne: (skuId: string) => Promise<boolean>;
};

type Props = {
  scene: RoomScene;
  device: Device;
  storeId: StoreId;
  /** Above the fold: the picture loads at once. */
  eager: boolean;
  /** The page's first large image: the picture is fetched ahead of the page's other images. */
  priority?: boolean;
  /** How wide the picture shows where it is placed (the `sizes` attribute). */
  sizes: string;
  idea: SceneIdea;
};

/** Product images in a popover and the 'All Products' list (scenes.css: 3.75rem and 2.5rem on desktop, 10.67rem and 12.8rem on mobile). */
const POPOVER_SIZES = { desktop: remSizes("desktop", 3.75), mobile: remSizes("mobile", 10.67) } as const;
const THUMB_SIZES = { desktop: remSizes("desktop", 2.5), mobile: remSizes("mobile", 12.8) } as const;

function Hotspot({
  point,
  spot,
  device,
  storeId,
  open,
  onToggle,
  onClose,
  onOpenProduct,
}: {
  point: ScenePoint;
  spot: { x: number; y: number };
  device: Device;
  storeId: StoreId;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onOpenProduct: () => void;
}) {
  const { t } = useTranslation();
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const placement = popoverPlacement(device, spot.x, spot.y);
  const style = { left: `${spot.x}%`, top: `${spot.y}%` } as CSSProperties;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };

  return (
    <li className={`scene__spot${open ? " is-open" : ""}`} style={style} data-spot-open={open} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="scene__hotspot"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={t("scenes.hotspot", { name: point.name })}
        data-x={spot.x}
        data-y={spot.y}
        onClick={onToggle}
      >
        <span className="scene__dot" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={popoverId}
          role="group"
          aria-label={point.name}
          className={`scene-popover scene-popover--${placement.side} scene-popover--align-${placement.align}`}
          data-side={placement.side}
          data-align={placement.align}
        >
          <button type="button" className="scene-popover__product" aria-haspopup="dialog" onClick={onOpenProduct}>
            {point.imageUrl ? <Img src={point.imageUrl} alt="" {...POPOVER_IMAGE} sizes={POPOVER_SIZES[device]} eager className="scene-popover__image" /> : null}
            <span className="scene-popover__name">{point.name}</span>
          </button>
          <ScenePrice point={point} storeId={storeId} className="scene-popover__price" />
          {device === "desktop" && point.detailUrl ? (
            <a className="scene-popover__more" href={point.detailUrl}>
              {t("scenes.seeMore")}
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A scene picture with its tools (landing spec 2.5): hotspots at percent positions per device,
 * each a button that toggles its product popover (placed as spec 4.2 says); 'All Products'
 * (a product panel over the picture on desktop, the 'In This Idea' sheet on mobile); the
 * '3D Room' button when the scene has a plan; the product dialog of a hotspot's product.
 */
export function SceneView({ scene, device, storeId, eager, priority = false, sizes, idea }: Props) {
  const { t } = useTranslation();
  const storefrontHref = useStorefrontHref();
  const picture = scene.pictures[device];
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [allOpen, setAllOpen] = useState(false);
  const [product, setProduct] = useState<ScenePoint | null>(null);
  const panelId = useId();
  const products = uniqueProducts(scene.points);

  // A press anywhere but on the open hotspot or its popover closes the popover.
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-spot-open="true"]')) setOpenIndex(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openIndex]);

  const openProduct = (point: ScenePoint) => {
    setProduct(point);
    track("product_click", { sceneId: scene.id, skuId: point.skuId });
  };

  const productRow = (point: ScenePoint) => (
    <li key={point.skuId} className="scene-products__item">
      <button type="button" className="scene-products__open" aria-haspopup="dialog" onClick={() => openProduct(point)}>
        {point.imageUrl ? <Img src={point.imageUrl} alt="" {...THUMB} sizes={THUMB_SIZES[device]} className="scene-products__thumb" /> : <span className="scene-products__thumb" />}
        <span className="scene-products__name">{point.name}</span>
      </button>
      <ScenePrice point={point} storeId={storeId} className="scene-products__price" />
    </li>
  );

  return (
    <div className={`scene scene--${device}`} data-scene-id={scene.id}>
      <div className="scene__canvas">
        <Img
          src={picture.src}
          alt={scene.name ?? ""}
          width={picture.width}
          height={picture.height}
          sizes={sizes}
          eager={eager}
          priority={priority}
          className="scene__picture"
        />
        <ul className="scene__spots" aria-label={t("scenes.productsInRoom")}>
          {scene.points.map((point, index) => {
            const spot = point[picture.positions];
            if (!spot) return null;
            return (
              <Hotspot
                key={`${point.skuId}-${index}`}
                point={point}
                spot={spot}
                device={device}
                storeId={storeId}
                open={openIndex === index}
                onToggle={() => {
                  const opening = openIndex !== index;
                  setOpenIndex(opening ? index : null);
                  if (opening) track("scene_click", { sceneId: scene.id, skuId: point.skuId });
                }}
                onClose={() => setOpenIndex(null)}
                onOpenProduct={() => openProduct(point)}
              />
            );
          })}
        </ul>
        {device === "desktop" && allOpen ? (
          <div id={panelId} className="scene__all" role="region" aria-label={t("scenes.allProducts")}>
            <ul className="scene-products">{products.map(productRow)}</ul>
          </div>
        ) : null}
      </div>
      <div className="scene__tools">
        {products.length > 0 ? (
          <button
            type="button"
            className="scene__tool"
            aria-expanded={allOpen}
            aria-controls={device === "desktop" && allOpen ? panelId : undefined}
            aria-haspopup={device === "mobile" ? "dialog" : undefined}
            onClick={() => setAllOpen((value) => !value)}
          >
            <ListIcon />
            {t("scenes.allProducts")}
          </button>
        ) : null}
        {scene.planId ? (
          <a className="scene__tool" href={storefrontHref(roomPlanHref(scene.planId))} target="_blank" rel="noopener">
            <CubeIcon />
            {t("scenes.room3d")}
            <span className="visually-hidden"> {t("scenes.newTab")}</span>
          </a>
        ) : null}
      </div>
      {device === "mobile" ? (
        <Dialog
          open={allOpen}
          onClose={() => setAllOpen(false)}
          label={t("scenes.inThisIdea")}
          title={t("scenes.inThisIdea")}
          placement="bottom"
          className="in-this-idea"
        >
          <ul className="scene-products">{products.map(productRow)}</ul>
          <button
            type="button"
            className="button scene-button in-this-idea__shop"
            aria-disabled={idea.pickedCount === 0 ? "true" : undefined}
            onClick={() => {
              void idea.shop().then((added) => {
                if (added) setAllOpen(false);
              });
            }}
          >
            {t("scenes.shopIdeaTotal", { total: formatPrice(idea.total, storeId) })}
          </button>
        </Dialog>
      ) : null}
      <ProductDialog point={product} device={device} storeId={storeId} onClose={() => setProduct(null)} onAdd={idea.addOne} />
    </div>
  );
}
