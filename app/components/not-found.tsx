import type { MetaDescriptor } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import type { Language } from "~/lib/stores";
import { StorefrontShell } from "./storefront-shell";

/** Landing spec 2.8: title, description, robots and canonical {host}/404. */
export function notFoundMeta(origin: string, t: (key: string) => string): MetaDescriptor[] {
  return [
    { title: t("notFound.title") },
    { name: "description", content: t("notFound.description") },
    { name: "robots", content: "NOINDEX,NOFOLLOW" },
    { tagName: "link", rel: "canonical", href: `${origin}/404` },
  ];
}

export type NotFoundMetaSource = { origin: string; language: Language };

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StorefrontShell>
      <div className="not-found">
        <p className="not-found__graphic" aria-hidden="true">
          <span>4</span>
          <span>0</span>
          <span>4</span>
        </p>
        <h1 className="not-found__title">{t("content404")}</h1>
        <p className="not-found__tip">{t("tips404")}</p>
        {/* The spec's './' only reaches the homepage from one level deep. */}
        <a className="button" href="/">
          {t("button404")}
        </a>
      </div>
    </StorefrontShell>
  );
}
