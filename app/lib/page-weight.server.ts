import { stat } from "node:fs/promises";
import path from "node:path";
import type { ReactElement } from "react";
import { readEnv } from "../../server/env.js";
import { widthCopyOf } from "../../server/image-widths.js";
import type { Device } from "~schemas/rules/device";
import { meterCalls } from "./call-meter.server";
import { buildJs, gzipTotal, pageFiles, partFiles, type BuildJs } from "./client-js.server";
import { renderBodyHtml, type BodyRenderOptions } from "./page-html.server";

/**
 * What a page costs (issue 15, item 6), shown beside the preview's problems: the client
 * JavaScript of the page and of each module type or detail section it renders, the images
 * its modules render, the back-office calls its loader makes and the time the server takes
 * to load and render it. Budgets and their reasons: docs/decisions/preview.md.
 */

export type PageKind = "template" | "product";

/** A page's budgets: past one, the preview warns. */
export type Budget = {
  /** Client JavaScript, gzip bytes, scrolled to the bottom (everything near the viewport loaded). */
  js: number;
  /** Distinct image addresses the page's modules render. */
  images: number;
  /** Their bytes, where known (images the storefront host serves). */
  imageBytes: number;
  /** Back-office calls the page waits for before its first byte. */
  calls: number;
};

const KIB = 1024;

/** Why these figures: docs/decisions/preview.md ("Page weight"). */
export const PAGE_BUDGETS: Record<PageKind, Budget> = {
  template: { js: 140 * KIB, images: 100, imageBytes: 2048 * KIB, calls: 14 },
  product: { js: 140 * KIB, images: 100, imageBytes: 2048 * KIB, calls: 5 },
};

export type Metric = keyof Budget;

/** The measured figures a budget applies to; null where a figure was not measured. */
export type Figures = { [M in Metric]: number | null };

/** The budgets a page's figures are past, in the order the panel lists them. */
export function overBudget(figures: Figures, budget: Budget): Metric[] {
  return (Object.keys(budget) as Metric[]).filter((metric) => {
    const value = figures[metric];
    return value !== null && value > budget[metric];
  });
}

/** One module type (or detail section) of the page on one device. */
export type PartWeight = {
  /** The type code or the section key. */
  key: string;
  /** How many modules of the type the page renders (1 for a section). */
  count: number;
  /** Gzip bytes of the type's own chunks (beyond what the route loads anyway); null when not measured. */
  js: number | null;
  /** False for a type the browser does not hydrate: it loads no code (its JavaScript is 0). */
  hydrated: boolean;
  images: number;
  /** Bytes of its images whose size is known. */
  imageBytes: number;
};

export type DeviceWeight = {
  device: Device;
  /** Gzip bytes of the page's client JavaScript; null when not measured (see PageWeight.jsMissing). */
  js: number | null;
  /** Distinct images of the page's modules; null when the page could not be rendered here. */
  images: { count: number; bytes: number; unsized: number } | null;
  calls: { beforeFirstByte: number; streamed: number; sent: number };
  /** Milliseconds: loading the page's data (back-office calls, schemas, module loaders) and rendering its HTML. */
  serverMs: { data: number; html: number | null };
  /** Sorted by JavaScript, heaviest first, then by image bytes. */
  parts: PartWeight[];
  over: Metric[];
};

export type PageWeight = {
  kind: PageKind;
  budget: Budget;
  /** Why client JavaScript has no figures: a development server (no production build to read), or no build found. */
  jsMissing: "development" | "no-build" | null;
  devices: DeviceWeight[];
};

/**
 * A module of the page, as far as weight goes: its part (type code or section key) and the
 * folder its views live in, or null for a type the browser never loads (its server HTML stays).
 */
export type PagePart = { key: string; folder: string | null };

/** What the preview knows of a page it measures on one device. */
export type PageView = {
  /** The page's body, as its route renders it (inside the storefront shell). */
  element: ReactElement;
  /** Each module or section the page renders, in page order (a type used twice is listed twice). */
  parts: PagePart[];
  render: BodyRenderOptions;
};

