import { matchRoutes } from "@remix-run/react";

/** What a route manifest entry says about where the route matches. */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: RouteNode[] };

/**
 * The routes a page tells the browser up front, with Remix's lazy route discovery
 * (docs/decisions/page-javascript.md): the page's own matches, and the routes that match each
 * of its ancestor paths (an index route under one of them is found without a round trip), as
 * Remix's own scripts choose them. Every other route is discovered through `/__manifest` when
 * a link or a fetcher first names it.
 */
export function pageManifestRoutes<R extends ManifestRoute>(routes: Record<string, R>, pathname: string, matched: readonly string[]): Record<string, R> {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(routes)) {
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(routes)) (route.parentId ? nodes.get(route.parentId)?.children : tree)?.push(nodes.get(route.id)!);

  const ids = new Set(matched);
  const segments = pathname.split("/").filter(Boolean);
  for (let depth = 0; depth < segments.length; depth++) {
    const ancestor = `/${segments.slice(0, depth).join("/")}`;
    for (const match of matchRoutes(tree as Parameters<typeof matchRoutes>[0], ancestor) ?? []) ids.add((match.route as RouteNode).id);
  }
  return Object.fromEntries([...ids].flatMap((id) => (routes[id] ? [[id, routes[id]] as const] : [])));
}
