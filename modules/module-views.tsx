import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ModuleCode } from "~schemas/module-codes";
import { trackClicks } from "./kit/i18n";
import { placeholdersForBrokenImages } from "./kit/broken-images";
import { HYDRATED_CODES, moduleViewLoaders, type ModuleRegistry } from "./registry";
import { viewFor, type ModuleComponents, type ModuleProps } from "./types";

type AnyViews = ModuleComponents<unknown>;

const loaded = new Map<ModuleCode, AnyViews>();
const loading = new Map<ModuleCode, Promise<AnyViews>>();

function load(code: ModuleCode): Promise<AnyViews> {
  let pending = loading.get(code);
  if (!pending) {
    pending = (moduleViewLoaders[code] as () => Promise<AnyViews>)().then((views) => {
      loaded.set(code, views);
      return views;
    });
    // A chunk that failed to download may be asked for again (the next navigation retries it).
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

/**
 * Loads the views of these types, each once. Whoever renders modules calls it first (the
 * server for every type before its first render, the browser for the page's types before it
 * hydrates), so rendering never waits: a module renders at once, the same on both sides.
 */
export async function loadModuleViews(codes: Iterable<ModuleCode>): Promise<void> {
  await Promise.all([...new Set(codes)].map(load));
}

const ALL_CODES = Object.keys(moduleViewLoaders).map(Number) as ModuleCode[];

/** Every type's views (the server, and tests that need the whole registry at once). */
export async function loadModuleRegistry(): Promise<ModuleRegistry> {
  await loadModuleViews(ALL_CODES);
  return Object.fromEntries(ALL_CODES.map((code) => [code, loaded.get(code)])) as ModuleRegistry;
}

/** Whether the browser hydrates modules of this type (and so loads its code). */
export function hydrates(code: ModuleCode): boolean {
  return HYDRATED_CODES.has(code);
}

/** The type codes of the modules the server rendered into this document that the browser hydrates. */
export function hydratedCodesIn(root: ParentNode): ModuleCode[] {
  const codes = [...root.querySelectorAll<HTMLElement>("[data-module-type]")].map((element) => Number(element.dataset.moduleType));
  return codes.filter((code): code is ModuleCode => code in moduleViewLoaders).filter(hydrates);
}

/**
 * What the browser does before it hydrates a document with modules: loads the views of the
 * types it hydrates, and does once for the whole document what React handlers would do for
 * the modules it keeps as server HTML (failed images, tracked links).
 */
export async function prepareModules(root: Document): Promise<void> {
  placeholdersForBrokenImages(root);
  trackClicks(root);
  await loadModuleViews(hydratedCodesIn(root));
}

/**
 * A module of a type the browser does not hydrate, whose code this document has not loaded:
 * its section keeps the server's HTML. (A client navigation loads every type of the next page
 * first, so there the module renders as usual.)
 */
export function keepsServerHtml(code: ModuleCode): boolean {
  return !hydrates(code) && !loaded.has(code);
}

const lazyViews = new Map<ModuleCode, LazyExoticComponent<ComponentType<ModuleProps<unknown>>>>();

/**
 * The component that renders a module of `code`: its view for the device when the type is
 * loaded; otherwise one that suspends until its chunk arrives (a client navigation to a page
 * with a type this document has not loaded yet).
 */
export function moduleViewFor(code: ModuleCode, device: ModuleProps<unknown>["page"]["device"]): ComponentType<ModuleProps<unknown>> {
  const views = loaded.get(code);
  if (views) return viewFor(views, device);
  let Lazy = lazyViews.get(code);
  if (!Lazy) {
    Lazy = lazy(() =>
      load(code).then((views) => ({
        default: (props: ModuleProps<unknown>) => {
          const View = viewFor(views, props.page.device);
          return <View {...props} />;
        },
      })),
    );
    lazyViews.set(code, Lazy);
  }
  return Lazy;
}
