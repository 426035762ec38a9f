import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~modules/kit/i18n";
import { LandingModules } from "~/components/landing-modules";
import { previewMarks } from "~/components/preview-mark";
import { ProductPageView } from "~/components/product/product-page-view";
import { StorefrontShell } from "~/components/storefront-shell";
import type { LoadedModule } from "~/lib/module-data.server";
import { cataloguePage, loadCatalogue, loadSectionCatalogue, renderCases } from "~/lib/module-catalogue.server";
import { PREVIEW_HEADERS, previewNow, requirePreviewAccess } from "~/lib/preview.server";
import { getShopper } from "~/lib/shopper.server";
import { routeMessages } from "~/lib/i18n.server";

/**
 * Every registered type and detail section (or one, `?type=` / `?section=`) with each of its
 * fixture cases, for one device.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const shopper = await getShopper(request, context);
  const params = new URL(request.url).searchParams;
  const type = Number(params.get("type"));
  const section = params.get("section");
  const now = previewNow(request);
  const { entries } = await loadCatalogue();
  const typeChosen = entries.some((entry) => entry.code === type);
  // A chosen type shows no sections, so no product needs loading.
  const sections = typeChosen ? null : await loadSectionCatalogue(request, context, { device: shopper.device, now });
  const sectionChosen = sections?.entries.some((entry) => entry.key === section) ?? false;
  const shownTypes = typeChosen ? entries.filter((entry) => entry.code === type) : sectionChosen ? [] : entries;
  const shownSections = sections ? (sectionChosen ? sections.entries.filter((entry) => entry.key === section) : sections.entries) : [];
  const rendered = await renderCases(shownTypes, shopper, now);
  // Each product the shown sections need, once, without what the page view does not read.
  const products = Object.fromEntries(
    [...new Set(shownSections.flatMap((entry) => entry.cases))].map((slug) => {
      const { sections: built, skuId, skus, side, context: page } = sections!.products[slug]!;
      return [slug, { sections: built, skuId, skus, side, context: page }];
    }),
  );
  return json(
    {
      page: cataloguePage(shopper, now),
      types: shownTypes.map(({ cases: _cases, ...entry }, index) => ({ ...entry, cases: rendered[index]!.cases })),
      sections: shownSections,
      products,
      i18n: await routeMessages(request, "preview"),
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function ModuleCatalogueFrame() {
  const { page, types, sections, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <StorefrontShell>
      <div className="catalogue">
        {types.map((type) => (
          <section key={`${type.kind}:${type.code}`} id={`type-${type.code}`} className="catalogue__type" data-catalogue-type={type.code}>
            <h2 className="catalogue__heading">
              {type.code} · {type.name}
            </h2>
            {type.cases.length === 0 ? <p className="catalogue__empty">{t("preview.noCases")}</p> : null}
            {type.cases.map((example, index) => (
              <div key={index} className="catalogue__case" data-catalogue-case={example.label}>
                <p className="catalogue__label">{example.label}</p>
                <LandingModules modules={example.modules as LoadedModule[]} page={page} marks={previewMarks(example.modules as LoadedModule[], example.diagnostics, { positions: false })} />
              </div>
            ))}
          </section>
        ))}
        {sections.map((section) => (
          <section key={`${section.kind}:${section.key}`} id={`section-${section.key}`} className="catalogue__type" data-catalogue-section={section.key}>
            <h2 className="catalogue__heading">{section.key}</h2>
            {section.cases.length === 0 ? <p className="catalogue__empty">{t("preview.noCases")}</p> : null}
            {section.cases.map((slug) => (
              <div key={slug} className="catalogue__case" data-catalogue-case={slug}>
                <p className="catalogue__label">
                  {slug} (/{slug}.html)
                </p>
                {/* Each case has its own product state: choosing a variant here changes this case only. */}
                <ProductPageView data={products[slug]!} only={section.key} />
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
