import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingModules } from "~/components/landing-modules";
import { StorefrontShell } from "~/components/storefront-shell";
import { handleLeadPost } from "~/lib/lead-action.server";
import { loadLandingPage } from "~/lib/landing-loader.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { PREVIEW_HEADERS } from "~/lib/preview.server";

/** The page exactly as /guide renders it, for the preview's device frame (framable by /preview only). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { modules, page, meta } = await loadLandingPage(request, context, params.urlKey ?? "");
  return json({ modules, page, title: meta.title }, { headers: PREVIEW_HEADERS });
}

/** A lead form in the preview is checked like on the page, but no lead is filed. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return handleLeadPost(request, context, params.urlKey ?? "", { save: false });
}

export default function PreviewFrame() {
  const { modules, page } = useLoaderData<typeof loader>();
  return (
    <StorefrontShell>
      <LandingModules modules={modules as LoadedModule[]} page={page} />
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Preview" },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
