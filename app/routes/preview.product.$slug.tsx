import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~modules/kit/i18n";
import { PreviewFrames } from "~/components/preview-frames";
import { PreviewNav } from "~/components/preview-nav";
import { PreviewSectionProblems } from "~/components/preview-section-problems";
import { PreviewToolbar } from "~/components/preview-toolbar";
import { PreviewWeight } from "~/components/preview-weight";
import { previewDevices, previewSearch } from "~schemas/rules/preview";
import { PREVIEW_HEADERS, previewNow, requestPreviewSettings, requirePreviewAccess, storeFormats } from "~/lib/preview.server";
import { sectionProblems } from "~/lib/product-preview.server";
import { measureProduct } from "~/lib/preview-weight.server";
import { getStore } from "~schemas/rules/stores";
import { routeMessages } from "~/lib/i18n.server";

/**
 * A product detail page (`/{slug}.html`) in the preview: its dropped sections listed, the
 * page itself in the device frames (`/preview-frame/product/{slug}`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const { atInvalid, ...settings } = await requestPreviewSettings(request);
  const now = previewNow(request);
  const slug = params.slug ?? "";
  // Each device shown is checked (a section's schema may read the device) and measured (the page's weight).
  const { loaded, weight } = await measureProduct(request, context, slug, previewDevices(settings.device), now);
  const rendered = [...new Set(loaded.flatMap(([, page]) => Object.keys(page.sections)))];
  return json(
    {
      slug,
      title: loaded[0]?.[1].meta.name ?? null,
      settings,
      invalidAt: atInvalid ? new URL(request.url).searchParams.get("at") : null,
      formats: storeFormats(getStore(settings.store), now),
      rendered,
      problems: sectionProblems(loaded.map(([device, page]) => [device, page.diagnostics] as const)),
      weight,
      i18n: await routeMessages(request, "preview"),
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function PreviewProduct() {
  const { slug, title, settings, invalidAt, formats, rendered, problems, weight } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const path = encodeURIComponent(slug);
  return (
    <div className="preview">
      <PreviewNav store={settings.store} />
      <h1>
        {t("preview.productTitle")}: {slug}
      </h1>
      {title ? <p className="preview__muted">{title}</p> : null}
      <PreviewToolbar settings={settings} formats={formats} invalidAt={invalidAt}>
        <a href={`/${path}.html`}>{t("preview.open")}</a>
      </PreviewToolbar>
      <PreviewSectionProblems problems={problems} rendered={rendered} />
      <PreviewWeight weight={weight} />
      <PreviewFrames
        devices={previewDevices(settings.device)}
        title={slug}
        src={(device) => `/preview-frame/product/${path}${previewSearch(settings, { device })}`}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Preview: ${data?.slug ?? ""}` },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
