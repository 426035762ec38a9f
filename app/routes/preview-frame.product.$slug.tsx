import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProductPageView } from "~/components/product/product-page-view";
import { StorefrontShell } from "~/components/storefront-shell";
import { PREVIEW_HEADERS, previewNow, requirePreviewAccess } from "~/lib/preview.server";
import { checkPageForm, loadPreviewProduct } from "~/lib/product-preview.server";
import { routeMessages } from "~/lib/i18n.server";
import { PageFormAnswerContext } from "~modules/kit/page-form-answer";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import { useTranslation } from "~modules/kit/i18n";

/**
 * The product page as `/{slug}.html` renders it, at the page time `?at=`, for the preview's
 * device frames (framable by the app itself only, like every /preview-frame/ path).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePreviewAccess(request, context);
  // No response headers: the preview sets no shopper cookie. The preview page lists the diagnostics.
  const { diagnostics: _diagnostics, meta, ...page } = await loadPreviewProduct(request, context, params.slug ?? "", { now: previewNow(request) });
  return json({ ...page, title: meta.name, i18n: await routeMessages(request, "preview") }, { headers: PREVIEW_HEADERS });
}

/**
 * The page's forms posted without scripts (docs/decisions/no-js-forms.md): checked as the page
 * checks them, but nothing is added, looked up or sent, as the guide's frame does with the lead form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePreviewAccess(request, context);
  return checkPageForm(request);
}

export default function ProductPreviewFrame() {
  const data = useLoaderData<typeof loader>();
  const answer = (useActionData<typeof action>() as PageFormAnswer | undefined) ?? null;
  const { t } = useTranslation();
  return (
    <StorefrontShell>
      {answer?.checked ? (
        <p className="preview-checked" role="status">
          {t("forms.leadForm.previewChecked")}
        </p>
      ) : null}
      {/* A refused post shows on its form as on the page; a checked one only says so above (nothing was done to show). */}
      <PageFormAnswerContext.Provider value={answer?.checked ? null : answer}>
        <ProductPageView data={data} preview />
      </PageFormAnswerContext.Provider>
    </StorefrontShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title.split(",")[0] ?? "Preview" },
  { name: "robots", content: "NOINDEX,NOFOLLOW" },
];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
