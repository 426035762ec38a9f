import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LandingModules } from "~/components/landing-modules";
import { StorefrontShell } from "~/components/storefront-shell";
import type { LoadedModule } from "~/lib/module-data.server";
import { cataloguePage, loadCatalogue, renderCases } from "~/lib/module-catalogue.server";
import { PREVIEW_HEADERS, previewNow, requirePreviewAccess } from "~/lib/preview.server";
import { getShopper } from "~/lib/shopper.server";

/** Every registered type (or one, `?type=`) with each of its fixture cases, for one device. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const shopper = getShopper(request, context);
  const type = Number(new URL(request.url).searchParams.get("type"));
  const { entries } = await loadCatalogue();
  const shown = entries.some((entry) => entry.code === type) ? entries.filter((entry) => entry.code === type) : entries;
  const now = previewNow(request);
  const rendered = await renderCases(shown, shopper, now);
  return json(
    {
      page: cataloguePage(shopper, now),
      types: shown.map(({ cases: _cases, ...entry }, index) => ({ ...entry, cases: rendered[index]!.cases })),
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function ModuleCatalogueFrame() {
  const { page, types } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StorefrontShell>
      <div className="catalogue">
        {types.map((type) => (
          <section key={`${type.kind}:${type.code}`} id={`type-${type.code}`} className="catalogue__type" data-catalogue-type={type.code}>
            <h2 className="catalogue__heading">
              {type.code} · {type.name}
              {type.implemented ? null : <span className="catalogue__status"> · {t("preview.notImplemented")}</span>}
            </h2>
            {type.cases.length === 0 ? <p className="catalogue__empty">{t("preview.noCases")}</p> : null}
            {type.cases.map((example, index) => (
              <div key={index} className="catalogue__case" data-catalogue-case={example.label}>
                <p className="catalogue__label">{example.label}</p>
                <LandingModules modules={example.modules as LoadedModule[]} page={page} diagnostics={example.diagnostics} markPositions={false} />
              </div>
            ))}
          </section>
        ))}
      </div>
    </StorefrontShell>
  );
}

export const meta: MetaFunction = () => [{ title: "Module catalogue" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
