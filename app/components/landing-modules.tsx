import { Suspense, type CSSProperties } from "react";
import type { LoadedModule } from "~/lib/module-data.server";
import { moduleRegistry } from "~modules/registry";
import type { ModuleComponents, ModuleRegistry, PageContext } from "~modules/types";
import { moduleName } from "~schemas/module-codes";
import { ModuleBoundary } from "./module-boundary";

type Props = {
  modules: LoadedModule[];
  page: PageContext;
  /** Tests pass their own registry (for example with a module that throws). */
  registry?: ModuleRegistry;
};

const FOLLOWS_CLASS = { 1: "lp-module--after-title", 2: "lp-module--after-subtitle", 3: "lp-module--after-tabs" } as const;

/** The landing body: each validated module, by device, in its own error boundary. */
export function LandingModules({ modules, page, registry = moduleRegistry }: Props) {
  const { theme } = page;
  const style = {
    "--theme": theme.color,
    "--theme-secondary": theme.secondaryColor,
    "--button-bg": theme.buttonBackground,
    "--button-text": theme.buttonText,
  } as CSSProperties;
  const background = page.device === "mobile" ? theme.mobileBackground : theme.desktopBackground;
  if (background) style.backgroundImage = `url("${background.replace(/"/g, "%22")}")`;

  return (
    <div className={`lp lp--${page.device}`} style={style}>
      {modules.map((entry) => {
        // Each entry's data was produced by its own code's schema (see buildLandingPage).
        const components = registry[entry.code] as ModuleComponents<unknown>;
        const Module = page.device === "mobile" ? components.mobile : components.desktop;
        const follows = entry.module.follows;
        return (
          <ModuleBoundary key={entry.key} label={`module ${entry.module.position} (${moduleName(entry.code)})`}>
            {/* A module that throws during server rendering is replaced by this empty fallback. */}
            <Suspense fallback={null}>
              <section
                id={`module-${entry.module.position}`}
                className={`lp-module${follows ? ` ${FOLLOWS_CLASS[follows]}` : ""}`}
                data-module-type={entry.code}
              >
                <Module data={entry.data} module={entry.module} page={page} />
              </section>
            </Suspense>
          </ModuleBoundary>
        );
      })}
    </div>
  );
}
