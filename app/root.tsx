import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { notFoundMeta } from "./components/not-found-meta";
import { PageScripts } from "./components/page-scripts";
import { StorefrontShell } from "./components/storefront-shell";
import { TranslationProvider, useTranslation } from "~modules/kit/i18n";
import { translatorFor } from "./lib/i18n";
import { notFoundDataOf } from "~schemas/rules/not-found";
import { commonMessages, remixI18next } from "./lib/i18n.server";
import { useNonce } from "./lib/nonce";
import { publicOrigin, storefrontUrl } from "./lib/origin.server";
import { thirdPartyForPages } from "./lib/third-party.server";
import { metaTranslator, pageMessagesOf, rootDataOf, type RootData } from "./lib/root-data";
import { getShopper } from "./lib/shopper.server";
import { pageData } from "./lib/page-data.server";
import { learnStore, storeData, type Language } from "~schemas/rules/stores";
import appStyles from "./styles/app.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const shopper = await getShopper(request, context);
  const locale = (await remixI18next.getLocale(request)) as Language;
  // Through pageData, as the guide's loader: every page renders from this, and Remix's JSON
  // round trip cost 0.12-0.16 ms of the bare page's ~2 ms (docs/performance.md).
  const data: RootData = {
    locale,
    i18n: commonMessages(locale),
    device: shopper.device,
    storeId: shopper.store.id,
    store: storeData(shopper.store),
    origin: publicOrigin(request),
    storefrontUrl: storefrontUrl(),
    thirdParty: thirdPartyForPages(),
  };
  return pageData(data);
}

/**
 * A post to the page's own action (a product page form's fetcher, docs/decisions/no-js-forms.md;
 * the lead form) changes nothing the root loaded (the store, the texts): its data is not asked
 * again after each add.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && formAction !== undefined && nextUrl.href === currentUrl.href && new URL(formAction, currentUrl).pathname === currentUrl.pathname
    ? false
    : defaultShouldRevalidate;

// Only a 404 needs the not-found page (and its product cards): other pages do not load its code.
const NotFoundPage = lazy(() => import("./components/not-found").then((module) => ({ default: module.NotFoundPage })));

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const nonce = useNonce();
  const locale = data?.locale ?? "en";
  // Before anything below renders: the page's formats and rules read the store's rules from here.
  if (data) learnStore(data.store);
  const page = (
    <html lang={locale} data-device={data?.device ?? "desktop"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <PageScripts nonce={nonce || undefined} />
      </body>
    </html>
  );
  // Without root data (the root loader itself failed) texts fall back to their keys.
  return data ? <TranslationProvider t={translatorFor(data.locale, pageMessagesOf(matches))}>{page}</TranslationProvider> : page;
}

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const t = metaTranslator(matches);
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(rootDataOf(matches)?.origin ?? "", t);
  return [{ title: t("error.title") }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage data={notFoundDataOf(error.data)} />
      </Suspense>
    );
  }
  return (
    <StorefrontShell>
      <div className="error-page">
        <h1>{t("error.title")}</h1>
        <p>{t("error.text")}</p>
      </div>
    </StorefrontShell>
  );
}
