import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PreviewNav } from "~/components/preview-nav";
import { buildLandingPage } from "~/lib/landing-page.server";
import { listFixtureTemplates, PREVIEW_HEADERS, requirePreviewAccess } from "~/lib/preview.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";

/**
 * One previewable page. Only landing templates exist so far; product pages will be listed
 * here as another kind, with their detail sections' codes, once the product page exists.
 */
type PreviewEntry = {
  kind: "template";
  key: string;
  href: string;
  title: string | null;
  codes: number[];
  modules: number;
  dropped: number;
  problem: string | null;
};

async function templateEntry(api: ReturnType<typeof backofficeFor>, urlKey: string, store: number): Promise<PreviewEntry> {
  const entry: PreviewEntry = {
    kind: "template",
    key: urlKey,
    href: `/preview/${encodeURIComponent(urlKey)}?store=${store}`,
    title: null,
    codes: [],
    modules: 0,
    dropped: 0,
    problem: null,
  };
  try {
    const info = await api.getTemplateDetail({ urlKey });
    if (!info) return { ...entry, problem: "no page info: the page redirects to /" };
    const page = buildLandingPage(info, { tabs: {} });
    const codes = [...page.modules.map((m) => m.code), ...page.diagnostics.map((d) => d.code)];
    return {
      ...entry,
      title: info.meta.title,
      codes: [...new Set(codes.filter((code): code is number => code !== null))].sort((a, b) => a - b),
      modules: page.modules.length,
      dropped: page.diagnostics.filter((d) => d.outcome === "dropped").length,
    };
  } catch (error) {
    return { ...entry, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** `q` matches a urlKey or title (any case), or, as a number, the pages using that type code. */
function matches(entry: PreviewEntry, query: string): boolean {
  if (!query) return true;
  if (/^\d+$/.test(query)) return entry.codes.includes(Number(query));
  const needle = query.toLowerCase();
  return entry.key.toLowerCase().includes(needle) || (entry.title?.toLowerCase().includes(needle) ?? false);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const shopper = getShopper(request, context);
  const api = backofficeFor(shopper);
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const entries = await Promise.all((await listFixtureTemplates()).map((urlKey) => templateEntry(api, urlKey, shopper.store.id)));
  return json({ query, store: shopper.store.id, total: entries.length, entries: entries.filter((entry) => matches(entry, query)) }, { headers: PREVIEW_HEADERS });
}

export default function PreviewIndex() {
  const { query, store, total, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="preview">
      <PreviewNav current="templates" store={store} />
      <h1>{t("preview.templates")}</h1>
      <form className="preview__toolbar" method="get" role="search">
        <input type="hidden" name="store" value={store} />
        <label>
          {t("preview.search")}: <input type="search" name="q" defaultValue={query} placeholder={t("preview.searchHint")} />
        </label>
        <button type="submit">{t("preview.search")}</button>
        <span className="preview__muted">{t("preview.shown", { shown: entries.length, total })}</span>
      </form>
      {entries.length === 0 ? (
        <p>{t("preview.noMatch")}</p>
      ) : (
        <table className="preview__table preview__list">
          <thead>
            <tr>
              <th>urlKey</th>
              <th>{t("preview.type")}</th>
              <th>{t("preview.modules")}</th>
              <th>{t("preview.dropped")}</th>
              <th>{t("preview.kind")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.kind}:${entry.key}`}>
                <td>
                  <a href={entry.href}>{entry.key}</a>
                  {entry.title ? <div className="preview__muted">{entry.title}</div> : null}
                  {entry.problem ? <div className="preview__problem">{entry.problem}</div> : null}
                </td>
                <td>{entry.codes.join(", ")}</td>
                <td>{entry.modules}</td>
                <td>{entry.dropped}</td>
                <td>{t(`preview.kinds.${entry.kind}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Preview" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