/** The attribute the part's wrapper element carries: its type code or section key. */
const PART_MARKER: Record<PageKind, string> = { template: "data-module-type", product: "data-section" };

/** The Remix route file whose client JavaScript the page loads. */
const PAGE_ROUTE: Record<PageKind, string> = { template: "routes/guide.$urlKey.tsx", product: "routes/$.tsx" };

/** One device's measurement before the build's JavaScript is added. */
export type DeviceMeasure = Omit<DeviceWeight, "js" | "over" | "parts"> & {
  parts: Omit<PartWeight, "js" | "hydrated">[];
  /** Each part's folder, null for a part the browser does not load. */
  folders: Record<string, string | null>;
};

/**
 * Loads and renders the page for one device and measures it: `load` runs with a call meter
 * (calls that had answered when it returned stood before the first byte), then the page's
 * body is rendered to HTML as its route would, and the images in each part's markup are
 * counted. Devices are measured one after the other, so one's time is not the other's.
 */
export async function measureDevice<T>(
  kind: PageKind,
  device: Device,
  load: () => Promise<T>,
  view: (loaded: T) => PageView,
): Promise<{ loaded: T; measure: DeviceMeasure }> {
  const started = performance.now();
  const { result: loaded, count } = await meterCalls(load);
  const data = performance.now() - started;
  const { element, parts, render } = view(loaded);

  const htmlStarted = performance.now();
  const html = await renderBodyHtml(element, render).catch(() => null);
  const htmlMs = html === null ? null : performance.now() - htmlStarted;
  const found = html === null ? null : pageImages(html, PART_MARKER[kind], SCREENS[device]);
  const sizes = found ? await imageSizes([...found.all], render.url) : new Map<string, number | null>();
  const bytesOf = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);

  // Counted after the render: by then every call the load started has gone out or been answered by the cache.
  const calls = count();
  const folders: Record<string, string | null> = {};
  const counts = new Map<string, number>();
  for (const part of parts) {
    folders[part.key] = part.folder;
    counts.set(part.key, (counts.get(part.key) ?? 0) + 1);
  }
  return {
    loaded,
    measure: {
      device,
      images: found ? { count: found.all.size, bytes: bytesOf(found.all), unsized: [...found.all].filter((url) => sizes.get(url) == null).length } : null,
      calls: { beforeFirstByte: calls.beforeFirstByte, streamed: calls.streamed, sent: calls.sent },
      serverMs: { data: Math.round(data), html: htmlMs === null ? null : Math.round(htmlMs) },
      parts: [...counts].map(([key, count]) => {
        const urls = found?.parts.get(key) ?? new Set<string>();
        return { key, count, images: urls.size, imageBytes: bytesOf(urls) };
      }),
      folders,
    },
  };
}

/**
 * The build whose JavaScript pages are measured against: none in development, where the
 * files on disk (if any) are not what the server serves and are not minified.
 */
export async function currentBuild(): Promise<BuildJs | "development" | null> {
  return readEnv().NODE_ENV === "production" ? buildJs() : "development";
}

/**
 * The page's weight from each device's measure: the build's JavaScript for the page's
 * route and parts (read once per build), and the budgets it is past.
 */
