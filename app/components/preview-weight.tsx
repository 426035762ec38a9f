import { useTranslation } from "~modules/kit/i18n";
import type { DeviceWeight, Metric, PageWeight } from "~/lib/page-weight.server";
import { moduleName } from "~schemas/module-codes";

type Props = { weight: PageWeight };

/** Bytes as KiB with one decimal: the unit of issue 15's budgets (toFixed: the same text on the server and in the browser). */
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * What the page costs, beside its problems (issue 15, item 6): per device the totals against
 * their budgets, each past one marked by an icon and a word, and each module type or
 * detail section the page renders, the heaviest JavaScript first, so the module that makes
 * the page heavy is on top.
 */
export function PreviewWeight({ weight }: Props) {
  const { t } = useTranslation();
  const over = weight.devices.reduce((sum, device) => sum + device.over.length, 0);
  return (
    <section className="preview__weight" aria-labelledby="weight">
      <h2 id="weight">{t("preview.weight.title")}</h2>
      <p className="preview__weight-summary">
        {over > 0 ? (
          <span className="preview__over">
            <span aria-hidden="true">⚠ </span>
            {t("preview.weight.overCount", { count: over })}
          </span>
        ) : (
          t("preview.weight.withinAll")
        )}
      </p>
      <div className="preview__weight-devices">
        {weight.devices.map((device) => (
          <DeviceFigures key={device.device} weight={weight} device={device} />
        ))}
      </div>
      <p className="preview__muted">{t(weight.kind === "product" ? "preview.weight.noteProduct" : "preview.weight.noteTemplate")}</p>
    </section>
  );
}

function Status({ over }: { over: boolean }) {
  const { t } = useTranslation();
  return over ? (
    <span className="preview__over">
      <span aria-hidden="true">⚠ </span>
      {t("preview.weight.over")}
    </span>
  ) : (
    <span className="preview__within">
      <span aria-hidden="true">✓ </span>
      {t("preview.weight.within")}
    </span>
  );
}

function DeviceFigures({ weight, device }: { weight: PageWeight; device: DeviceWeight }) {
  const { t } = useTranslation();
  const { budget, jsMissing } = weight;
  const notMeasured = t(jsMissing === "development" ? "preview.weight.jsDevelopment" : "preview.weight.jsNoBuild");
  const isOver = (metric: Metric) => device.over.includes(metric);
  const { images, calls, serverMs } = device;
  const rows: { metric: Metric | "server"; label: string; value: string; budget: string }[] = [
    {
      metric: "js",
      label: t("preview.weight.js"),
      value: device.js === null ? notMeasured : `${kib(device.js)} KiB`,
      budget: `≤ ${kib(budget.js)} KiB`,
    },
    { metric: "images", label: t("preview.weight.images"), value: images ? String(images.count) : t("preview.weight.notRendered"), budget: `≤ ${budget.images}` },
    {
      metric: "imageBytes",
      label: t("preview.weight.imageBytes"),
      value: images
        ? `${kib(images.bytes)} KiB${images.unsized > 0 ? ` ${t("preview.weight.unsized", { count: images.unsized })}` : ""}`
        : t("preview.weight.notRendered"),
      budget: `≤ ${kib(budget.imageBytes)} KiB`,
    },
    {
      metric: "calls",
      label: t("preview.weight.calls"),
      value: [
        String(calls.beforeFirstByte),
        calls.streamed > 0 ? t("preview.weight.streamed", { count: calls.streamed }) : "",
        t("preview.weight.sent", { count: calls.sent }),
      ]
        .filter(Boolean)
        .join(" "),
      budget: `≤ ${budget.calls}`,
    },
    {
      metric: "server",
      label: t("preview.weight.server"),
      value: `${serverMs.data + (serverMs.html ?? 0)} ms ${t("preview.weight.serverParts", { data: serverMs.data, html: serverMs.html ?? "–" })}`,
      budget: "–",
    },
  ];
  return (
    <div className="preview__weight-device" data-device={device.device}>
      <h3>{t(device.device === "desktop" ? "preview.desktop" : "preview.mobile")}</h3>
      <table className="preview__table">
        <caption className="preview__muted">{t("preview.weight.totals")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("preview.weight.figure")}</th>
            <th scope="col">{t("preview.weight.value")}</th>
            <th scope="col">{t("preview.weight.budget")}</th>
            <th scope="col">{t("preview.weight.status")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.metric} data-metric={row.metric} data-over={row.metric !== "server" && isOver(row.metric) ? "true" : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
              <td>{row.budget}</td>
              <td>{row.metric === "server" ? "–" : <Status over={isOver(row.metric)} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="preview__table preview__weight-parts">
        <caption className="preview__muted">{t(weight.kind === "product" ? "preview.weight.bySection" : "preview.weight.byType")}</caption>
        <thead>
          <tr>
            <th scope="col">{t(weight.kind === "product" ? "preview.section" : "preview.type")}</th>
            <th scope="col">{t("preview.weight.count")}</th>
            <th scope="col">{t("preview.weight.ownJs")}</th>
            <th scope="col">{t("preview.weight.images")}</th>
            <th scope="col">{t("preview.weight.imageBytes")}</th>
          </tr>
        </thead>
        <tbody>
          {device.parts.map((part) => (
            <tr key={part.key} data-part={part.key}>
              <th scope="row">{weight.kind === "product" ? part.key : `${part.key} · ${moduleName(Number(part.key))}`}</th>
              <td>{part.count}</td>
              <td>{!part.hydrated ? t("preview.weight.htmlOnly") : part.js === null ? "–" : `${kib(part.js)} KiB`}</td>
              <td>{images ? part.images : "–"}</td>
              <td>{images ? `${kib(part.imageBytes)} KiB` : "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
