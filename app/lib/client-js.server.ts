import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { Device } from "~schemas/rules/device";
import { DEVICES } from "~schemas/rules/device";

/**
 * The client JavaScript a page costs (issue 15, items 6 and 7), read from the production
 * build: esbuild's metafile of the browser build (`build/metafile.js.json`) says which file
 * imports which, and the files themselves are gzipped here. A page loads its route's static
 * JavaScript (the client entry, the root and route modules and what they import) plus, for
 * each module type or detail section it renders, that part's own chunks: what the part's
 * dynamic entry (`modules/<folder>/…`, imported by the registry) adds to the route's files.
 */

/** The parts of esbuild's metafile this reads. */
export type Metafile = {
  outputs: Record<string, { bytes: number; entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }>;
};

/** Which files a route's pages load, and which each part (module folder) adds, per device. */
export type JsPlan = {
  /** Loaded by every page of the route, before any module type. */
  route: string[];
  /** Loaded by a page with parts, on the way to them: the dynamic entries that import the parts (the module views), and what is imported beside them. */
  modules: string[];
  /** Module folder -> device -> the files its dynamic entries add to the above (none while the part lives in the route's chunks). */
  parts: Record<string, Record<Device, string[]>>;
};

/** The route's three static roots, as the metafile names their entry points. */
export type RouteRoots = { entry: string; root: string; route: string };

/** The roots of a Remix route file (`routes/guide.$urlKey.tsx`): Remix names its browser modules this way. */
export function remixRoots(routeFile: string): RouteRoots {
  return { entry: "app/entry.client.tsx", root: "browser-route-module:root.tsx?browser", route: `browser-route-module:${routeFile}?browser` };
}

function outputOf(metafile: Metafile, entryPoint: string): string | undefined {
  return Object.keys(metafile.outputs).find((file) => metafile.outputs[file]!.entryPoint === entryPoint);
}

/**
 * The files reachable from `starts` by static imports. A part's dynamic imports are left out:
 * they wait for the shopper (Swiper on a carousel's first move, a video's player on play),
 * and the bench, which only scrolls, leaves them out too.
 */
function reachable(metafile: Metafile, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    const output = metafile.outputs[file];
    if (!output) continue;
    seen.add(file);
    for (const edge of output.imports) if (edge.kind === "import-statement" && !edge.external && edge.path.endsWith(".js")) stack.push(edge.path);
  }
  return seen;
}

const isOwnCode = (entryPoint: string | undefined) => entryPoint !== undefined && /^(app|modules|schemas)\//.test(entryPoint);

/** The folder a part's dynamic entry belongs to: `modules/<folder>/<file>`. */
function partFolder(entryPoint: string | undefined): string | null {
  const match = entryPoint ? /^modules\/([^/]+)\/[^?]+$/.exec(entryPoint) : null;
  return match ? match[1]! : null;
}

/**
 * Whether a part's dynamic entry may load with the page, scrolled to the bottom: a module
 * type's entry (its folder's `index`, or a device's file), a detail section's view, which the
 * section fetches when it nears the viewport (`…-view.tsx`), or a split part the page renders
 * when its data has one (`out-of-stock.tsx`, `crowdfund.tsx`: modules/kit/split-part.tsx). What
 * the shopper opens is named for it (`…-dialog(s)`, `…-drawer`, `…-sheet`, `…-popup`,
 * `…-preview`), and so is the code of a part the server renders and the browser wakes when the
 * shopper reaches for it (`….intent.tsx`: modules/kit/intent-part.tsx): they wait for the
 * shopper; the bench, which only scrolls, leaves them out too.
 */
function loadsWithPage(entryPoint: string): boolean {
  const name = path.posix.basename(entryPoint).replace(/\.[^.]+$/, "");
  return !/(^|[-.])(dialogs?|drawer|sheet|popup|preview|intent)$/.test(name);
}

