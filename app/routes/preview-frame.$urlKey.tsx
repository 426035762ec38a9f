import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingModules } from "~/components/landing-modules";
import { previewMarks } from "~/components/preview-mark";
import { StorefrontShell } from "~/components/storefront-shell";
import { handleLeadPost } from "~/lib/lead-action.server";
import { loadLandingPage } from "~/lib/landing-loader.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { PREVIEW_HEADERS, previewNow, requirePreviewAccess } from "~/lib/preview.server";
import { routeMessages } from "~/lib/i18n.server";

/**
 * The page as /guide renders it, at the page time `?at=` and with every problem marked in
 * place, for the preview's device frames (framable by the app itself only).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  const { modules, diagnostics, page, meta } = await loadLandingPage(request, context, params.urlKey ?? "", { now: previewNow(request) });
  return json({ modules, diagnostics, page, title: meta.title, i18n: await routeMessages(request, "preview") }, { headers: PREVIEW_HEADERS });
}

/** A lead form in the preview is checked like on the page, but no lead is filed. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return handleLeadPost(request, context, params.urlKey ?? "", { save: false });
}

export default function PreviewFrame() {
  const { modules, diagnostics, page } = useLoaderData<typeof loader>();
  return (
    <StorefrontShell>
      <LandingModules modules={modules as LoadedModule[]} page={page} marks={previewMarks(modules as LoadedModule[], diagnostics)} />
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Preview" },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