export async function pageWeight(kind: PageKind, measures: DeviceMeasure[], current?: BuildJs | "development" | null): Promise<PageWeight> {
  const budget = PAGE_BUDGETS[kind];
  const found = current === undefined ? await currentBuild() : current;
  const build = found === "development" ? null : found;
  const plan = build?.plan(PAGE_ROUTE[kind]) ?? null;
  const jsMissing = found === "development" ? "development" : plan ? null : "no-build";

  const devices = await Promise.all(
    measures.map(async ({ folders, parts, ...measure }): Promise<DeviceWeight> => {
      let js: number | null = null;
      let partJs = (_folder: string): number | null => null;
      if (build && plan) {
        const loaded = Object.values(folders).filter((folder): folder is string => folder !== null);
        // The client loads the module views for a page with landing modules only (app/entry.client.tsx).
        // A product page's sections are in its route's code; the views of those that fetch near
        // the viewport count as if each had something to show, as on a fully stocked product.
        const files = pageFiles(plan, measure.device, { withModules: kind === "template" && parts.length > 0, folders: loaded });
        const sizes = await build.gzipSizes(files);
        js = gzipTotal(files, sizes);
        partJs = (folder) => gzipTotal(partFiles(plan, folder, measure.device), sizes);
      }
      const weighed = parts
        .map((part) => {
          const folder = folders[part.key] ?? null;
          return { ...part, hydrated: folder !== null, js: folder === null ? (build && plan ? 0 : null) : partJs(folder) };
        })
        .sort((a, b) => (b.js ?? 0) - (a.js ?? 0) || b.imageBytes - a.imageBytes || b.images - a.images);
      const figures: Figures = {
        js,
        images: measure.images?.count ?? null,
        imageBytes: measure.images?.bytes ?? null,
        calls: measure.calls.beforeFirstByte,
      };
      return { ...measure, js, parts: weighed, over: overBudget(figures, budget) };
    }),
  );
  return { kind, budget, jsMissing, devices };
}

// ---- Images in the rendered HTML ----

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]+))\s*\)/g;

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[lower] ?? entity;
  });
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) attributes.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  return attributes;
}

/**
 * The screens images are picked for, as the bench opens the page (scripts/lib/page-weight.js):
 * a 1440 px desktop window and a 375 px phone at twice the density.
 */
export const SCREENS: Record<Device, Screen> = { desktop: { width: 1440, density: 1 }, mobile: { width: 375, density: 2 } };

export type Screen = { width: number; density: number };

const LENGTH = /^(-?\d*\.?\d+)(px|vw|rem|em)$/;

/** A `sizes` length in px on `screen`: px, vw, rem or em (16 px), `min()` and `max()` of them; null for anything else. */
function lengthPx(source: string, screen: Screen): number | null {
  const value = source.trim().toLowerCase();
  const fn = /^(min|max)\((.*)\)$/.exec(value);
  if (fn) {
    let depth = 0;
    const args: string[] = [""];
    for (const char of fn[2]!) {
      if (char === "(") depth++;
      if (char === ")") depth--;
      if (char === "," && depth === 0) args.push("");
      else args[args.length - 1] += char;
    }
    const lengths = args.map((arg) => lengthPx(arg, screen));
    if (lengths.some((length) => length === null)) return null;
    return (fn[1] === "min" ? Math.min : Math.max)(...(lengths as number[]));
  }
  const match = LENGTH.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] === "px" ? amount : match[2] === "vw" ? (amount * screen.width) / 100 : amount * 16;
}

/** Whether a `sizes` media condition holds on `screen`: `(min-width: …)` and `(max-width: …)`, joined by `and`. */
function mediaMatches(condition: string, screen: Screen): boolean | null {
  const parts = condition.split(/\s+and\s+/i);
  let matches = true;
  for (const part of parts) {
    const query = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim());
    const limit = query ? lengthPx(query[2]!, screen) : null;
    if (limit === null) return null;
    matches &&= query![1]!.toLowerCase() === "min" ? screen.width >= limit : screen.width <= limit;
  }
  return matches;
}

/** The width in CSS px an image's `sizes` gives it on `screen`: the first entry whose condition holds; the full width when it cannot tell. */
export function slotWidth(sizes: string, screen: Screen): number {
  for (const entry of sizes.split(/,(?![^(]*\))/)) {
    const text = entry.trim();
    const condition = /^(\(.*\))\s+(\S.*)$/.exec(text);
    if (condition) {
      const holds = mediaMatches(condition[1]!, screen);
      if (holds === null) return screen.width;
      if (holds) return lengthPx(condition[2]!, screen) ?? screen.width;
    } else {
      return lengthPx(text, screen) ?? screen.width;
    }
  }
  return screen.width;
}

/**
 * The candidate of a `srcset` of widths (`url 640w, …`) the browser loads on `screen`: the
 * narrowest that covers the image's slot at the screen's density, else the widest. Null when
 * the srcset has no width candidates.
 */
