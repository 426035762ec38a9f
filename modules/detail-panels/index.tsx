import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Dialog } from "~modules/kit/dialog";
import { useProductState } from "~modules/kit/product/product-state";
import { ReturnsPolicy, ShippingPolicy } from "~modules/kit/product/service-policies";
import type { panelsSectionSchema } from "~schemas/detail/panels";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-panels.css";
import { TruncatedText } from "./truncated-text";

type Props = SectionProps<z.output<typeof panelsSectionSchema>>;
type Data = Props["data"];
type SkuPanels = Data["bySku"][string];
type PanelKey = "description" | "specification" | "dimensions" | "assembly" | "care" | "returns" | "brand" | "shipping";
type Panel = { key: PanelKey; title: string; body: ReactNode };

/** The chosen SKU's rows; with no SKU chosen (a combination without one) the first SKU's. */
function useSkuPanels(data: Data): SkuPanels | undefined {
  const { skuId } = useProductState();
  return (skuId ? data.bySku[skuId] : undefined) ?? Object.values(data.bySku)[0];
}

function Rows({ rows, className }: { rows: { label: string; value: string }[]; className: string }) {
  return (
    <dl className={`detail-panels__rows ${className}`}>
      {rows.map((row) => (
        <div key={row.label} className="detail-panels__pair">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Seat star ratings (detail spec 9): four items on a 5-step scale, in the store's seat-rating language. */
function SeatRatings({ ratings, steps, language }: { ratings: SkuPanels["seatRatings"]; steps: number; language: string }) {
  const { t } = useTranslation();
  return (
    <div className="seat-ratings" lang={language}>
      <h3 className="detail-panels__subtitle">{t("service.panels.seatRatings")}</h3>
      <ul className="seat-ratings__list">
        {ratings.map((rating) => (
          <li key={rating.item} className="seat-ratings__item" data-item={rating.item} data-value={rating.value}>
            <span className="seat-ratings__name">{rating.name}</span>
            <span
              className="seat-ratings__scale"
              role="img"
              aria-label={t("service.panels.seatValue", { value: rating.value, steps, low: rating.low, high: rating.high })}
            >
              {Array.from({ length: steps }, (_, index) => (
                <span key={index} className={`seat-ratings__step${index + 1 === rating.value ? " seat-ratings__step--on" : ""}`} />
              ))}
            </span>
            <span className="seat-ratings__ends" aria-hidden="true">
              <span>{rating.low}</span>
              <span>{rating.high}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Care notes per store (detail spec 9): the dimension tolerance where the store has one, colours, natural materials, care tips. */
function CareNotes({ tolerance }: { tolerance: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="detail-panels__care">
      <ul className="detail-panels__list">
        {tolerance ? <li>{t("service.panels.careTolerance", { tolerance })}</li> : null}
        <li>{t("service.panels.careColour")}</li>
        <li>{t("service.panels.careNatural")}</li>
      </ul>
      <h3 className="detail-panels__subtitle">{t("service.panels.careTipsTitle")}</h3>
      <ul className="detail-panels__list">
        <li>{t("service.panels.careSun")}</li>
        <li>{t("service.panels.careChemicals")}</li>
        <li>{t("service.panels.careCheck")}</li>
      </ul>
    </div>
  );
}

/** The panels that have something to show, in order. Description is not among them on mobile (it stands above the rows). */
function usePanels(data: Data, page: Props["page"], sku: SkuPanels | undefined): Panel[] {
  const { t } = useTranslation();
  const panels: Panel[] = [];
  if (data.description) panels.push({ key: "description", title: t("service.panels.description"), body: <TruncatedText html={data.description} /> });
  if (sku && sku.specifications.length > 0) {
    panels.push({ key: "specification", title: t("service.panels.specification"), body: <Rows rows={sku.specifications} className="detail-panels__rows--spec" /> });
  }
  if (sku && (sku.dimensions.length > 0 || sku.seatRatings.length > 0)) {
    panels.push({
      key: "dimensions",
      title: t("service.panels.dimensions"),
      body: (
        <>
          {sku.dimensions.length > 0 ? <Rows rows={sku.dimensions} className="detail-panels__rows--dimensions" /> : null}
          {sku.seatRatings.length > 0 ? <SeatRatings ratings={sku.seatRatings} steps={data.seatSteps} language={data.seatLanguage} /> : null}
        </>
      ),
    });
  }
  if (sku && sku.guides.length > 0) {
    panels.push({
      key: "assembly",
      title: t("service.panels.assembly"),
      body: (
        <ul className="detail-panels__list detail-panels__guides">
          {sku.guides.map((guide) => (
            <li key={guide.n}>
              <a href={guide.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
                {guide.title ?? t("service.panels.assemblyGuide", { n: guide.n })} ({t("service.panels.pdf")})
              </a>
            </li>
          ))}
        </ul>
      ),
    });
  }
  panels.push({ key: "care", title: t("service.panels.care"), body: <CareNotes tolerance={data.careTolerance} /> });
  panels.push({ key: "returns", title: t("service.panels.returns"), body: <ReturnsPolicy store={page.store} /> });
  if (data.brand) {
    panels.push({
      key: "brand",
      title: t("service.panels.brand"),
      body: (
        <div className="detail-panels__brand">
          <p className="detail-panels__brand-name">{t("service.panels.designBy", { brand: data.brand.name })}</p>
          {data.brand.description ? <p>{data.brand.description}</p> : null}
        </div>
      ),
    });
  }
  return panels;
}

/** Open at first on desktop: what a shopper reads first. */
const OPEN_ON_DESKTOP: PanelKey[] = ["description", "specification", "dimensions"];

/** Desktop: the panels as a list of disclosures, the first three open. */
function DesktopPanels({ data, page }: Props) {
  const { t } = useTranslation();
  const panels = usePanels(data, page, useSkuPanels(data));
  const [open, setOpen] = useState<Set<PanelKey>>(() => new Set(OPEN_ON_DESKTOP));
  const id = useId();
  const toggle = (key: PanelKey) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <section className="detail-panels detail-panels--desktop" aria-label={t("service.panels.title")}>
      {panels.map((panel) => {
        const expanded = open.has(panel.key);
        return (
          <div key={panel.key} className={`detail-panels__panel detail-panels__panel--${panel.key}`} data-panel={panel.key}>
            <h2 className="detail-panels__heading">
              <button
                type="button"
                className="detail-panels__toggle"
                aria-expanded={expanded}
                aria-controls={`${id}-${panel.key}`}
                onClick={() => toggle(panel.key)}
              >
                {panel.title}
                <span className="detail-panels__sign" aria-hidden="true">
                  {expanded ? "−" : "+"}
                </span>
              </button>
            </h2>
            <div id={`${id}-${panel.key}`} className="detail-panels__body" hidden={!expanded}>
              {panel.body}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/**
 * Mobile: the description inline (clamped, 'more'), then one row per other panel and the
 * shipping policy, each opening a bottom sheet.
 */
function MobilePanels({ data, page }: Props) {
  const { t } = useTranslation();
  const panels = usePanels(data, page, useSkuPanels(data));
  const [open, setOpen] = useState<PanelKey | null>(null);
  const inline = panels.find((panel) => panel.key === "description");
  const sheets: Panel[] = [
    ...panels.filter((panel) => panel.key !== "description"),
    { key: "shipping", title: t("service.panels.shipping"), body: <ShippingPolicy /> },
  ];
  const current = sheets.find((panel) => panel.key === open);
  return (
    <section className="detail-panels detail-panels--mobile" aria-label={t("service.panels.title")}>
      {inline ? (
        <div className="detail-panels__panel detail-panels__panel--description" data-panel="description">
          <h2 className="detail-panels__heading">{inline.title}</h2>
          {inline.body}
        </div>
      ) : null}
      <ul className="detail-panels__sheets">
        {sheets.map((panel) => (
          <li key={panel.key} data-panel={panel.key}>
            <button type="button" className="detail-panels__row" aria-haspopup="dialog" onClick={() => setOpen(panel.key)}>
              {panel.title}
              <span className="detail-panels__sign" aria-hidden="true">
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpen(null)}
        label={current?.title ?? ""}
        title={current?.title}
        placement="bottom"
        className={`detail-panels__sheet${current ? ` detail-panels__sheet--${current.key}` : ""}`}
      >
        {current?.body}
      </Dialog>
    </section>
  );
}

export const detailPanels = defineSection({
  desktop: (props: Props) => <DesktopPanels {...props} />,
  mobile: (props: Props) => <MobilePanels {...props} />,
});
