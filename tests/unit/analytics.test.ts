// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { eventSource, landingKey, pageTypeCode, recordSource, track, visitorId } from "~modules/kit/analytics";
import { clientTokenCookie, cookiePair } from "../../server/cookies.js";

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = "ct=; max-age=0";
});

describe("analytics", () => {
  it("codes the page type: LP for guide pages, HP for home, 3D for a 3D page at /{key}, DP otherwise", () => {
    expect(pageTypeCode("/guide/autumn-living")).toBe("LP");
    expect(pageTypeCode("/")).toBe("HP");
    expect(pageTypeCode("/3d-room")).toBe("3D");
    expect(pageTypeCode("/scandi-loft-3d")).toBe("3D");
    expect(pageTypeCode("/scandi-loft-3d/")).toBe("3D");
    // A detail page is /{slug}.html; the wishlist and the preview are this app's own pages.
    expect(pageTypeCode("/harlow-sofa.html")).toBe("DP");
    expect(pageTypeCode("/wishlist")).toBe("DP");
    expect(pageTypeCode("/preview")).toBe("DP");
    expect(pageTypeCode("/guide/a/b")).toBe("DP");
    expect(pageTypeCode("/collection/sofas")).toBe("DP");
    // The not-found page at such a path is no 3D page.
    expect(pageTypeCode("/scandi-loft-3d", true)).toBe("DP");
  });

  it("reports 3D for events on a page at /{key}, and DP on the not-found page there", () => {
    const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
    window.history.replaceState(null, "", "/scandi-loft-3d");
    track("scene_click", { sceneId: "31" });
    expect(layer().at(-1)).toMatchObject({ event: "scene_click", pageType: "3D", urlKey: null });
    const notFound = document.body.appendChild(document.createElement("div"));
    notFound.dataset.notFound = "";
    try {
      track("add_button", { sku: "20011" });
      expect(layer().at(-1)).toMatchObject({ event: "add_button", pageType: "DP" });
    } finally {
      notFound.remove();
    }
  });

  it("reads the landing key of a guide path", () => {
    expect(landingKey("/guide/black-friday")).toBe("black-friday");
    expect(landingKey("/harlow-sofa.html")).toBeNull();
  });

  it("identifies the visitor by the logged-in entityId, else the client token cookie the server wrote", async () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null };
    const ct = await cookiePair(clientTokenCookie, "guest-123");
    expect(visitorId(store, `a=1; ${ct}`)).toBe("guest-123");
    expect(visitorId(store, "a=1; ct=not-ours")).toBeNull();
    storage.set("userInfo", JSON.stringify({ entityId: 4711 }));
    expect(visitorId(store, ct)).toBe("4711");
    storage.set("userInfo", "{broken");
    expect(visitorId(store, "")).toBeNull();
  });

  it("pushes events with the page type, landing key and visitor id to window.dataLayer", async () => {
    window.history.replaceState(null, "", "/guide/autumn-living");
    document.cookie = await cookiePair(clientTokenCookie, "guest-9");
    track("scene_click", { sceneId: "31" });
    track("add_button", { sku: "20011" });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: "scene_click", pageType: "LP", urlKey: "autumn-living", visitorId: "guest-9", sceneId: "31", source: "ItemList" },
      { event: "add_button", pageType: "LP", urlKey: "autumn-living", visitorId: "guest-9", sku: "20011", source: "ItemList" },
    ]);
  });

  it("carries the listing source to the product page a listing's product_click opens, and the page type whatever the event's own fields say", () => {
    const layer = () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
    window.history.replaceState(null, "", "/harlow-sofa.html");
    track("add_button", { sku: "20011", source: "someone-else", pageType: "XX" });
    expect(layer().at(-1)).toMatchObject({ event: "add_button", pageType: "DP", source: null });
    window.history.replaceState(null, "", "/collection/sofas");
    track("product_click", { url: "/harlow-sofa.html?variant=3" });
    expect(layer().at(-1)).toMatchObject({ pageType: "DP", source: "ItemList" });
    // Another product page's click records nothing: only listings are a source.
    window.history.replaceState(null, "", "/harlow-sofa.html");
    track("product_click", { url: "/nook-loveseat.html" });
    for (const path of ["/harlow-sofa.html", "/nook-loveseat.html"]) {
      window.history.replaceState(null, "", path);
      track("subscribe_prompt_show", { scene: "coupon_close" });
    }
    expect(layer().slice(-2).map((entry) => entry.source)).toEqual(["ItemList", null]);
  });

  it("reads and records the source without a window's storage, and refuses what is no detail path", () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    recordSource("product_click", { url: "#" }, "/guide/sale", store);
    recordSource("quick_view", { url: "/a.html" }, "/guide/sale", store);
    expect(storage.size).toBe(0);
    recordSource("product_click", { url: "nook-loveseat.html" }, "/guide/sale", store);
    expect(eventSource("/nook-loveseat.html", store)).toBe("ItemList");
    expect(eventSource("/guide/sale", null)).toBe("ItemList");
    expect(eventSource("/", store)).toBeNull();
  });
});
