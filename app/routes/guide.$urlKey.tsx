import type { ActionFunctionArgs, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { lazy, Suspense, useState } from "react";
import { useLoaderData, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { LandingModules } from "~/components/landing-modules";
import { loadModuleViews } from "~modules/module-views";
import { StorefrontShell } from "~/components/storefront-shell";
import { loadGuidePage, pageHeaders, postGuideLead } from "~/lib/guide-page.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { metaTranslator, rootDataOf } from "~/lib/root-data";
import { absoluteImage, shareMeta } from "~/lib/share-meta";
import type { Device } from "~schemas/rules/device";
import { getStore } from "~schemas/rules/stores";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadGuidePage(request, context, params.urlKey ?? "");
}

/**
 * A client navigation to a guide page loads the views of its types before it renders, so no
 * module waits for its code after the page shows (the first document load does the same in
 * app/entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadModuleViews(data.modules.map((entry) => entry.code));
  return data;
}

// Only the sale page shows 'About sales': other guide pages do not load its code.
type AboutSalesCode = typeof import("~modules/kit/about-sales");
let aboutSalesCode: AboutSalesCode | null = null;
const loadAboutSales = () => import("~modules/kit/about-sales").then((code) => (aboutSalesCode = code));
const LazyAboutSales = lazy(() => loadAboutSales().then((code) => ({ default: code.AboutSales })));
// On the sale page's first load the browser fetches the section with this route module, before the
// page hydrates: it then hydrates with the rest, rather than after it, when a quick click on
// 'join member' would be lost to the link it is without JavaScript.
if (typeof document !== "undefined" && document.querySelector(".about-sales")) void loadAboutSales().catch(() => undefined);

function AboutSales({ device }: { device: Device }) {
  // One component for the element's life: the loaded one when it is here already, else the lazy one.
  const [View] = useState(() => aboutSalesCode?.AboutSales ?? LazyAboutSales);
  return <View device={device} />;
}

/** The page's lead forms (type 32) post here, with or without JavaScript. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return postGuideLead(request, context, params.urlKey ?? "");
}

export default function GuidePage() {
  const { modules, page, sale } = useLoaderData<typeof loader>();
  return (
    <StorefrontShell helpChat>
      {/* Loader data is plain JSON by construction: schemas output only JSON values. */}
      <LandingModules modules={modules as LoadedModule[]} page={page} />
      {sale ? (
        <Suspense fallback={null}>
          <AboutSales device={page.device} />
        </Suspense>
      ) : null}
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  const href = `${root?.origin ?? ""}/guide/${encodeURIComponent(data.urlKey)}`;
  const descriptors: MetaDescriptor[] = [
    { title: data.meta.title ?? t("brand") },
    { tagName: "link", rel: "canonical", href },
    { tagName: "link", rel: "alternate", hrefLang: root ? getStore(root.storeId).locale : "en", href },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href },
  ];
  if (data.meta.description) descriptors.push({ name: "description", content: data.meta.description });
  if (data.meta.keywords) descriptors.push({ name: "keywords", content: data.meta.keywords });
  const share = shareMeta({
    kind: "website",
    title: data.meta.title ?? t("brand"),
    description: data.meta.description,
    url: href,
    image: absoluteImage(data.meta.image, root?.origin ?? ""),
    siteName: t("brand"),
    locale: root ? getStore(root.storeId).locale : "en-US",
  });
  return [...descriptors, ...share];
};

export const headers = pageHeaders;

/**
 * A lead form post changes nothing the page loaded: the form shows the answer itself. The
 * page's own action takes only lead form posts, so a post to it is one.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && formAction !== undefined && new URL(formAction, currentUrl).pathname === currentUrl.pathname
    ? false
    : defaultShouldRevalidate;
