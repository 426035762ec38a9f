import { describe, expect, it } from "vitest";
import { pageManifestRoutes } from "~/lib/page-manifest";

// The shape of this app's routes: flat files under the root, a splat, an index and a layout-less API.
const ROUTES = {
  root: { id: "root", path: "", module: "/build/root.js" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: "/build/index.js" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*", module: "/build/splat.js" },
  "routes/guide.$urlKey": { id: "routes/guide.$urlKey", parentId: "root", path: "guide/:urlKey", module: "/build/guide.js" },
  "routes/api.products": { id: "routes/api.products", parentId: "root", path: "api/products", module: "/build/api-products.js" },
  "routes/preview.$urlKey": { id: "routes/preview.$urlKey", parentId: "root", path: "preview/:urlKey", module: "/build/preview.js" },
};

describe("the routes a page names up front (lazy route discovery)", () => {
  it("names the page's matches and the routes of its ancestor paths, and no other route", () => {
    const routes = pageManifestRoutes(ROUTES, "/guide/autumn-living", ["root", "routes/guide.$urlKey"]);
    // "/" finds the index route, "/guide" the splat: Remix's own choice for its inline manifest.
    expect(Object.keys(routes).sort()).toEqual(["root", "routes/$", "routes/_index", "routes/guide.$urlKey"]);
    expect(routes["routes/guide.$urlKey"]).toBe(ROUTES["routes/guide.$urlKey"]);
  });

  it("names the home page's own routes only", () => {
    expect(Object.keys(pageManifestRoutes(ROUTES, "/", ["root", "routes/_index"])).sort()).toEqual(["root", "routes/_index"]);
  });

  it("leaves out a match the manifest does not have", () => {
    expect(Object.keys(pageManifestRoutes(ROUTES, "/harlow-sofa.html", ["root", "routes/$", "routes/gone"])).sort()).toEqual([
      "root",
      "routes/$",
      "routes/_index",
    ]);
  });
});
