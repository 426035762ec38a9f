import { json, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~modules/kit/i18n";
import { PreviewNav } from "~/components/preview-nav";
import { buildLandingPage } from "~/lib/landing-page.server";
import { listFixtureTemplates, PREVIEW_HEADERS, requirePreviewAccess } from "~/lib/preview.server";
import { listFixtureProducts, loadPreviewProduct, loadProblem } from "~/lib/product-preview.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { routeMessages } from "~/lib/i18n.server";

/**
 * One previewable page: a landing template (its type codes) or a product detail page (the
 * detail section keys it renders). `modules` counts what renders, `dropped` what its schema
 * refused.
 */
type PreviewEntry = {
  key: string;
  href: string;
  title: string | null;
  modules: number;
  dropped: number;
  problem: string | null;
} & ({ kind: "template"; codes: number[] } | { kind: "product"; sections: string[] });

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

/**
 * A fixture product as its detail page builds it for the desktop layout (the list has no
 * device; the product's own preview checks each device it shows), in the request's store.
 */
async function productEntry(request: Request, context: AppLoadContext, slug: string, store: number): Promise<PreviewEntry> {
  const entry: PreviewEntry = {
    kind: "product",
    key: slug,
    href: `/preview/product/${encodeURIComponent(slug)}?store=${store}`,
    title: null,
    sections: [],
    modules: 0,
    dropped: 0,
    problem: null,
  };
  try {
    const page = await loadPreviewProduct(request, context, slug, { device: "desktop" });
    const sections = Object.keys(page.sections);
    return { ...entry, title: page.meta.name, sections, modules: sections.length, dropped: page.diagnostics.length };
  } catch (error) {
    return { ...entry, problem: loadProblem(slug, error) };
  }
}

/**
 * `q` matches a urlKey, slug or title (any case), or, as a number, the templates using that
 * type code (products have section keys, no codes).
 */
function matches(entry: PreviewEntry, query: string): boolean {
  if (!query) return true;
  if (/^\d+$/.test(query)) return entry.kind === "template" && entry.codes.includes(Number(query));
  const needle = query.toLowerCase();
  return entry.key.toLowerCase().includes(needle) || (entry.title?.toLowerCase().includes(needle) ?? false);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const shopper = await getShopper(request, context);
  const api = backofficeFor(shopper);
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const [templates, products] = await Promise.all([listFixtureTemplates(), listFixtureProducts()]);
  const entries = await Promise.all([
    ...templates.map((urlKey) => templateEntry(api, urlKey, shopper.store.id)),
    ...products.map((slug) => productEntry(request, context, slug, shopper.store.id)),
  ]);
  return json({ query, store: shopper.store.id, total: entries.length, entries: entries.filter((entry) => matches(entry, query)), i18n: await routeMessages(request, "preview") }, { headers: PREVIEW_HEADERS });
}

export default function PreviewIndex() {
  const { query, store, total, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="preview">
      <PreviewNav current="templates" store={store} />
      <h1>{t("preview.pagesTitle")}</h1>
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
              <th>urlKey / slug</th>
              <th>{t("preview.type")}</th>
              <th>{t("preview.modules")}</th>
              <th>{t("preview.dropped")}</th>
              <th>{t("preview.kind")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.kind}:${entry.key}`} data-kind={entry.kind}>
                <td>
                  <a href={entry.href}>{entry.key}</a>
                  {entry.title ? <div className="preview__muted">{entry.title}</div> : null}
                  {entry.problem ? <div className="preview__problem">{entry.problem}</div> : null}
                </td>
                <td>{entry.kind === "template" ? entry.codes.join(", ") : entry.sections.join(", ")}</td>
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
