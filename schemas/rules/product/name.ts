/** Detail spec 2: the part of the name before the first comma is the title; the rest is the subtitle. */
export function splitProductName(name: string | undefined): { title: string; subtitle: string | null } {
  const text = (name ?? "").trim();
  const comma = text.indexOf(",");
  if (comma < 0) return { title: text, subtitle: null };
  const subtitle = text.slice(comma + 1).trim();
  return { title: text.slice(0, comma).trim(), subtitle: subtitle || null };
}
