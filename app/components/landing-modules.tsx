import { Fragment, Suspense, type CSSProperties } from "react";
import type { Diagnostic } from "~/lib/landing-page.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { keepsServerHtml, moduleViewFor } from "~modules/module-views";
import type { ModuleRegistry } from "~modules/registry";
import { viewFor, type ModuleComponents, type PageContext } from "~modules/types";
import { hydrates, moduleName } from "~schemas/module-codes";
import { ModuleBoundary } from "./module-boundary";
import { PreviewMark } from "./preview-mark";

type Props = {
  modules: LoadedModule[];
  page: PageContext;
  /**
   * Preview only: the page's problems, each marked in place (a dropped module where it would
   * have been, an altered one outlined with what changed). Pages never pass them.
   */
  diagnostics?: Diagnostic[];
  /** Whether the marks name the module's position (the catalogue's one-module pages have none worth naming). */
  markPositions?: boolean;
  /**
   * Tests pass their own registry (for example with a module that throws); pages use the
   * views modules/module-views.ts has loaded.
   */
  registry?: ModuleRegistry;
};

const KEEP_SERVER_HTML = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true } as const;

const FOLLOWS_CLASS = { 1: "lp-module--after-title", 2: "lp-module--after-subtitle", 3: "lp-module--after-tabs" } as const;

/** The landing body: each validated module, by device, in its own error boundary. */
export function LandingModules({ modules, page, diagnostics, markPositions = true, registry }: Props) {
  const { theme } = page;
  const style = {
    "--theme": theme.color,
    "--theme-secondary": theme.secondaryColor,
    "--button-bg": theme.buttonBackground,
    "--button-text": theme.buttonText,
  } as CSSProperties;
  const background = page.device === "mobile" ? theme.mobileBackground : theme.desktopBackground;
  if (background) style.backgroundImage = `url("${background.replace(/"/g, "%22")}")`;

  const marks = diagnostics ? placeMarks(modules, diagnostics) : null;
  const rendered = modules.map((entry) => {
    // A module without behaviour the browser has no code for keeps the HTML the server sent:
    // React leaves an element's inner HTML alone while it hydrates.
    const serverHtml = !registry && keepsServerHtml(entry.code);
    // Each entry's data was produced by its own code's schema (see buildLandingPage).
    const Module = serverHtml ? null : registry ? viewFor(registry[entry.code] as ModuleComponents<unknown>, page.device) : moduleViewFor(entry.code, page.device);
    const follows = entry.module.follows;
    const altered = marks?.altered.get(entry.module.position);
    return (
      <Fragment key={entry.key}>
        {marks?.droppedBefore.get(entry.key)?.map((problem, index) => <PreviewMark key={`dropped-${index}`} problems={[problem]} position={markPositions} />)}
        {altered ? <PreviewMark problems={altered} position={markPositions} /> : null}
        <ModuleBoundary label={`module ${entry.module.position} (${moduleName(entry.code)})`}>
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
      data-preview-now={diagnostics ? new Date(page.now).toISOString() : undefined}
    >
      {rendered}
      {marks?.droppedAfter.map((problem, index) => <PreviewMark key={`dropped-end-${index}`} problems={[problem]} position={markPositions} />)}
    </div>
  );
}

type Marks = {
  /** Dropped modules to mark just before a rendered module (by its key): they sat before it. */
  droppedBefore: Map<string, Diagnostic[]>;
  /** Dropped modules after the last rendered one, and list slots with no module. */
  droppedAfter: Diagnostic[];
  /** What changed in a rendered module, by its position. */
  altered: Map<number, Diagnostic[]>;
};

/** Puts each problem where the module it concerns is, or would have been, on the page. */
function placeMarks(modules: LoadedModule[], diagnostics: Diagnostic[]): Marks {
  const altered = new Map<number, Diagnostic[]>();
  const dropped: Diagnostic[] = [];
  for (const problem of diagnostics) {
    if (problem.outcome === "dropped") dropped.push(problem);
    else if (problem.position !== null) altered.set(problem.position, [...(altered.get(problem.position) ?? []), problem]);
  }
  const droppedBefore = new Map<string, Diagnostic[]>();
  let next = 0;
  const waiting = [...dropped].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
  for (const entry of modules) {
    const before: Diagnostic[] = [];
    while (next < waiting.length && (waiting[next]!.position ?? Infinity) < entry.module.position) before.push(waiting[next++]!);
    if (before.length > 0) droppedBefore.set(entry.key, before);
  }
  return { droppedBefore, droppedAfter: waiting.slice(next), altered };
}
