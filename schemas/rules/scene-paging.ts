/** The shop-by-room list's paging (landing spec 4.4, 9): six rooms a page. */
export const SCENES_PER_PAGE = 6;

/** Page n (1-based) holds the ids slice (6n − 6, 6n). */
export function pageIds<T>(ids: T[], page: number): T[] {
  return ids.slice(SCENES_PER_PAGE * page - SCENES_PER_PAGE, SCENES_PER_PAGE * page);
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SCENES_PER_PAGE));
}

/** Pagination shows only with more than six rooms. */
export function showsPagination(total: number): boolean {
  return total > SCENES_PER_PAGE;
}

/** The most scenes one set (a scene tab, a carousel, one /api/scenes request) holds; the list pages its own ids. */
export const MAX_SCENES_PER_SET = 24;
