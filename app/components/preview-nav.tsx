import { useTranslation } from "~modules/kit/i18n";

type Section = "templates" | "draft" | "catalogue";

const LINKS: { section: Section; href: string }[] = [
  { section: "templates", href: "/preview" },
  { section: "draft", href: "/preview/draft" },
  { section: "catalogue", href: "/preview/modules" },
];

/** The preview's three tools; the store choice travels along so the language stays. */
export function PreviewNav({ current, store }: { current?: Section; store: number }) {
  const { t } = useTranslation();
  return (
    <nav className="preview__nav" aria-label={t("preview.nav")}>
      {LINKS.map(({ section, href }) => (
        <a key={section} href={`${href}?store=${store}`} aria-current={section === current ? "page" : undefined}>
          {t(`preview.${section}`)}
        </a>
      ))}
    </nav>
  );
}
