import type { MetaDescriptor } from "@remix-run/node";

/** Landing spec 2.8: title, description, robots and canonical {host}/404. */
export function notFoundMeta(origin: string, t: (key: string) => string): MetaDescriptor[] {
  return [
    { title: t("notFound.title") },
    { name: "description", content: t("notFound.description") },
    { name: "robots", content: "NOINDEX,NOFOLLOW" },
    { tagName: "link", rel: "canonical", href: `${origin}/404` },
  ];
}
