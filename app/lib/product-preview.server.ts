import type { AppLoadContext } from "@remix-run/node";
import type { DetailSectionKey } from "~schemas/detail-sections";
import type { Device } from "~schemas/rules/device";
import { notFoundResponse } from "./not-found.server";
import { listFixtureFiles } from "./preview.server";
import { loadProductPage, parseDetailPath, type ProductLoadOptions, type SectionDiagnostic } from "./product-page.server";

// The frame's action, named from here so that the frame imports one server module: a server
// module two routes import becomes an empty chunk of its own in the browser build, and the
// product page's route imports ./product-form.server too.
export { checkPageForm } from "./product-form.server";

/**
 * The product pages of the preview: the fixture products (`fixtures/products/{slug}.json`),
 * each loaded through the back-office client as `/{slug}.html`, so the preview shows exactly
 * what the detail page would get.
 */
export function listFixtureProducts(): Promise<string[]> {
  return listFixtureFiles("products");
}

/** Loads the product page `/{slug}.html` for the preview; a slug that names no detail page is the not-found page (404). */
export async function loadPreviewProduct(request: Request, context: AppLoadContext, slug: string, options: ProductLoadOptions = {}) {
  const detail = parseDetailPath(`/${slug}.html`);
  if (!detail) throw await notFoundResponse(request, context);
  return loadProductPage(request, context, detail, options);
}

/** Why a product could not be loaded, for a list that goes on without it. */
export function loadProblem(slug: string, error: unknown): string {
  // loadProductPage throws the not-found page (a Response) for a product the back office does not know.
  if (error instanceof Response) return error.status === 404 ? `no product at /${slug}.html` : `/${slug}.html answered ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

/** A dropped section, with the devices whose layout dropped it. */
export type SectionProblem = { section: DetailSectionKey; reason: string; devices: Device[] };

/** One list from each device's diagnostics: a section dropped alike on both devices is listed once. */
export function sectionProblems(byDevice: readonly (readonly [Device, SectionDiagnostic[]])[]): SectionProblem[] {
  const problems: SectionProblem[] = [];
  for (const [device, diagnostics] of byDevice) {
    for (const { section, reason } of diagnostics) {
      const same = problems.find((problem) => problem.section === section && problem.reason === reason);
      if (same) same.devices.push(device);
      else problems.push({ section, reason, devices: [device] });
    }
  }
  return problems;
}
