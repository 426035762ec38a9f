/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  // Swiper ships its CSS as side-effect imports, which the server build must compile away.
  serverDependenciesToBundle: [/^swiper/],
  // Rebuild when module components or schemas change during `npm run dev`.
  watchPaths: ["./modules/**/*", "./schemas/**/*"],
  future: {
    v3_fetcherPersist: true,
    // A page names its own routes; the rest come from /__manifest when a link or fetcher needs
    // them, instead of a manifest of every route on every page (docs/decisions/page-javascript.md).
    v3_lazyRouteDiscovery: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
