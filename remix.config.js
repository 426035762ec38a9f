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
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
