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
 * @param {string} folder public/fixture-images
 * @returns {import("express").RequestHandler}
 */
export function imageWidths(folder) {
  const files = new Set(filesUnder(folder));
  return (req, _res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith(PREFIX)) return next();
    const width = typeof req.query.width === "string" && /^[1-9]\d{0,4}$/.test(req.query.width) ? req.query.width : null;
    const file = req.path.slice(PREFIX.length);
    if (!width || !RESIZABLE.test(file)) return next();
    const dot = file.lastIndexOf(".");
    const copy = `${file.slice(0, dot)}.w${width}${file.slice(dot)}`;
    if (files.has(copy)) req.url = `${PREFIX}${copy}`;
    next();
  };
}
