// Writes the fixture photos (public/fixture-images/photos/): JPEG pictures at an uploaded
// photo's size, made from the fixture SVGs, and one copy per width of the image CDN's ladder
// below that size, which the storefront serves for `?width=` (server/image-widths.js) as the
// image CDN would. Run it after changing a source or the ladder: `node scripts/fixture-photos.js`.
// Chromium draws them (canvas), so nothing else needs installing; a light grain makes their
// bytes behave like a photograph's rather than a flat drawing's.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { findChromium } from "./find-chromium.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCES = path.join(ROOT, "public", "fixture-images");
const OUT = path.join(SOURCES, "photos");

/** IMAGE_WIDTHS of schemas/rules/image-url.ts (tests/unit/image-widths.test.ts checks the files against it). */
const LADDER = [320, 480, 640, 800, 1080, 1440, 1920];

/** Each photo: its SVG source and the size it is "uploaded" at. */
const PHOTOS = [
  { name: "banner-autumn-desktop", source: "banner-autumn-desktop.svg", width: 2400, height: 750 },
  { name: "banner-autumn-mobile", source: "banner-autumn-mobile.svg", width: 1500, height: 1000 },
  { name: "harlow-sofa", source: "products/harlow-sofa.svg", width: 1600, height: 1600 },
  { name: "harlow-sofa-room", source: "products/harlow-sofa-room.svg", width: 1600, height: 1600 },
];
const QUALITY = 0.75;

/** In the page: draws the SVG at the photo's size with grain, then every smaller width; returns data URLs by width (0: the original). */
async function draw({ svg, width, height, widths, quality }) {
  const image = new Image();
  image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
  await image.decode();
  const original = document.createElement("canvas");
  original.width = width;
  original.height = height;
  const context = original.getContext("2d");
  context.drawImage(image, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height);
  // A fixed seed: the same files on every run.
  let seed = 42;
  const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32 - 0.5;
  for (let i = 0; i < pixels.data.length; i += 4) {
    const grain = random() * 10;
    pixels.data[i] += grain;
    pixels.data[i + 1] += grain;
    pixels.data[i + 2] += grain;
  }
  context.putImageData(pixels, 0, 0);
  const out = { 0: original.toDataURL("image/jpeg", quality) };
  for (const w of widths) {
    const canvas = document.createElement("canvas");
    canvas.width = w;
    canvas.height = Math.round((height * w) / width);
    const small = canvas.getContext("2d");
    small.imageSmoothingQuality = "high";
    small.drawImage(original, 0, 0, canvas.width, canvas.height);
    out[w] = canvas.toDataURL("image/jpeg", quality);
  }
  return out;
}

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
try {
  const page = await browser.newPage();
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  for (const photo of PHOTOS) {
    const svg = await readFile(path.join(SOURCES, photo.source), "utf8");
    const widths = LADDER.filter((w) => w < photo.width);
    const urls = await page.evaluate(draw, { svg, width: photo.width, height: photo.height, widths, quality: QUALITY });
    for (const [w, url] of Object.entries(urls)) {
      const file = Number(w) === 0 ? `${photo.name}.jpg` : `${photo.name}.w${w}.jpg`;
      await writeFile(path.join(OUT, file), Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
    }
    console.log(`${photo.name}: ${photo.width}×${photo.height} and ${widths.length} widths`);
  }
} finally {
  await browser.close();
}
