import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "~modules/kit/i18n";
import { StorefrontShell } from "~/components/storefront-shell";
import { metaTranslator, rootDataOf } from "~/lib/root-data";

/** The home page proper is out of scope; this is where a guide without page info sends shoppers. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <StorefrontShell>
      <div className="home">
        <h1>{t("home.title")}</h1>
        <p>{t("home.lead")}</p>
      </div>
    </StorefrontShell>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(matches);
  return [{ title: t("brand") }, { tagName: "link", rel: "canonical", href: `${root?.origin ?? ""}/` }];
};
