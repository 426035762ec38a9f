import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~modules/kit/i18n";
import { PreviewFrames } from "~/components/preview-frames";
import { PreviewNav } from "~/components/preview-nav";
import { PreviewProblems } from "~/components/preview-problems";
import { PreviewToolbar } from "~/components/preview-toolbar";
import { PreviewWeight } from "~/components/preview-weight";
import { measureTemplate } from "~/lib/preview-weight.server";
import { previewDevices, previewSearch } from "~schemas/rules/preview";
import { PREVIEW_HEADERS, previewNow, requestPreviewSettings, requirePreviewAccess, storeFormats } from "~/lib/preview.server";
import { getStore } from "~schemas/rules/stores";
import { routeMessages } from "~/lib/i18n.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const { atInvalid, ...settings } = await requestPreviewSettings(request);
  const now = previewNow(request);
  // Each device shown is loaded as its frame loads it, and measured (the page's weight).
  const { landing, weight } = await measureTemplate(request, context, params.urlKey ?? "", previewDevices(settings.device), now);
  return json(
    {
      urlKey: landing.urlKey,
      title: landing.meta.title,
      settings,
      invalidAt: atInvalid ? new URL(request.url).searchParams.get("at") : null,
      formats: storeFormats(getStore(settings.store), now),
      rendered: landing.modules.map((m) => ({ position: m.module.position, code: m.code })),
      diagnostics: landing.diagnostics,
      weight,
      i18n: await routeMessages(request, "preview"),
    },
    { headers: PREVIEW_HEADERS },
  );
}

export default function PreviewTemplate() {
  const { urlKey, title, settings, invalidAt, formats, rendered, diagnostics, weight } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const path = encodeURIComponent(urlKey);
  return (
    <div className="preview">
      <PreviewNav store={settings.store} />
      <h1>
        {t("preview.title")}: {urlKey}
      </h1>
      {title ? <p className="preview__muted">{title}</p> : null}
      <PreviewToolbar settings={settings} formats={formats} invalidAt={invalidAt}>
        <a href={`/guide/${path}`}>{t("preview.open")}</a>
      </PreviewToolbar>
      <PreviewProblems diagnostics={diagnostics} rendered={rendered} />
      <PreviewWeight weight={weight} />
      <PreviewFrames
        devices={previewDevices(settings.device)}
        title={urlKey}
        src={(device) => `/preview-frame/${path}${previewSearch(settings, { device })}`}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Preview: ${data?.urlKey ?? ""}` },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