/** A view file named for one device (`desktop.tsx`, `banner.mobile.tsx`) serves that device only. */
function entryDevices(entryPoint: string): readonly Device[] {
  const words = path.posix.basename(entryPoint).toLowerCase().split(/[^a-z0-9]+/);
  const named = DEVICES.filter((device) => words.includes(device));
  return named.length > 0 ? named : DEVICES;
}

/**
 * Works out a route's files and each part's own files from the metafile alone, whether the
 * registry imports module types statically (every part's share is then empty: all of it is in
 * the route's chunks) or each through its own dynamic import. A part is a dynamic entry in a
 * module folder that the route reaches through dynamic imports of our own code, e.g. the
 * client entry imports the module views, whose registry imports each type: the entries on
 * the way (`modules`) load on any page with modules, and count for the page, not a part.
 * Null when the route is not in the build.
 */
export function planClientJs(metafile: Metafile, roots: RouteRoots): JsPlan | null {
  const starts = [roots.entry, roots.root, roots.route].map((entryPoint) => outputOf(metafile, entryPoint));
  if (starts.some((file) => file === undefined)) return null;
  const route = reachable(metafile, starts as string[]);

  // Our own dynamic entries the route can reach, breadth first, each with the entry that first
  // imports it (null: the route's files) and the file the import is in. A part's own dynamic
  // imports are its business.
  const importer = new Map<string, { entry: string | null; file: string }>();
  const queue: string[] = [];
  const ownDynamicImports = (file: string) =>
    (metafile.outputs[file]?.imports ?? []).filter((edge) => edge.kind === "dynamic-import" && isOwnCode(metafile.outputs[edge.path]?.entryPoint)).map((edge) => edge.path);
  const visit = (files: Iterable<string>, entry: string | null) => {
    for (const file of files) {
      for (const target of ownDynamicImports(file)) {
        if (importer.has(target)) continue;
        importer.set(target, { entry, file });
        queue.push(target);
      }
    }
  };
  visit(route, null);
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (!partOf(metafile, next)) visit(reachable(metafile, [next]), next);
  }

  const entries = new Map<string, { file: string; devices: readonly Device[] }[]>();
  for (const file of importer.keys()) {
    const folder = partOf(metafile, file);
    if (folder && loadsWithPage(metafile.outputs[file]!.entryPoint!)) entries.set(folder, [...(entries.get(folder) ?? []), { file, devices: entryDevices(metafile.outputs[file]!.entryPoint!) }]);
  }

  // The other dynamic entries, each with its static files: one that holds the code importing the
  // parts (the module views and their registry) loads on every page with parts.
  const loaders = [...importer.keys()].filter((file) => !partOf(metafile, file)).map((file) => ({ file, files: reachable(metafile, [file]) }));

  // The entries on the way from the route to the parts' importer (the module views and their
  // registry). What the client entry imports beside them loads on its own condition (a page's
  // split parts: modules/kit/split-part.tsx) and counts with what it serves, not here. Only the
  // client entry's own imports lead there before hydration: another lazy part of the route
  // whose code also imports a part (the quick view, which renders the product's sections and
  // their lazy dialogs) waits for the shopper.
  const importing = new Set([...entries.values()].flat().map((entry) => importer.get(entry.file)!.file));
  const fromClientEntry = (file: string) => {
    let at = file;
    for (let up = importer.get(at); up?.entry; up = importer.get(at)) at = up.entry;
    return importer.get(at)?.file === starts[0];
  };
  const way: string[] = [];
  for (const loader of loaders.filter(({ file, files }) => fromClientEntry(file) && [...importing].some((part) => files.has(part)))) {
    for (let at: string | null | undefined = loader.file; at; at = importer.get(at)?.entry) way.push(at);
  }
  const modules = new Set([...reachable(metafile, way)].filter((file) => !route.has(file)));

  const parts: JsPlan["parts"] = {};
  for (const [folder, list] of entries) {
    const own = {} as Record<Device, string[]>;
    for (const device of DEVICES) {
      const starts = list.filter((entry) => entry.devices.includes(device)).map((entry) => entry.file);
      own[device] = [...reachable(metafile, starts)].filter((file) => !route.has(file) && !modules.has(file)).sort();
    }
    parts[folder] = own;
  }
  return { route: [...route].sort(), modules: [...modules].sort(), parts };
}

