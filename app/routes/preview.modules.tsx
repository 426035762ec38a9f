import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PreviewFrames } from "~/components/preview-frames";
import { PreviewNav } from "~/components/preview-nav";
import { PreviewToolbar } from "~/components/preview-toolbar";
import { loadCatalogue } from "~/lib/module-catalogue.server";
import { previewDevices, previewSearch } from "~/lib/preview";
import { PREVIEW_HEADERS, previewNow, requestPreviewSettings, requirePreviewAccess, storeFormats } from "~/lib/preview.server";
import { getStore } from "~/lib/stores";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const { atInvalid, ...settings } = requestPreviewSettings(request);
  const params = new URL(request.url).searchParams;
  const catalogue = await loadCatalogue();
  const type = Number(params.get("type"));
  return json(
    {
      settings,
      invalidAt: atInvalid ? params.get("at") : null,
      formats: storeFormats(getStore(settings.store), previewNow(request)),
      type: catalogue.entries.some((entry) => entry.code === type) ? type : null,
      entries: catalogue.entries.map(({ cases, ...entry }) => ({ ...entry, cases: cases.length })),
      problems: catalogue.problems,
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function ModuleCatalogue() {
  const { settings, invalidAt, formats, type, entries, problems } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const withType = (code: number | null) => `${previewSearch(settings)}${code === null ? "" : `&type=${code}`}`;
  return (
    <div className="preview">
      <PreviewNav current="catalogue" store={settings.store} />
      <h1>{t("preview.catalogue")}</h1>
      <p>{t("preview.catalogueIntro")}</p>
      <PreviewToolbar settings={settings} formats={formats} invalidAt={invalidAt} keep={type === null ? {} : { type: String(type) }} />
      {problems.map((problem) => (
        <p key={problem} className="preview__problem" role="alert">
          {problem}
        </p>
      ))}
      <ul className="preview__types">
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.code}`} data-code={entry.code} data-implemented={entry.implemented}>
            <a href={withType(entry.code)} aria-current={entry.code === type ? "true" : undefined}>
              {entry.code} · {entry.name}
            </a>{" "}
            <span className="preview__muted">
              {entry.implemented ? t("preview.casesCount", { count: entry.cases }) : t("preview.notImplemented")}
            </span>
          </li>
        ))}
      </ul>
      {type === null ? null : (
        <p>
          <a href={withType(null)}>{t("preview.allTypes")}</a>
        </p>
      )}
      <PreviewFrames
        devices={previewDevices(settings.device)}
        title={t("preview.catalogue")}
        src={(device) => `/preview-frame/modules${previewSearch(settings, { device })}${type === null ? "" : `&type=${type}`}`}
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Preview: module catalogue" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