export function srcsetChoice(srcset: string, sizes: string, screen: Screen): string | null {
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => /^(\S+)\s+(\d+)w$/.exec(candidate.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ url: match[1]!, width: Number(match[2]) }))
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return null;
  const needed = slotWidth(sizes, screen) * screen.density;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1)!).url;
}

/** The image addresses one element asks for: `<img>` (its srcset's pick for the screen, else src), a video's poster, and `url(…)` in its inline style. */
function elementImages(tag: string, attributes: Map<string, string>, screen: Screen): string[] {
  const found: string[] = [];
  const srcset = attributes.get("srcset");
  const picked = tag === "img" && srcset ? srcsetChoice(srcset, attributes.get("sizes") ?? "100vw", screen) : null;
  if (picked) found.push(picked);
  else if (tag === "img" && attributes.get("src")) found.push(attributes.get("src")!);
  if (tag === "video" && attributes.get("poster")) found.push(attributes.get("poster")!);
  const style = attributes.get("style");
  if (style) for (const match of style.matchAll(CSS_URL)) found.push(match[1] ?? match[2] ?? match[3]!);
  // Inline images cost no request.
  return found.map((url) => url.trim()).filter((url) => url !== "" && !/^data:/i.test(url));
}

/**
 * The images a page's HTML asks for on `screen`, each address once: all of them, and those inside each
 * part's element (the element carrying `marker`, e.g. `data-module-type="4"`, and everything
 * in it). React's markup closes every element it opens, which is all the walk relies on.
 */
export function pageImages(html: string, marker: string, screen: Screen): { all: Set<string>; parts: Map<string, Set<string>> } {
  const all = new Set<string>();
  const parts = new Map<string, Set<string>>();
  const open: { tag: string; part: string | null }[] = [];
  for (const match of html.matchAll(TAG)) {
    const [, closing, rawTag, rest] = match;
    const tag = rawTag!.toLowerCase();
    if (closing) {
      const at = open.map((element) => element.tag).lastIndexOf(tag);
      if (at >= 0) open.length = at;
      continue;
    }
    const attributes = attributesOf(rest!);
    const part = attributes.get(marker) ?? open.at(-1)?.part ?? null;
    for (const url of elementImages(tag, attributes, screen)) {
      all.add(url);
      if (part !== null) {
        if (!parts.has(part)) parts.set(part, new Set());
        parts.get(part)!.add(url);
      }
    }
    if (!VOID_ELEMENTS.has(tag) && !rest!.trimEnd().endsWith("/")) open.push({ tag, part });
  }
  return { all, parts };
}

/**
 * Each image's size in bytes where it can be known without a request: an image the
 * storefront host serves (a root-relative address, or one on the page's own origin) is a
 * file under public/, a fixture photo asked at a `width` its copy at that width, as the host
 * answers it (server/image-widths.js). Other hosts' images are counted but not sized (null):
 * asking them would make the server fetch whatever address a template or draft names.
 */
export async function imageSizes(urls: readonly string[], pageUrl: string, publicDir = path.join(process.cwd(), "public")): Promise<Map<string, number | null>> {
  const origin = new URL(pageUrl).origin;
  const sizes = await Promise.all(
    urls.map(async (url) => {
      let parsed: URL;
      try {
        parsed = new URL(url, pageUrl);
      } catch {
        return null;
      }
      if (parsed.origin !== origin) return null;
      let pathname: string;
      try {
        pathname = decodeURIComponent(parsed.pathname);
      } catch {
        return null;
      }
      const width = parsed.searchParams.get("width");
      const copy = width ? widthCopyOf(pathname, width) : null;
      for (const served of copy ? [copy, pathname] : [pathname]) {
        const file = path.join(publicDir, served);
        if (!file.startsWith(publicDir + path.sep)) return null;
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) return info.size;
      }
      return null;
    }),
  );
  return new Map(urls.map((url, index) => [url, sizes[index]!]));
}
