/**
 * Rules of the detail panels (detail spec 2 "Panels", 3 "SKU", 9 "Seat ratings"), pure and
 * client-safe: seat star ratings, assembly guide links and specification rows.
 */

/** The four seat ratings, in the order they show, each on a 5-step scale between two ends. */
export const SEAT_RATING_ITEMS = ["comfort", "depth", "height", "softness"] as const;
export type SeatRatingItem = (typeof SEAT_RATING_ITEMS)[number];
export const SEAT_RATING_STEPS = 5;

/** starRating keys as the back office may send them: the English label ("Seat Comfort") or a short code ("comfort"). */
const SEAT_KEYS: Record<string, SeatRatingItem> = {
  seatcomfort: "comfort",
  comfort: "comfort",
  seatdepth: "depth",
  depth: "depth",
  seatheight: "height",
  height: "height",
  seatsoftness: "softness",
  softness: "softness",
};

const normalise = (key: string) => key.toLowerCase().replace(/[^a-z]/g, "");

export type StarRatingLike = { showStarRating?: number; starRating?: Record<string, number> | null } | null | undefined;

/**
 * The seat ratings to show: only when showStarRating is 1; the four known items in their
 * order, each value rounded and kept within 1–5. Unknown labels and values below 1 are left out.
 */
export function seatRatings(rating: StarRatingLike): { item: SeatRatingItem; value: number }[] {
  if (!rating || rating.showStarRating !== 1 || !rating.starRating) return [];
  const values = new Map<SeatRatingItem, number>();
  for (const [key, raw] of Object.entries(rating.starRating)) {
    const item = SEAT_KEYS[normalise(key)];
    if (!item || values.has(item) || !Number.isFinite(raw) || raw < 1) continue;
    values.set(item, Math.min(SEAT_RATING_STEPS, Math.round(raw)));
  }
  return SEAT_RATING_ITEMS.flatMap((item) => (values.has(item) ? [{ item, value: values.get(item)! }] : []));
}

/** Where assembly guides live: `{base}{sku}_{n}.pdf` (detail spec 2). */
export const ASSEMBLY_GUIDE_BASE = "/media/instructions/";

export type AssemblyGuide = { n: number; href: string; title: string | null };

/**
 * One guide per entry of the SKU's instructionsList. n is the entry itself when it is a
 * positive whole number (or its text), an object's `n`/`index`, else the entry's 1-based
 * position; an object's `title` or `name` labels the link. Repeated n are listed once.
 */
export function assemblyGuides(sku: string, instructionsList: unknown): AssemblyGuide[] {
  if (!Array.isArray(instructionsList)) return [];
  const positive = (value: unknown): number | null => {
    const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : null;
  };
  const seen = new Set<number>();
  const guides: AssemblyGuide[] = [];
  instructionsList.forEach((entry, index) => {
    const object = entry && typeof entry === "object" ? (entry as Record<string, unknown>) : null;
    const n = (object ? (positive(object.n) ?? positive(object.index)) : positive(entry)) ?? index + 1;
    if (seen.has(n)) return;
    seen.add(n);
    const label = object ? (object.title ?? object.name) : null;
    guides.push({
      n,
      href: `${ASSEMBLY_GUIDE_BASE}${encodeURIComponent(sku)}_${n}.pdf`,
      title: typeof label === "string" && label.trim() ? label.trim() : null,
    });
  });
  return guides;
}

/** Label/value rows of a specifications or dimensions object: text and number values only, blanks left out. */
export function detailRows(record: Record<string, unknown> | null | undefined): { label: string; value: string }[] {
  if (!record) return [];
  return Object.entries(record).flatMap(([label, value]) => {
    const text = typeof value === "number" && Number.isFinite(value) ? String(value) : typeof value === "string" ? value.trim() : "";
    return label.trim() && text ? [{ label: label.trim(), value: text }] : [];
  });
}
