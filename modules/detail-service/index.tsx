import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Dialog } from "~modules/kit/dialog";
import { Img } from "~modules/kit/image";
import { useProductState } from "~modules/kit/product/product-state";
import { readSavedZip } from "~modules/kit/saved-zip";
import { ReturnsPolicy, WarrantyPolicy } from "~modules/kit/product/service-policies";
import { formatPrice } from "~schemas/rules/format";
import {
  chosenWrap,
  deliveryEstimate,
  fixedDeliveryText,
  hidesFreeShipping,
  PRICE_MATCH_IDENTIFIER,
  shipFrom,
  shippingRegion,
  stockStatus,
  WARRANTY_YEARS,
  type ServiceRow,
} from "~schemas/rules/product/delivery";
import type { ZipObject } from "~schemas/rules/product/zip";
import type { StoreId } from "~schemas/rules/stores";
import type { serviceSectionSchema } from "~schemas/detail/service";
import type { ContentBlock, Delivery, Wrap } from "~schemas/product";
import type { Device } from "~schemas/rules/device";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-service.css";
import { PostcodeForm } from "./postcode-form";
import { usePageFormAnswer } from "~modules/kit/page-form-answer";
import { callApp } from "~modules/kit/app-api";

type Props = SectionProps<z.output<typeof serviceSectionSchema>>;
type DialogKind = "priceMatch" | "returns" | "warranty" | "eco" | "deliveryOptions";

/**
 * The service card (detail spec 2 "Service card rows", 4, 9): shipping to the shopper's
 * postcode with the postcode input, stock, ship-from, price match, returns, warranty, eco
 * certificate and delivery options. Rows read the chosen SKU's delivery description, which
 * is asked again for the new region after a postcode change.
 */
