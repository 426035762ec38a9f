import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~modules/kit/i18n";
import { PreviewFrames } from "~/components/preview-frames";
import { PreviewNav } from "~/components/preview-nav";
import { PreviewToolbar } from "~/components/preview-toolbar";
import { loadCatalogue, loadSectionCatalogue } from "~/lib/module-catalogue.server";
import { previewDevices, previewSearch } from "~schemas/rules/preview";
import { PREVIEW_HEADERS, previewNow, requestPreviewSettings, requirePreviewAccess, storeFormats } from "~/lib/preview.server";
import { getStore } from "~schemas/rules/stores";
import { routeMessages } from "~/lib/i18n.server";

/**
 * The catalogue's list: every registered module type, then every detail section, each with
 * its number of cases; `?type=` or `?section=` narrows the frames to one of them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const { atInvalid, ...settings } = await requestPreviewSettings(request);
  const params = new URL(request.url).searchParams;
  const now = previewNow(request);
  // Sections are counted for the first device shown: the frames' layouts hold the same sections.
  const [catalogue, sections] = await Promise.all([loadCatalogue(), loadSectionCatalogue(request, context, { device: previewDevices(settings.device)[0] ?? "desktop", now })]);
  const type = Number(params.get("type"));
  const section = params.get("section");
  const typeChosen = catalogue.entries.some((entry) => entry.code === type);
  return json(
    {
      settings,
      invalidAt: atInvalid ? params.get("at") : null,
      formats: storeFormats(getStore(settings.store), now),
      type: typeChosen ? type : null,
      // One filter at a time: a valid type wins.
      section: !typeChosen && sections.entries.some((entry) => entry.key === section) ? section : null,
      entries: catalogue.entries.map(({ cases, ...entry }) => ({ ...entry, cases: cases.length })),
      sections: sections.entries.map(({ cases, ...entry }) => ({ ...entry, cases: cases.length })),
      problems: [...catalogue.problems, ...sections.problems],
      i18n: await routeMessages(request, "preview"),
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function ModuleCatalogue() {
  const { settings, invalidAt, formats, type, section, entries, sections, problems } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const withType = (code: number | null) => `${previewSearch(settings)}${code === null ? "" : `&type=${code}`}`;
  const withSection = (key: string) => `${previewSearch(settings)}&section=${encodeURIComponent(key)}`;
  const filter = type !== null ? `&type=${type}` : section !== null ? `&section=${encodeURIComponent(section)}` : "";
  return (
    <div className="preview">
      <PreviewNav current="catalogue" store={settings.store} />
      <h1>{t("preview.catalogue")}</h1>
      <p>{t("preview.catalogueIntro")}</p>
      <PreviewToolbar settings={settings} formats={formats} invalidAt={invalidAt} keep={type !== null ? { type: String(type) } : section !== null ? { section } : {}} />
      {problems.map((problem) => (
        <p key={problem} className="preview__problem" role="alert">
          {problem}
        </p>
      ))}
      <ul className="preview__types">
        {entries.map((entry) => (
          <li key={`${entry.kind}:${entry.code}`} data-code={entry.code}>
            <a href={withType(entry.code)} aria-current={entry.code === type ? "true" : undefined}>
              {entry.code} · {entry.name}
            </a>{" "}
            <span className="preview__muted">
              {t("preview.casesCount", { count: entry.cases })}
            </span>
          </li>
        ))}
      </ul>
      <h2>{t("preview.detailSections")}</h2>
      <p>{t("preview.detailSectionsIntro")}</p>
      <ul className="preview__types preview__types--sections">
        {sections.map((entry) => (
          <li key={`${entry.kind}:${entry.key}`} data-section={entry.key}>
            <a href={withSection(entry.key)} aria-current={entry.key === section ? "true" : undefined}>
              {entry.key}
            </a>{" "}
            <span className="preview__muted">{t("preview.casesCount", { count: entry.cases })}</span>
          </li>
        ))}
      </ul>
      {type === null && section === null ? null : (
        <p>
          <a href={withType(null)}>{t(type === null ? "preview.allSections" : "preview.allTypes")}</a>
        </p>
      )}
      <PreviewFrames
        devices={previewDevices(settings.device)}
        title={t("preview.catalogue")}
        src={(device) => `/preview-frame/modules${previewSearch(settings, { device })}${filter}`}
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Preview: module catalogue" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
