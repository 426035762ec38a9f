import { moduleLoaders, type LoadedData } from "~modules/loaders.server";
import type { ModuleContext, ModuleLoadContext } from "~modules/types";
import { hydrates, moduleName, type ModuleCode } from "~schemas/module-codes";
import { BackofficeError } from "./backoffice.server";
import type { Diagnostic, PageModule } from "./landing-page.server";

/** A module ready for its components: validated, and loaded where its type has a server loader. */
export type LoadedModule = {
  [C in ModuleCode]: { key: string; code: C; data: LoadedData<C>; module: ModuleContext };
}[ModuleCode];

/**
 * The modules as a document's render gets them: a module of a type the browser does not
 * hydrate keeps the server's HTML there and never reads its data, so its data stays on the
 * server (not enumerable: it renders, and the page's JSON leaves it out; 13 of the full
 * landing page's 60 KB). A client navigation's data request gets every module's data, since
 * it loads every type's code before it renders (app/routes/guide.$urlKey.tsx).
 */
export function withServerOnlyData(modules: LoadedModule[]): LoadedModule[] {
  return modules.map((entry) =>
    hydrates(entry.code) ? entry : Object.defineProperty({ ...entry }, "data", { value: entry.data, enumerable: false }),
  );
}

type AnyLoader = (data: unknown, context: ModuleLoadContext, module: ModuleContext) => Promise<unknown>;

type LoaderTable = Partial<Record<ModuleCode, AnyLoader>>;

function describeFailure(error: unknown): string {
  if (error instanceof BackofficeError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs the server loaders of the page's modules in parallel. A loader that fails drops its
 * module alone, with a diagnostic saying which call failed; the rest of the page renders.
 * (Spacing and the h1 were decided before loading: a module dropped here keeps its
 * neighbours' layout, which is the rare price of loading only what survived validation.)
 */
export async function loadModuleData(
  modules: PageModule[],
  context: ModuleLoadContext,
  /** Tests pass their own table. */
  loaders: LoaderTable = moduleLoaders as LoaderTable,
): Promise<{ modules: LoadedModule[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const settled = await Promise.all(
    modules.map(async (entry): Promise<LoadedModule | null> => {
      const load = loaders[entry.code];
      if (!load) return entry as LoadedModule;
      try {
        return { ...entry, data: await load(entry.data, context, entry.module) } as LoadedModule;
      } catch (error) {
        diagnostics.push({
          position: entry.module.position,
          code: entry.code,
          name: moduleName(entry.code),
          outcome: "dropped",
          reason: `its data could not be loaded: ${describeFailure(error)}`,
        });
        return null;
      }
    }),
  );
  return { modules: settled.filter((entry): entry is LoadedModule => entry !== null), diagnostics };
}
