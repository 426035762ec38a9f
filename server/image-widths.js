// The image CDN's `width` parameter for the images the storefront serves itself. The fixture
// back office's images are files in public/fixture-images/, and the pages ask them at a
// width as they would ask the image CDN (schemas/rules/image-url.ts). A photo with a copy at
// that width (`name.w640.jpg` beside `name.jpg`, made by scripts/fixture-photos.js) is
// answered with the copy; anything else is the file itself, the parameter ignored, as
// express.static ignores every query. So fixtures load at every width and the photos weigh
// what the CDN would send.
import { readdirSync } from "node:fs";
import path from "node:path";

const PREFIX = "/fixture-images/";
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

/** Every file under `folder`, as paths relative to it with forward slashes. */
function filesUnder(folder, prefix = "") {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(path.join(folder, entry.name), `${relative}/`));
    else found.push(relative);
  }
  return found;
}

/**
 * The address the storefront answers `pathname?width=` with: the photo's copy at that width
 * (`/fixture-images/…/name.w640.jpg`), or null when the path is no fixture photo or the width
 * no width. Whether the copy exists is the caller's to check.
 * @param {string} pathname
 * @param {string | number} width
 * @returns {string | null}
 */
export function widthCopyOf(pathname, width) {
  if (!/^[1-9]\d{0,4}$/.test(String(width)) || !pathname.startsWith(PREFIX) || !RESIZABLE.test(pathname)) return null;
  const dot = pathname.lastIndexOf(".");
  return `${pathname.slice(0, dot)}.w${width}${pathname.slice(dot)}`;
}

/**
 * @param {string} folder public/fixture-images
 * @returns {import("express").RequestHandler}
 */
export function imageWidths(folder) {
  const files = new Set(filesUnder(folder));
  return (req, _res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith(PREFIX)) return next();
    const copy = typeof req.query.width === "string" ? widthCopyOf(req.path, req.query.width) : null;
    if (copy && files.has(copy.slice(PREFIX.length))) req.url = copy;
    next();
  };
}
