/**
 * Picture combination paging (landing spec 4.5, 9): it starts with the first row; each
 * 'view more' adds 2 rows when more than 2 remain, otherwise shows all and the button goes;
 * there is no button with 1 row or none.
 */
export const VIEW_MORE_STEP = 2;

/** Rows shown before any click. */
export function initialRows(total: number): number {
  return Math.min(1, Math.max(0, total));
}

/** Rows shown after one more 'view more' click. */
export function rowsAfterViewMore(total: number, shown: number): number {
  return total - shown > VIEW_MORE_STEP ? shown + VIEW_MORE_STEP : total;
}

/** Whether the 'view more' button shows. */
export function hasMoreRows(total: number, shown: number): boolean {
  return total > 1 && shown < total;
}
