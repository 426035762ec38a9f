import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buildLandingPage } from "~/lib/landing-page.server";
import { listFixtureTemplates, PREVIEW_HEADERS } from "~/lib/preview.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";

type TemplateSummary = {
  urlKey: string;
  title: string | null;
  codes: number[];
  modules: number;
  dropped: number;
  problem: string | null;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = backofficeFor(getShopper(request, context));
  const templates = await Promise.all(
    (await listFixtureTemplates()).map(async (urlKey): Promise<TemplateSummary> => {
      const summary = { urlKey, title: null, codes: [], modules: 0, dropped: 0, problem: null };
      try {
        const info = await api.getTemplateDetail({ urlKey });
        if (!info) return { ...summary, problem: "no page info: the page redirects to /" };
        const page = buildLandingPage(info, { tabs: {} });
        const codes = [...page.modules.map((m) => m.code), ...page.diagnostics.map((d) => d.code)];
        return {
          ...summary,
          title: info.meta.title,
          codes: [...new Set(codes.filter((code): code is number => code !== null))].sort((a, b) => a - b),
          modules: page.modules.length,
          dropped: page.diagnostics.filter((d) => d.outcome === "dropped").length,
        };
      } catch (error) {
        return { ...summary, problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return json({ templates }, { headers: PREVIEW_HEADERS });
}

export default function PreviewIndex() {
  const { templates } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="preview">
      <h1>{t("preview.templates")}</h1>
      <table className="preview__table">
        <thead>
          <tr>
            <th>urlKey</th>
            <th>{t("preview.type")}</th>
            <th>{t("preview.modules")}</th>
            <th>{t("preview.dropped")}</th>
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.urlKey}>
              <td>
                <a href={`/preview/${template.urlKey}`}>{template.urlKey}</a>
                {template.title ? <div className="preview__muted">{template.title}</div> : null}
                {template.problem ? <div className="preview__problem">{template.problem}</div> : null}
              </td>
              <td>{template.codes.join(", ")}</td>
              <td>{template.modules}</td>
              <td>{template.dropped}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Preview" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
