import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~modules/kit/i18n";
import { LandingModules } from "~/components/landing-modules";
import { previewMarks } from "~/components/preview-mark";
import { StorefrontShell } from "~/components/storefront-shell";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { prepareLandingPage } from "~/lib/landing-loader.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { PREVIEW_HEADERS, previewNow, requirePreviewAccess } from "~/lib/preview.server";
import { getShopper } from "~/lib/shopper.server";
import { checkTemplateSource, TEMPLATE_SIZE_LIMIT } from "~/lib/template-check.server";
import { routeMessages } from "~/lib/i18n.server";

/** Opened directly, the draft frame has nothing to show: drafts arrive by post from /preview/draft. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  return json({ i18n: await routeMessages(request, "preview") }, { headers: PREVIEW_HEADERS });
}

/** Renders a posted draft as /guide would, with its problems marked in place. Nothing is stored. */
export async function action({ request, context: loadContext }: ActionFunctionArgs) {
  await requirePreviewAccess(request, loadContext);
  const form = await request.formData();
  const source = String(form.get("template") ?? "");
  const check = source.length > TEMPLATE_SIZE_LIMIT ? null : checkTemplateSource(source);
  if (!check?.ok) return json({ rendered: false as const }, { headers: PREVIEW_HEADERS });
  const { info } = check;
  const { modules, diagnostics, page } = await prepareLandingPage(info, {
    shopper: await getShopper(request, loadContext),
    query: parseGuideQuery(new URLSearchParams()),
    urlKey: info.urlKey ?? "draft",
    now: previewNow(request),
  });
  return json(
    { rendered: true as const, modules, diagnostics, page },
    { headers: PREVIEW_HEADERS },
  );
}

export default function PreviewDraftFrame() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <StorefrontShell>
      {result?.rendered ? (
        <LandingModules modules={result.modules as LoadedModule[]} page={result.page} marks={previewMarks(result.modules as LoadedModule[], result.diagnostics)} />
      ) : (
        <p className="preview__muted">{t("preview.draftNothing")}</p>
      )}
    </StorefrontShell>
  );
}

export const meta: MetaFunction = () => [{ title: "Preview: draft" }, { name: "robots", content: "NOINDEX,NOFOLLOW" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