/** The module folder whose part a dynamic entry is (`modules/<folder>/…`, the kit excluded), or null. */
function partOf(metafile: Metafile, file: string): string | null {
  const folder = partFolder(metafile.outputs[file]?.entryPoint);
  return folder === "kit" ? null : folder;
}

/**
 * What a page loads on a device: the route's files; with landing modules, what loads on the
 * way to their views; and each part's own files of the `folders` whose code the browser loads
 * (a module type's views, a detail section's near-viewport view). Each file once.
 */
export function pageFiles(plan: JsPlan, device: Device, { withModules, folders }: { withModules: boolean; folders: Iterable<string> }): string[] {
  const files = new Set(plan.route);
  if (withModules) for (const file of plan.modules) files.add(file);
  for (const folder of folders) for (const file of plan.parts[folder]?.[device] ?? []) files.add(file);
  return [...files];
}

/** A part's own files on a device (none when the part lives in the route's chunks). */
export function partFiles(plan: JsPlan, folder: string, device: Device): string[] {
  return plan.parts[folder]?.[device] ?? [];
}

/** Sums the gzip sizes of files, each counted once. */
export function gzipTotal(files: Iterable<string>, sizes: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const file of new Set(files)) total += sizes.get(file) ?? 0;
  return total;
}

/** The level the bench gzips at (scripts/lib/page-weight.js), so the preview and the bench agree. */
export const GZIP_LEVEL = 9;

const gzip = promisify(gzipCallback);

/** A build's JavaScript: each route's plan (the route manifest included) and the gzip size of any of its files. */
export type BuildJs = {
  version: string;
  plan(routeFile: string): JsPlan | null;
  /** Output path (as the metafile names it) -> gzip bytes; each file is gzipped once per build. */
  gzipSizes(files: Iterable<string>): Promise<Map<string, number>>;
};

const builds = new Map<string, Promise<BuildJs>>();

/**
 * The current build's JavaScript, read once per build version and process. Null without a
 * build (or while one is being written): the preview then says it was not measured.
 */
export async function buildJs(root = process.cwd()): Promise<BuildJs | null> {
  const version = (await readFile(path.join(root, "build", "version.txt"), "utf8").catch(() => "")).trim();
  if (!version) return null;
  let read = builds.get(version);
  if (!read) {
    read = readBuild(root, version);
    builds.set(version, read);
    // A build that could not be read (rebuilt meanwhile) is tried again next time.
    read.catch(() => builds.delete(version));
  }
  return read.catch(() => null);
}

async function readBuild(root: string, version: string): Promise<BuildJs> {
  const metafile = JSON.parse(await readFile(path.join(root, "build", "metafile.js.json"), "utf8")) as Metafile;
  // Remix loads its route manifest on every page; it is written beside the metafile's outputs, not in it.
  const manifestName = (await readdir(path.join(root, "public", "build")).catch(() => [] as string[])).find(
    (name) => name.toLowerCase() === `manifest-${version.toLowerCase()}.js`,
  );
  const plans = new Map<string, JsPlan | null>();
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      size = readFile(path.join(root, file)).then(async (content) => (await gzip(content, { level: GZIP_LEVEL })).length);
      sizes.set(file, size);
    }
    return size;
  };
  return {
    version,
    plan(routeFile) {
      if (!plans.has(routeFile)) {
        const plan = planClientJs(metafile, remixRoots(routeFile));
        plans.set(routeFile, plan && manifestName ? { ...plan, route: [...plan.route, `public/build/${manifestName}`] } : plan);
      }
      return plans.get(routeFile)!;
    },
    async gzipSizes(files) {
      const unique = [...new Set(files)];
      const measured = await Promise.all(unique.map(sizeOf));
      return new Map(unique.map((file, index) => [file, measured[index]!]));
    },
  };
}
