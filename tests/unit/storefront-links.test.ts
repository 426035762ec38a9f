import { describe, expect, it } from "vitest";
import { loginHref, storefrontLoginHref } from "~schemas/rules/login";
import { isStorefrontPath, storefrontHref } from "~schemas/rules/storefront";

describe("storefrontHref: links to pages this app does not own", () => {
  it("stays on this origin without STOREFRONT_URL", () => {
    expect(storefrontHref("", "/furniture.html")).toBe("/furniture.html");
    expect(storefrontHref("", "/3d-room?planId=7")).toBe("/3d-room?planId=7");
  });

  it("puts the path after the storefront's address, a path prefix included", () => {
    expect(storefrontHref("https://www.example.com", "/help-center/product-faq")).toBe("https://www.example.com/help-center/product-faq");
    expect(storefrontHref("https://www.example.com/us", "/premier-membership")).toBe("https://www.example.com/us/premier-membership");
    expect(storefrontHref("https://www.example.com", "event/ready-to-ship")).toBe("https://www.example.com/event/ready-to-ship");
  });

  it("knows which paths are the storefront's", () => {
    for (const path of ["/login?pageType=sale", "/premier-membership", "/furniture.html", "/help-center/refund-exchanges", "/event/ready-to-ship", "/3d-room?planId=1", "/write-review?spuId=501"]) {
      expect(isStorefrontPath(path), path).toBe(true);
    }
    for (const path of ["/guide/sale", "/harlow-sofa.html", "/api/login", "/help-center", "/furniture.html.bak", "/"]) expect(isStorefrontPath(path), path).toBe(false);
  });
});

describe("storefrontLoginHref: the login openers' link without JavaScript", () => {
  it("is the storefront's /login with the page type and the way back", () => {
    expect(storefrontLoginHref("", "https://shop.test", "sale", "/guide/sale")).toBe(loginHref("sale", "/guide/sale"));
    expect(loginHref("sale", "/guide/sale")).toBe("/login?pageType=sale&redirect=%2Fguide%2Fsale");
  });

  it("names this app's origin in the way back when the storefront is elsewhere", () => {
    expect(storefrontLoginHref("https://www.example.com", "https://landing.example.com", "detail", "/harlow-sofa.html#module-commentList")).toBe(
      `https://www.example.com/login?${new URLSearchParams({ pageType: "detail", redirect: "https://landing.example.com/harlow-sofa.html#module-commentList" })}`,
    );
  });
});
