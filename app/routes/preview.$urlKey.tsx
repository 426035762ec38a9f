import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DEVICES } from "~/lib/device";
import { loadLandingPage } from "~/lib/landing-loader.server";
import { PREVIEW_HEADERS } from "~/lib/preview.server";
import { STORE_IDS, STORES } from "~/lib/stores";

/** Frame sizes: the mobile design width and a common laptop width. */
const FRAME = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const landing = await loadLandingPage(request, context, params.urlKey ?? "");
  return json(
    {
      urlKey: landing.urlKey,
      title: landing.meta.title,
      device: landing.page.device,
      store: landing.page.store,
      rendered: landing.modules.map((m) => ({ position: m.module.position, code: m.code })),
      diagnostics: landing.diagnostics,
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function PreviewTemplate() {
  const { urlKey, title, device, store, rendered, diagnostics } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const frameSrc = `/preview-frame/${encodeURIComponent(urlKey)}?device=${device}&store=${store}`;
  const query = (next: { device?: string; store?: number }) =>
    `?device=${next.device ?? device}&store=${next.store ?? store}`;

  return (
    <div className="preview">
      <p>
        <a href="/preview">← {t("preview.back")}</a>
      </p>
      <h1>
        {t("preview.title")}: {urlKey}
      </h1>
      {title ? <p className="preview__muted">{title}</p> : null}
      <div className="preview__toolbar">
        <span>{t("preview.device")}:</span>
        {DEVICES.map((option) => (
          <a key={option} href={query({ device: option })} aria-current={option === device ? "true" : undefined}>
            {t(`preview.${option}`)}
          </a>
        ))}
        <span>{t("preview.store")}:</span>
        {STORE_IDS.filter((id) => id !== 1).map((id) => (
          <a key={id} href={query({ store: id })} aria-current={id === store ? "true" : undefined} title={STORES[id].name}>
            {id}
          </a>
        ))}
        <a href={`/guide/${encodeURIComponent(urlKey)}?device=${device}`}>{t("preview.open")}</a>
      </div>

      <section className="preview__problems" aria-labelledby="problems">
        <h2 id="problems">
          {t("preview.problems")} ({diagnostics.length})
        </h2>
        {diagnostics.length === 0 ? (
          <p>{t("preview.noProblems")}</p>
        ) : (
          <table className="preview__table">
            <thead>
              <tr>
                <th>{t("preview.position")}</th>
                <th>{t("preview.type")}</th>
                <th>{t("preview.outcome")}</th>
                <th>{t("preview.reason")}</th>
              </tr>
            </thead>
            <tbody>
              {diagnostics.map((problem, index) => (
                <tr key={index} data-outcome={problem.outcome}>
                  <td>{problem.position ?? "–"}</td>
                  <td>
                    {problem.code ?? "?"} · {problem.name}
                  </td>
                  <td>{t(problem.outcome === "dropped" ? "preview.outcomeDropped" : "preview.outcomeAltered")}</td>
                  <td>{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="preview__muted">
          {t("preview.modules")}: {rendered.map((m) => `${m.position}·${m.code}`).join("  ")}
        </p>
      </section>

      <iframe
        className={`preview__frame preview__frame--${device}`}
        title={`${urlKey} (${device})`}
        src={frameSrc}
        width={FRAME[device].width}
        height={FRAME[device].height}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Preview: ${data?.urlKey ?? ""}` },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
