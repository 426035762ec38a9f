import { Fragment, Suspense, type CSSProperties, type ReactNode } from "react";
import type { LoadedModule } from "~/lib/module-data.server";
import { hydrates, keepsServerHtml, moduleViewFor } from "~modules/module-views";
import type { ModuleRegistry } from "~modules/registry";
import { viewFor, type ModuleComponents, type PageContext } from "~modules/types";
import type { ModuleCode } from "~schemas/module-codes";
import { ModuleBoundary } from "./module-boundary";

/** What the client entry runs before it hydrates a page with modules (app/entry.client.tsx). */
export { prepareModules } from "~modules/module-views";

type Props = {
  modules: LoadedModule[];
  page: PageContext;
  /**
   * Preview only: the page's problems, each marked in place (a dropped module where it would
   * have been, an altered one outlined with what changed), made by previewMarks
   * (./preview-mark.tsx). Pages never pass them, and so do not load the preview's code.
   */
  marks?: ModuleMarks;
  /**
   * Tests pass their own registry (for example with a module that throws); pages use the
   * views modules/module-views.tsx has loaded.
   */
  registry?: ModuleRegistry;
};

const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

const FOLLOWS_CLASS = { 1: "lp-module--after-title", 2: "lp-module--after-subtitle", 3: "lp-module--after-tabs" } as const;

/** Notes placed around the modules: before a module (by its key), over an altered one (by its position), after the last. */
export type ModuleMarks = { before: Map<string, ReactNode>; altered: Map<number, ReactNode>; after: ReactNode };

/** The failed module's label: its type's name is for the console only, so the table of names loads only then. */
const describeModule = (position: number, code: ModuleCode) => () =>
  import("~schemas/module-codes").then(
    ({ moduleName }) => `module ${position} (${moduleName(code)})`,
    () => `module ${position} (type ${code})`,
  );

/** The landing body: each validated module, by device, in its own error boundary. */
export function LandingModules({ modules, page, marks, registry }: Props) {
  const { theme } = page;
  const style = {
    "--theme": theme.color,
    "--theme-secondary": theme.secondaryColor,
    "--button-bg": theme.buttonBackground,
    "--button-text": theme.buttonText,
  } as CSSProperties;
  const background = page.device === "mobile" ? theme.mobileBackground : theme.desktopBackground;
  if (background) style.backgroundImage = `url("${background.replace(/"/g, "%22")}")`;

  const rendered = modules.map((entry) => {
    // A module without behaviour the browser has no code for keeps the HTML the server sent:
    // React leaves an element's inner HTML alone while it hydrates.
    const serverHtml = !registry && keepsServerHtml(entry.code);
    // Each entry's data was produced by its own code's schema (see buildLandingPage).
    const Module = serverHtml ? null : registry ? viewFor(registry[entry.code] as ModuleComponents<unknown>, page.device) : moduleViewFor(entry.code, page.device);
    const follows = entry.module.follows;
    const altered = marks?.altered.get(entry.module.position);
    return (
      // A section kept as server HTML is another element than a rendered one: React must not
      // reuse it for a rendered module after a navigation (it would add to the old HTML).
      <Fragment key={serverHtml ? `${entry.key}:server-html` : entry.key}>
        {marks?.before.get(entry.key)}
        {altered}
        <ModuleBoundary label={describeModule(entry.module.position, entry.code)}>
          {/* A module that throws during server rendering is replaced by this empty fallback. */}
          <Suspense fallback={null}>
            <section
              id={`module-${entry.module.position}`}
              className={`lp-module${follows ? ` ${FOLLOWS_CLASS[follows]}` : ""}`}
              data-module-type={entry.code}
              data-preview-outcome={altered ? "altered" : undefined}
              data-static={hydrates(entry.code) ? undefined : ""}
              {...(Module ? {} : KEEP_SERVER_HTML)}
            >
              {Module ? <Module data={entry.data} module={entry.module} page={page} /> : null}
            </section>
          </Suspense>
        </ModuleBoundary>
      </Fragment>
    );
  });

  return (
    <div
      className={`lp lp--${page.device}`}
      style={style}
      // The preview shows which page time the modules were given (?at=); pages do not.
      data-preview-now={marks ? new Date(page.now).toISOString() : undefined}
    >
      {rendered}
      {marks?.after}
    </div>
  );
}
