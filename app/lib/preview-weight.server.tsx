import type { AppLoadContext } from "@remix-run/node";
import { LandingModules } from "~/components/landing-modules";
import { ProductPageView, type ProductPageViewData } from "~/components/product/product-page-view";
import { StorefrontShell } from "~/components/storefront-shell";
import type { Device } from "~schemas/rules/device";
import { hydrates, MODULE_TYPES } from "~schemas/module-codes";
import type { PageInfo } from "~schemas/page-info";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { getStore, type StoreId } from "~schemas/rules/stores";
import { loadLandingPage, prepareLandingPage } from "./landing-loader.server";
import type { LoadedModule } from "./module-data.server";
import { measureDevice, pageWeight, type DeviceMeasure, type PageView, type PageWeight } from "./page-weight.server";
import { loadPreviewProduct } from "./product-preview.server";
import { getShopper } from "./shopper.server";

/**
 * The preview's pages, loaded and measured per device the preview shows (page-weight.server.ts):
 * each device's load is the frame's own (`?device=`), so the figures are the page's.
 */

/** The preview request as the device's frame makes it: `?device=` decides the device, as on the page. */
function requestFor(request: Request, device: Device): Request {
  const url = new URL(request.url);
  url.searchParams.set("device", device);
  return new Request(url, { headers: request.headers });
}

function landingView(prepared: Awaited<ReturnType<typeof prepareLandingPage>>, pageUrl: string): PageView {
  const { modules, page } = prepared;
  return {
    // The loader's answer travels as JSON to the page: render what the browser gets.
    element: (
      <StorefrontShell>
        <LandingModules modules={JSON.parse(JSON.stringify(modules)) as LoadedModule[]} page={page} />
      </StorefrontShell>
    ),
    // A type the browser does not hydrate keeps its server HTML and loads no code.
    parts: modules.map((entry) => ({ key: String(entry.code), folder: hydrates(entry.code) ? MODULE_TYPES[entry.code].folder : null })),
    render: { url: pageUrl, language: getStore(page.store).language, texts: "landing" },
  };
}

/** The template `urlKey` on each device (the first device's load is the one the preview lists the problems of). */
export async function measureTemplate(request: Request, context: AppLoadContext, urlKey: string, devices: readonly Device[], now: number) {
  const pageUrl = new URL(`/guide/${encodeURIComponent(urlKey)}`, request.url).href;
  const measures: DeviceMeasure[] = [];
  let first: Awaited<ReturnType<typeof loadLandingPage>> | undefined;
  for (const device of devices) {
    const { loaded, measure } = await measureDevice(
      "template",
      device,
      () => loadLandingPage(requestFor(request, device), context, urlKey, { now }),
      (landing) => landingView(landing, pageUrl),
    );
    first ??= loaded;
    measures.push(measure);
  }
  return { landing: first!, weight: await pageWeight("template", measures) };
}

/** A draft's page on each device: its modules' loaders run as on the page (the draft itself is not fetched). */
export async function measureDraft(request: Request, context: AppLoadContext, info: PageInfo, devices: readonly Device[], now: number): Promise<PageWeight> {
  const urlKey = info.urlKey ?? "draft";
  const pageUrl = new URL(`/guide/${encodeURIComponent(urlKey)}`, request.url).href;
  const shopper = await getShopper(request, context);
  const measures: DeviceMeasure[] = [];
  for (const device of devices) {
    const { measure } = await measureDevice(
      "template",
      device,
      () => prepareLandingPage(info, { shopper: { ...shopper, device }, query: parseGuideQuery(new URLSearchParams()), urlKey, now }),
      (prepared) => landingView(prepared, pageUrl),
    );
    measures.push(measure);
  }
  return pageWeight("template", measures);
}

/** The product page `/{slug}.html` on each device, with each device's load (its dropped sections). */
export async function measureProduct(request: Request, context: AppLoadContext, slug: string, devices: readonly Device[], now: number) {
  const pageUrl = new URL(`/${encodeURIComponent(slug)}.html`, request.url).href;
  const measures: DeviceMeasure[] = [];
  const loaded: [Device, Awaited<ReturnType<typeof loadPreviewProduct>>][] = [];
  for (const device of devices) {
    const measured = await measureDevice(
      "product",
      device,
      () => loadPreviewProduct(request, context, slug, { now, device }),
      (product): PageView => ({
        element: (
          <StorefrontShell>
            <ProductPageView data={JSON.parse(JSON.stringify(product)) as ProductPageViewData} />
          </StorefrontShell>
        ),
        parts: Object.keys(product.sections).map((key) => ({ key, folder: `detail-${key}` })),
        render: { url: pageUrl, language: getStore(product.context.store as StoreId).language, texts: "product" },
      }),
    );
    loaded.push([device, measured.loaded]);
    measures.push(measured.measure);
  }
  return { loaded, weight: await pageWeight("product", measures) };
}
