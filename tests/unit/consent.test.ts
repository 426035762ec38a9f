// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_KEY, keptConsent } from "~schemas/rules/third-party";

type Kit = typeof import("~modules/kit/analytics") & typeof import("~modules/kit/consent");
type Pixel = ((...args: unknown[]) => void) & { queue?: unknown[][] };
type TestWindow = Window & { dataLayer?: Record<string, unknown>[]; adPixel?: Pixel };

/** Fresh copies of the tracker and the consent state (both keep module state, as in a page). */
async function kit(): Promise<Kit> {
  vi.resetModules();
  return { ...(await import("~modules/kit/analytics")), ...(await import("~modules/kit/consent")) };
}

const events = () => ((window as TestWindow).dataLayer ?? []).map((entry) => entry.event);

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  delete (window as TestWindow).dataLayer;
  delete (window as TestWindow).adPixel;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});

describe("consent state in the browser (modules/kit/consent.ts)", () => {
  it("outside the EU stores is granted, and nothing is kept", async () => {
    const { consentStore, currentConsent } = await kit();
    consentStore(3);
    expect(currentConsent()).toBe("granted");
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it("in store 5 is unknown until chosen, then kept for the next page", async () => {
    const first = await kit();
    first.consentStore(5);
    expect(first.currentConsent()).toBe("unknown");
    first.chooseConsent("denied");
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe(keptConsent("denied"));
    const next = await kit();
    next.consentStore(5);
    expect(next.currentConsent()).toBe("denied");
  });

  it("runs what waits for consent once granted, never when declined", async () => {
    const { consentStore, whenConsented, chooseConsent } = await kit();
    consentStore(6);
    const run = vi.fn();
    whenConsented(run);
    expect(run).not.toHaveBeenCalled();
    chooseConsent("granted");
    expect(run).toHaveBeenCalledTimes(1);
    whenConsented(run);
    expect(run).toHaveBeenCalledTimes(2);

    const later = await kit();
    window.localStorage.clear();
    later.consentStore(7);
    const declined = vi.fn();
    later.whenConsented(declined);
    later.chooseConsent("denied");
    later.chooseConsent("granted");
    expect(declined).not.toHaveBeenCalled();
  });

  it("tells the banner when something asks for consent", async () => {
    const { askConsent, onAskConsent } = await kit();
    const ask = vi.fn();
    const off = onAskConsent(ask);
    askConsent();
    off();
    askConsent();
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe("analytics wait for consent (modules/kit/analytics.ts)", () => {
  it("sends at once outside the EU", async () => {
    const { consentStore, track } = await kit();
    consentStore(3);
    track("product_view", { sku: "A" });
    expect(events()).toEqual(["product_view"]);
  });

  it("holds a store 5 page's events until consent, then sends them in order", async () => {
    const { consentStore, track, chooseConsent } = await kit();
    consentStore(5);
    track("product_view", { sku: "A" });
    track("add_button", { sku: "A" });
    expect((window as TestWindow).dataLayer).toBeUndefined();
    chooseConsent("granted");
    expect(events()).toEqual(["product_view", "add_button"]);
    track("reviews_view");
    expect(events()).toEqual(["product_view", "add_button", "reviews_view"]);
  });

  it("drops them when the shopper declines, and sends nothing after", async () => {
    const { consentStore, track, chooseConsent } = await kit();
    consentStore(5);
    track("product_view", { sku: "A" });
    chooseConsent("denied");
    track("add_button", { sku: "A" });
    expect((window as TestWindow).dataLayer).toBeUndefined();
  });

  it("sends nothing on a page whose kept choice is 'declined'", async () => {
    window.localStorage.setItem(CONSENT_KEY, keptConsent("denied"));
    const { consentStore, track } = await kit();
    consentStore(6);
    track("product_view", { sku: "A" });
    expect((window as TestWindow).dataLayer).toBeUndefined();
  });

  it("gives a destination the events sent before it came and after, and survives its failure", async () => {
    const { consentStore, track, addDestination } = await kit();
    consentStore(3);
    track("product_view", { sku: "A" });
    const seen: string[] = [];
    addDestination((entry) => void seen.push(entry.event));
    addDestination(() => {
      throw new Error("broken destination");
    });
    track("add_button", { sku: "A" });
    expect(seen).toEqual(["product_view", "add_button"]);
    expect(events()).toEqual(["product_view", "add_button"]);
  });
});

describe("the ad pixel (modules/kit/third-party/ad-pixel.ts)", () => {
  it("queues the product views in USD on window.adPixel and loads its script once, when idle", async () => {
    vi.useFakeTimers();
    try {
      const { consentStore, track } = await kit();
      const { startAdPixel } = await import("~modules/kit/third-party/ad-pixel");
      consentStore(3);
      track("product_view", { sku: "H-1", value: 1299, currency: "USD" });
      startAdPixel({ scriptUrl: "https://connect.pixel.example/events.js", pixelId: "42" });
      track("add_button", { sku: "H-1" });
      track("product_view", { sku: "H-2", value: 99.5, currency: "USD" });
      expect((window as TestWindow).adPixel?.queue).toEqual([
        ["init", "42"],
        ["track", "ViewContent", { content_ids: ["H-1"], content_type: "product", value: 1299, currency: "USD" }],
        ["track", "ViewContent", { content_ids: ["H-2"], content_type: "product", value: 99.5, currency: "USD" }],
      ]);
      expect(document.head.querySelectorAll("script")).toHaveLength(0);
      await vi.runAllTimersAsync();
      expect([...document.head.querySelectorAll("script")].map((script) => script.src)).toEqual(["https://connect.pixel.example/events.js"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("waits for consent in an EU store like every other event", async () => {
    const { consentStore, track, chooseConsent } = await kit();
    const { startAdPixel } = await import("~modules/kit/third-party/ad-pixel");
    consentStore(5);
    startAdPixel({ scriptUrl: "https://connect.pixel.example/events.js", pixelId: "42" });
    track("product_view", { sku: "H-1", value: 10 });
    expect((window as TestWindow).adPixel).toBeUndefined();
    chooseConsent("granted");
    expect((window as TestWindow).adPixel?.queue?.[1]).toEqual([
      "track",
      "ViewContent",
      { content_ids: ["H-1"], content_type: "product", value: 10, currency: "USD" },
    ]);
  });
});

describe("loading a third-party script (modules/kit/third-party/load-script.ts)", () => {
  it("adds one script per address with its data, and answers whether it ran", async () => {
    vi.resetModules();
    const { loadScript } = await import("~modules/kit/third-party/load-script");
    const first = loadScript("https://js.paylater.example/m.js", { publicKey: "pk_1" });
    const again = loadScript("https://js.paylater.example/m.js", { publicKey: "pk_1" });
    const scripts = [...document.head.querySelectorAll("script")];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.dataset.publicKey).toBe("pk_1");
    expect(scripts[0]!.async).toBe(true);
    scripts[0]!.dispatchEvent(new Event("load"));
    expect(await first).toBe(true);
    expect(await again).toBe(true);
  });

  it("answers false for a script that fails, removes it and logs nothing", async () => {
    vi.resetModules();
    const { loadScript } = await import("~modules/kit/third-party/load-script");
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const loaded = loadScript("https://widget.chat.example/missing.js");
    document.head.querySelector("script")!.dispatchEvent(new Event("error"));
    expect(await loaded).toBe(false);
    expect(document.head.querySelector("script")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
