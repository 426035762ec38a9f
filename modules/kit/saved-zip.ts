import { ZIP_STORAGE_KEY, parseZipObject, type ZipObject } from "~schemas/rules/product/zip";

/**
 * The browser's copy of the shopper's zip object (localStorage `zipObject`), saved with the
 * last postcode they entered. Pages are shared between shoppers, so their HTML knows no
 * postcode: what depends on it (the delivery rows, a region's product lists) is asked again
 * after hydration when this names one (docs/decisions/caching.md). The server's copy, the
 * `zip` cookie, still sets the region of the API calls made for the shopper.
 */
export function readSavedZip(): ZipObject | null {
  try {
    return parseZipObject(window.localStorage.getItem(ZIP_STORAGE_KEY));
  } catch {
    // Storage may be disabled (private mode): the page keeps the default region.
    return null;
  }
}

/** Saves the zip object for the browser; the server's copy is the `zip` cookie /api/zip-code set. */
export function rememberZip(zip: ZipObject): void {
  try {
    window.localStorage.setItem(ZIP_STORAGE_KEY, JSON.stringify(zip));
  } catch {
    // Storage may be full or disabled (private mode): the cookie still carries the region.
  }
}
