import { getStore, type StoreId } from "./stores";

/** 'YYYY-MM-DD', optionally followed by a time ('YYYY-MM-DD hh:mm:ss', as the back office sends dates). */
const BACK_OFFICE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * A back-office date as the store writes it: MM/DD/YYYY in stores 3 and 4, DD/MM/YYYY
 * elsewhere (landing spec 9). Read from the text, not through Date, so no time zone can
 * move it to another day and the server and browser print the same thing. Null when the
 * value is not such a date.
 */
export function formatStoreDate(value: string | null | undefined, storeId: StoreId): string | null {
  const match = BACK_OFFICE_DATE.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return null;
  return getStore(storeId).dateOrder === "MDY" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Whether a back-office date text can be shown (the schemas note the ones that cannot). */
export function isBackOfficeDate(value: string): boolean {
  return formatStoreDate(value, 3) !== null;
}
