import { json, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingModules } from "~/components/landing-modules";
import { StorefrontShell } from "~/components/storefront-shell";
import { loadLandingPage } from "~/lib/landing-loader.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { metaTranslator, rootDataOf } from "~/lib/root-data";
import { getStore } from "~/lib/stores";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { diagnostics: _shownInPreviewOnly, ...landing } = await loadLandingPage(request, context, params.urlKey ?? "");
  return json(landing);
}

export default function GuidePage() {
  const { modules, page } = useLoaderData<typeof loader>();
  return (
    <StorefrontShell>
      {/* Loader data is plain JSON by construction: schemas output only JSON values. */}
      <LandingModules modules={modules as LoadedModule[]} page={page} />
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const root = rootDataOf(matches);
  const t = metaTranslator(root);
  const href = `${root?.origin ?? ""}/guide/${encodeURIComponent(data.urlKey)}`;
  const descriptors: MetaDescriptor[] = [
    { title: data.meta.title ?? t("brand") },
    { tagName: "link", rel: "canonical", href },
    { tagName: "link", rel: "alternate", hrefLang: root ? getStore(root.storeId).locale : "en", href },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href },
  ];
  if (data.meta.description) descriptors.push({ name: "description", content: data.meta.description });
  if (data.meta.keywords) descriptors.push({ name: "keywords", content: data.meta.keywords });
  return descriptors;
};
