import { Scripts, UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { Children, Fragment, isValidElement, useContext, type ComponentProps, type ReactNode } from "react";

type ScriptProps = ComponentProps<typeof Scripts>;
type Element = { type: unknown; props: Record<string, unknown> };

const isElement = (node: unknown): node is Element => isValidElement(node);
const isModuleScript = (node: unknown) => isElement(node) && node.type === "script" && node.props.type === "module";
const isModulePreload = (node: unknown) => isElement(node) && node.type === "link" && node.props.rel === "modulepreload";

/**
 * Remix's scripts, except that the page's code is fetched after its first paint. Nothing on a
 * page needs JavaScript to paint, so the document, its stylesheets and its first large image
 * get a slow phone's connection to themselves instead of sharing it with 100 KiB of code; the
 * code then loads and hydrates as before. Remix's data scripts (`window.__remixContext`, the
 * deferred answers) stay as Remix writes them; its module preloads and its module script
 * become one inline script that imports the same modules, in parallel, once the browser has
 * painted. See docs/decisions/page-javascript.md.
 */
export function PageScripts(props: ScriptProps) {
  // Called, not rendered: its hooks become this component's, and its output can be adjusted.
  const scripts = Scripts(props);
  const { manifest, serverHandoffString } = useContext(UNSAFE_RemixContext)!;
  const matches = useMatches();
  if (!scripts) return null;
  const routes = matches.map((match) => manifest.routes[match.id]).filter((route) => route !== undefined);
  const boot = bootScript({
    preloads: [...new Set([manifest.url, ...manifest.entry.imports, ...routes.flatMap((route) => [...(route.imports ?? []), route.module])])],
    routes: routes.map((route) => [route.id, route.module]),
    entry: manifest.entry.module,
  });
  const data = withoutCode((scripts.props as { children?: ReactNode }).children, serverHandoffString, props.nonce);
  return (
    <>
      {data}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}

/**
 * Remix's output without the module preloads and the module script, at any depth of
 * fragments, and with its context script as data and code (`contextScripts`).
 */
function withoutCode(children: ReactNode, handoff: string | undefined, nonce: string | undefined): ReactNode {
  return Children.map(children, (child) => {
    if (isModulePreload(child) || isModuleScript(child)) return null;
    if (isElement(child) && child.type === Fragment) return <>{withoutCode(child.props.children as ReactNode, handoff, nonce)}</>;
    if (isElement(child) && child.type === "script") return contextScripts(child, handoff, nonce);
    return child;
  });
}

const CONTEXT_PREFIX = "window.__remixContext = ";
const CONTEXT_ID = "remix-context";

/**
 * Remix's context script (`window.__remixContext = {…};` and, on a page that streams, the
 * deferred answers' helpers) as a JSON script and a short script that parses it. The page's
 * data is most of a landing page's inline script: as JSON it is not a script to the CSP, so
 * the server hashes a hundred bytes instead of 60 KB for every page it keeps
 * (server/pages.js), and the browser parses JSON, which is quicker than the same object as
 * code. Remix escapes `<`, `>` and `&` in it, so it cannot close its element. The browser
 * renders the same two elements (Remix gives it no data here; React keeps the server's inner
 * HTML while it hydrates), so that the deferred scripts after them hydrate in place.
 */
function contextScripts(script: Element, handoff: string | undefined, nonce: string | undefined): ReactNode {
  const html = (script.props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html ?? "";
  // Remix writes `window.__remixContext = ${handoff};`, then a streaming page's helpers. Only
  // what follows the data is read: a string joined of parts is copied whole when first read,
  // and the data would be copied once more for nothing (a tenth of a millisecond per page).
  const start = CONTEXT_PREFIX.length + (handoff?.length ?? 0);
  const parsed = handoff !== undefined && html.length > start;
  const data = parsed ? handoff : "";
  const after = html.length === start + 1 ? ";" : html.slice(start);
  const code = parsed ? `window.__remixContext=JSON.parse(document.getElementById(${JSON.stringify(CONTEXT_ID)}).textContent)${after}` : html;
  return (
    <>
      {/* The nonce only keeps "every script has this response's nonce" true: a data block never runs. */}
      <script type="application/json" id={CONTEXT_ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data }} />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
    </>
  );
}

/** Hydration starts by then even if no paint was reported. */
const LATEST_START_MS = 3000;

type Boot = { preloads: string[]; routes: [string, string][]; entry: string };

/**
 * What Remix's module script does (import the manifest and the routes' modules, name the
 * modules in `window.__remixRouteModules`, then import the entry, which hydrates), started
 * when the browser reports its first paint (or, without paint timing, in the task after the
 * first frame). A hidden page paints nothing, so it starts at once; a paint that never comes
 * does not keep the page from hydrating.
 */
function bootScript({ preloads, routes, entry }: Boot): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `(function(p,r,e){var s=0;function go(){if(s)return;s=1;` +
    `Promise.all(p.map(function(u){return import(u)})).then(function(){` +
    `return Promise.all(r.map(function(x){return import(x[1])}))}).then(function(m){` +
    `var o={};r.forEach(function(x,i){o[x[0]]=m[i]});window.__remixRouteModules=o;return import(e)})}` +
    `var P=window.PerformanceObserver;if(document.visibilityState==="hidden")go();` +
    `else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${LATEST_START_MS})})` +
    `(${json(preloads)},${json(routes)},${json(entry)});`
  );
}