function ServiceCard({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const { side, sideLoading, reloadSide } = useProductState();
  const [zip, setZip] = useState<ZipObject | null>(data.zip);
  const [open, setOpen] = useState<DialogKind | null>(null);
  const delivery = side?.delivery ?? null;
  const shows = (row: ServiceRow) => data.rows.includes(row);
  const stock = stockStatus(delivery);
  const from = shipFrom(delivery, page.store);

  const onFound = (found: ZipObject) => {
    setZip(found);
    // The zip cookie now names the new region: the chosen SKU's delivery description is asked again.
    reloadSide();
  };

  useEffect(() => {
    // A shared page knows no postcode (a personal one may: then it is in `data`). The one this
    // browser saved shows after hydration, and the delivery is asked for its region.
    if (data.zip) return;
    const saved = readSavedZip();
    if (saved) onFound(saved);
    // Once, after hydration: later postcodes come through the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className={`detail-service detail-service--${device}`} aria-label={t("service.section")} aria-busy={sideLoading || undefined}>
      <ul className="detail-service__rows">
        {shows("shipping") ? (
          <ShippingRow
            store={page.store}
            delivery={delivery}
            zip={zip}
            hideFree={hidesFreeShipping(delivery, page.store, data.isHideFreeShipping)}
            onFound={onFound}
          />
        ) : null}
        {shows("stock") && stock ? (
          <Row icon={stock === "in-stock" ? "check" : "alert"} kind={`stock detail-service__row--${stock}`}>
            {t(stock === "in-stock" ? "service.inStock" : "service.lowStock")}
          </Row>
        ) : null}
        {shows("shipFrom") && from ? (
          <Row icon="pin" kind="ship-from">
            {t("service.shipFrom", {
              place: from.kind === "warehouse" ? (from.code === "CA" ? t("service.warehouse.CA") : t("service.warehouse.NJ")) : from.text,
            })}
          </Row>
        ) : null}
        {shows("priceMatch") ? <OpenerRow icon="tag" kind="price-match" label={t("service.priceMatch")} onOpen={() => setOpen("priceMatch")} /> : null}
        {shows("returns") ? <OpenerRow icon="return" kind="returns" label={t("service.returns")} onOpen={() => setOpen("returns")} /> : null}
        {shows("warranty") ? (
          <OpenerRow icon="shield" kind="warranty" label={t("service.warranty", { years: WARRANTY_YEARS })} onOpen={() => setOpen("warranty")} />
        ) : null}
        {shows("eco") && data.certificate ? <OpenerRow icon="leaf" kind="eco" label={t("service.eco")} onOpen={() => setOpen("eco")} /> : null}
        {shows("deliveryOptions") ? <DeliveryOptionsRow store={page.store} open={open === "deliveryOptions"} onOpen={() => setOpen("deliveryOptions")} onClose={() => setOpen(null)} device={device} /> : null}
      </ul>

      <ServiceDialog kind="priceMatch" open={open === "priceMatch"} onClose={() => setOpen(null)} device={device} title={t("service.priceMatch")}>
        <PriceMatch />
      </ServiceDialog>
      <ServiceDialog kind="returns" open={open === "returns"} onClose={() => setOpen(null)} device={device} title={t("service.returns")}>
        <ReturnsPolicy store={page.store} />
      </ServiceDialog>
      <ServiceDialog
        kind="warranty"
        open={open === "warranty"}
        onClose={() => setOpen(null)}
        device={device}
        title={t("service.warranty", { years: WARRANTY_YEARS })}
      >
        <WarrantyPolicy />
      </ServiceDialog>
      {data.certificate ? (
        <ServiceDialog kind="eco" open={open === "eco"} onClose={() => setOpen(null)} device={device} title={t("service.ecoCertificate")}>
          <Img
            className="detail-service__certificate"
            src={data.certificate}
            alt={t("service.ecoCertificate")}
            width={600}
            height={800}
            // The dialog is 640 px wide on desktop and a full-width sheet on mobile.
            sizes={device === "mobile" ? "100vw" : "640px"}
          />
        </ServiceDialog>
      ) : null}
    </section>
  );
}

/** A service dialog: centred on desktop (the returns dialog 830px wide), a bottom sheet on mobile; z-index 2888 (detail spec 9). */
function ServiceDialog({
  kind,
  open,
  onClose,
  device,
  title,
  children,
}: {
  kind: DialogKind;
  open: boolean;
  onClose: () => void;
  device: Device;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      title={title}
      placement={device === "mobile" ? "bottom" : "center"}
      className={`service-dialog service-dialog--${kind}`}
    >
      {children}
    </Dialog>
  );
}

function Row({ icon, kind, children }: { icon: IconName; kind: string; children: ReactNode }) {
  return (
    <li className={`detail-service__row detail-service__row--${kind}`}>
      <Icon name={icon} />
      <div className="detail-service__content">{children}</div>
    </li>
  );
}

function OpenerRow({ icon, kind, label, onOpen }: { icon: IconName; kind: string; label: string; onOpen: () => void }) {
  return (
    <Row icon={icon} kind={kind}>
      <button type="button" className="detail-service__opener" aria-haspopup="dialog" onClick={onOpen}>
        <span>{label}</span>
        <Icon name="chevron" />
      </button>
    </Row>
  );
}

/**
 * 'Free Shipping to {postcode-city}' ('Deliver to …' where free shipping is hidden), the
 * estimate and the tip. The region opens the postcode input, unless the delivery text is a
 * fixed one that needs no postcode. No delivery data shows the region as none.
 */
function ShippingRow({
  store,
  delivery,
  zip,
  hideFree,
  onFound,
}: {
  store: StoreId;
  delivery: Delivery;
  zip: ZipObject | null;
  hideFree: boolean;
  onFound: (zip: ZipObject) => void;
}) {
  const { t } = useTranslation();
  const { skuCode } = useProductState();
  // A plain post of the postcode (no JavaScript): found, the row shows it and its estimate; refused, the form stays open with its message.
  const posted = usePageFormAnswer("postcode");
  const found = posted?.ok ? posted : null;
  const [editing, setEditing] = useState(Boolean(posted && !posted.ok));
  const regionButton = useRef<HTMLButtonElement>(null);
  const fixed = fixedDeliveryText(delivery);
  const region = shippingRegion(delivery, found?.zip ?? zip);
  const regionText = region ? [region.postcode, region.city].filter(Boolean).join(" ") : t("service.regionNone");
  const estimate = fixed ? null : found?.estimate !== undefined && found.estimate !== null ? found.estimate : deliveryEstimate(delivery);

  const close = () => {
    setEditing(false);
    regionButton.current?.focus();
  };

  return (
    <Row icon="truck" kind="shipping">
      <p className="detail-service__line">
        {fixed ? (
          <span>{t(hideFree ? "service.delivery" : "service.freeShipping")}</span>
        ) : (
          <>
            <span>{t(hideFree ? "service.deliverTo" : "service.freeShippingTo")}</span>{" "}
            <button
              ref={regionButton}
              type="button"
              className="detail-service__region"
              aria-expanded={editing}
              aria-label={t("service.changeRegion", { region: regionText })}
              onClick={() => setEditing((current) => !current)}
            >
              {regionText}
              <Icon name="chevron" />
            </button>
          </>
        )}{" "}
        <Tip />
      </p>
      {fixed ? <p className="detail-service__estimate">{fixed}</p> : null}
      {estimate ? (
        <p className="detail-service__estimate">
          {estimate.kind === "days" ? t("service.estimateDays", { time: estimate.time, type: estimate.type }) : estimate.text}
        </p>
      ) : null}
      {editing && !fixed ? (
        <PostcodeForm
          store={store}
          sku={skuCode}
          onCancel={close}
          onFound={(found) => {
            onFound(found);
            close();
          }}
        />
      ) : null}
      {/* Without JavaScript the region opens nothing: the form is there from the start. */}
      {!editing && !fixed ? (
        <noscript>
          <PostcodeForm store={store} sku={skuCode} onCancel={close} onFound={onFound} />
        </noscript>
      ) : null}
    </Row>
  );
}

/**
 * The tip icon: a short note on delivery times. A mouse shows it on hover (a click keeps it);
 * a touch or the keyboard toggles it; Escape or leaving closes it. Hover is a mouse's only:
 * a tap also fires the emulated enter, which would open and at once toggle it shut.
 */
function Tip() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pointer = useRef<string | null>(null);
  const id = useId();
  return (
    <span
      className="detail-service__tip"
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
    >
      <button
        type="button"
        className="detail-service__tip-button"
        aria-label={t("service.tip")}
        aria-describedby={open ? id : undefined}
        aria-expanded={open}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={() => {
          if (pointer.current === "mouse") setOpen(true);
          else setOpen((current) => !current);
          pointer.current = null;
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        <Icon name="info" />
      </button>
      {open ? (
        <span id={id} role="tooltip" className="detail-service__tip-text">
          {t("service.tipText")}
        </span>
      ) : null}
    </span>
  );
}

/**
 * Delivery options (stores 3 and 4): the chosen delivery service, by default the first one
 * with no amount, named 'Front Door Delivery' when it has no name. Choosing one keeps it in
 * the product state; Add to Cart sends it as the add's giftWrapId.
 */
function DeliveryOptionsRow({
  store,
  open,
  onOpen,
  onClose,
  device,
}: {
  store: StoreId;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  device: Device;
}) {
  const { t } = useTranslation();
  const { side, giftWrapId, selectGiftWrap } = useProductState();
  const wraps = side?.wraps ?? [];
  const chosen = chosenWrap(wraps, giftWrapId);
  const nameOf = (wrap: Wrap | null) => wrap?.name ?? t("service.frontDoor");
  const priceOf = (wrap: Wrap) => (wrap.amount ? `+${formatPrice(wrap.amount, store)}` : t("service.free"));
  const title = t("service.deliveryOptions");
  const group = useId();

  if (wraps.length < 2) {
    // Nothing to choose between: the row only names the service.
    return (
      <Row icon="door" kind="delivery-options">
        <span>
          {title}: {nameOf(chosen)}
        </span>
      </Row>
    );
  }
  return (
    <Row icon="door" kind="delivery-options">
      <button type="button" className="detail-service__opener" aria-haspopup="dialog" onClick={onOpen}>
        <span>
          {title}: <strong>{nameOf(chosen)}</strong>
        </span>
        <Icon name="chevron" />
      </button>
      <ServiceDialog kind="deliveryOptions" open={open} onClose={onClose} device={device} title={title}>
        <fieldset className="service-wraps">
          <legend className="visually-hidden">{title}</legend>
          {wraps.map((wrap) => (
            <label key={wrap.wrapId} className="service-wraps__option">
              <input
                type="radio"
                name={group}
                value={wrap.wrapId}
                checked={chosen?.wrapId === wrap.wrapId}
                onChange={() => {
                  selectGiftWrap(wrap.wrapId);
                  onClose();
                }}
              />
              <span className="service-wraps__name">{nameOf(wrap)}</span>
              <span className="service-wraps__price">{priceOf(wrap)}</span>
            </label>
          ))}
        </fieldset>
      </ServiceDialog>
    </Row>
  );
}

type Block = { state: "loading" } | { state: "ready"; block: ContentBlock } | { state: "failed" };

/** Price Match: the 'day-price-match' content block, asked when the dialog first opens (its HTML is sanitised on the server). */
function PriceMatch() {
  const { t } = useTranslation();
  const [block, setBlock] = useState<Block>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    callApp("GET /api/content-block", { identifier: PRICE_MATCH_IDENTIFIER }, { signal: controller.signal })
      .then((answer) => setBlock("error" in answer ? { state: "failed" } : { state: "ready", block: answer }))
      .catch(() => {
        if (!controller.signal.aborted) setBlock({ state: "failed" });
      });
    return () => controller.abort();
  }, []);
  if (block.state === "loading") return <p className="detail-service__loading">{t("service.loading")}</p>;
  if (block.state === "failed") return <p className="detail-service__failed">{t("service.loadFailed")}</p>;
  return (
    <div className="detail-service__block">
      {block.block.title ? <h3 className="detail-service__block-title">{block.block.title}</h3> : null}
      <div dangerouslySetInnerHTML={{ __html: block.block.content }} />
    </div>
  );
}

type IconName = "truck" | "check" | "alert" | "pin" | "tag" | "return" | "shield" | "leaf" | "door" | "info" | "chevron";

const ICONS: Record<IconName, string> = {
  truck: "M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01",
  check: "M5 12.5l4.5 4.5L19 7.5",
  alert: "M12 4l9 16H3zM12 10v4M12 17v.5",
  pin: "M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zM12 8v4",
  tag: "M3 12V4h8l10 10-8 8zM7.5 7.5v.01",
  return: "M9 7H4v5M4 12a8 8 0 1 0 2.5-5.8L4 8",
  shield: "M12 3l8 3v6c0 4.5-3.5 8-8 9-4.5-1-8-4.5-8-9V6z",
  leaf: "M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8",
  door: "M6 3h12v18H6zM14 12v.01",
  info: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01",
  chevron: "M9 6l6 6-6 6",
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg className={`detail-service__icon detail-service__icon--${name}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const detailService = defineSection(ServiceCard);
