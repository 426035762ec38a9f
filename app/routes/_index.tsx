import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { Suspense } from "react";
import { Await, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { LandingModules } from "~/components/landing-modules";
import { StorefrontShell } from "~/components/storefront-shell";
import { homeResponse, pageHeaders } from "~/lib/home-page.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { metaTranslator, rootDataOf } from "~/lib/root-data";
import { absoluteImage, shareMeta } from "~/lib/share-meta";
import { useTranslation } from "~modules/kit/i18n";
import { HomeRoomIdeas, HomeRoomIdeasPending } from "~modules/kit/scenes/home-room-ideas";
import { loadModuleViews } from "~modules/module-views";
import { getStore } from "~schemas/rules/stores";

/**
 * The home page (issue 19): the HOME_URL_KEY template through the landing registry, then the
 * home variant of 'Room Ideas', which streams (landing spec 2.5). Without the template, the
 * plain home: a heading and a lead, then Room Ideas all the same.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  return homeResponse(request, context);
}

/** A client navigation loads the template's module views before it renders, as the guide route does. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  if (data.landing) await loadModuleViews(data.landing.modules.map((entry) => entry.code));
  return data;
}

export default function Home() {
  const { landing, roomIdeas, device, store } = useLoaderData<typeof loader>();
  return (
    <StorefrontShell>
      <div className="home">
        {/* Loader data is plain JSON by construction: schemas output only JSON values. */}
        {landing ? <LandingModules modules={landing.modules as LoadedModule[]} page={landing.page} /> : <PlainHome />}
        <Suspense fallback={<HomeRoomIdeasPending device={device} />}>
          <Await resolve={roomIdeas} errorElement={null}>
            {(ideas) => (ideas ? <HomeRoomIdeas data={ideas} device={device} storeId={store} /> : null)}
          </Await>
        </Suspense>
      </div>
    </StorefrontShell>
  );
}

/** The home page without its template: what '/' showed before there was one. */
function PlainHome() {
  const { t } = useTranslation();
  return (
    <div className="home__plain">
      <h1>{t("home.title")}</h1>
      <p>{t("home.lead")}</p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  const href = `${root?.origin ?? ""}/`;
  const locale = root ? getStore(root.storeId).locale : "en-US";
  const info = data?.landing?.meta;
  const title = info?.title ?? t("brand");
  const descriptors: MetaDescriptor[] = [
    { title },
    { tagName: "link", rel: "canonical", href },
    { tagName: "link", rel: "alternate", hrefLang: locale, href },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href },
  ];
  if (info?.description) descriptors.push({ name: "description", content: info.description });
  if (info?.keywords) descriptors.push({ name: "keywords", content: info.keywords });
  const share = shareMeta({
    kind: "website",
    title,
    description: info?.description ?? null,
    url: href,
    image: absoluteImage(info?.image, root?.origin ?? ""),
    siteName: t("brand"),
    locale,
  });
  return [...descriptors, ...share];
};

export const headers = pageHeaders;
