// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { StorefrontShell } from "~/components/storefront-shell";
import { messagesFor } from "~/lib/i18n.server";
import type { RootData } from "~/lib/root-data";
import { PayLaterMessages, PAY_LATER_REFRESH } from "~modules/detail-price/pay-later";
import { chooseConsent, consentStore } from "~modules/kit/consent";
import { StorefrontLinksContext } from "~modules/kit/storefront-links";
import { ThirdPartyContext } from "~modules/kit/third-party/config";
import { ConsentHost } from "~modules/kit/third-party/consent-host";
import { HelpChatLauncher } from "~modules/kit/third-party/help-chat";
import type { Language } from "~schemas/rules/stores";
import { getStore, storeData, type StoreId } from "~schemas/rules/stores";
import { CONSENT_KEY, keptConsent, NO_THIRD_PARTY, type ThirdPartyConfig } from "~schemas/rules/third-party";
import { inRouter } from "../support/loaded";
import { renderDetailSection } from "../support/render-detail";
import willow from "../../fixtures/products/willow-bed.json";
import { withI18n } from "../support/render";
import de from "~/locales/de.json";
import en from "~/locales/en.json";

type ChatWindow = Window & { HelpChat?: { open?: () => void } };

const CHAT: ThirdPartyConfig = { ...NO_THIRD_PARTY, helpChat: { scriptUrl: "https://widget.chat.example/loader.js" } };
const PAY_LATER: ThirdPartyConfig = { ...NO_THIRD_PARTY, payLater: { scriptUrl: "https://js.paylater.example/messages.js", publicKey: "pk_test_1" } };

const fetchMock = vi.fn(async (url: string): Promise<Response> => {
  const body = String(url).includes("/api/account") ? { status: "guest" } : { ok: true, cart: { count: 0, lines: [] } };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());

let store: StoreId = 3;
beforeEach(() => {
  window.localStorage.clear();
  // Each test starts on a fresh page of its store: the consent module forgets the last one's state.
  consentStore(store === 3 ? 5 : 3);
});
afterEach(() => {
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  delete (window as ChatWindow).HelpChat;
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});

/** The launcher (and the consent host, which a page's shell has) on a store's page. */
function launcher(config: ThirdPartyConfig, { storeId = 3 as StoreId, language = "en" as Language, base = "" } = {}) {
  store = storeId;
  return render(
    withI18n(
      <ThirdPartyContext.Provider value={config}>
        <StorefrontLinksContext.Provider value={{ base, origin: "http://shop.test" }}>
          <HelpChatLauncher />
          <ConsentHost storeId={storeId} />
        </StorefrontLinksContext.Provider>
      </ThirdPartyContext.Provider>,
      language,
      "common"
    )
  );
}

const scripts = () => [...document.head.querySelectorAll("script")];
const chatLink = (name = en.thirdParty.chat.open) => screen.getByRole("link", { name });
/**
 * A click as the browser gives it: true when the link would be followed (no handler kept it
 * from it). The window's listener reads that after React's, then stops jsdom's navigation,
 * which it cannot do (and says so on stderr).
 */
function followed(element: Element): boolean {
  let prevented = false;
  const watch = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", watch);
  fireEvent.click(element);
  window.removeEventListener("click", watch);
  return !prevented;
}

describe("the help-chat launcher (landing spec 2.1)", () => {
  it("without a chat widget is a link to the help centre and loads nothing", () => {
    launcher(NO_THIRD_PARTY);
    expect(chatLink().getAttribute("href")).toBe("/help-center/");
    expect(followed(chatLink())).toBe(true);
    expect(scripts()).toHaveLength(0);
  });

  it("links to the storefront's help centre when the storefront is elsewhere", () => {
    launcher(NO_THIRD_PARTY, { base: "https://www.loftwell.example" });
    expect(chatLink().getAttribute("href")).toBe("https://www.loftwell.example/help-center/");
  });

  it("loads the configured widget on the first click only, and opens it on every click", async () => {
    launcher(CHAT);
    expect(scripts()).toHaveLength(0);
    expect(followed(chatLink())).toBe(false);
    expect(scripts().map((script) => script.src)).toEqual(["https://widget.chat.example/loader.js"]);
    expect(chatLink().getAttribute("aria-busy")).toBe("true");
    const open = vi.fn();
    (window as ChatWindow).HelpChat = { open };
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event("load"));
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(chatLink().hasAttribute("aria-busy")).toBe(false);
    expect(followed(chatLink())).toBe(false);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(scripts()).toHaveLength(1);
  });

  it("leaves a note with the help centre's link when the widget fails to load, and later clicks go there", async () => {
    const warn = vi.spyOn(console, "warn");
    launcher({ helpChat: { scriptUrl: "https://widget.chat.example/missing.js" }, payLater: null, adPixel: null });
    followed(chatLink());
    await act(async () => {
      scripts()[0]!.dispatchEvent(new Event("error"));
    });
    const note = screen.getByRole("status");
    expect(note.textContent).toBe(`${en.thirdParty.chat.unavailable} ${en.thirdParty.chat.helpCentre}`);
    expect(screen.getByRole("link", { name: en.thirdParty.chat.helpCentre }).getAttribute("href")).toBe("/help-center/");
    expect(followed(chatLink())).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("in store 5 shows the banner in German after hydration; declined, the launcher is the help centre's link", async () => {
    launcher(CHAT, { storeId: 5, language: "de" });
    // No choice kept: the banner shows after hydration anyway.
    const banner = await screen.findByRole("region", { name: de.thirdParty.consent.label });
    fireEvent.click(screen.getByRole("button", { name: de.thirdParty.consent.decline }));
    expect(screen.queryByRole("region", { name: de.thirdParty.consent.label })).toBeNull();
    expect(banner.isConnected).toBe(false);
    // Declined: the launcher is the help centre's link.
    expect(followed(chatLink(de.thirdParty.chat.open))).toBe(true);
    expect(scripts()).toHaveLength(0);
  });

  it("in store 6 with no choice yet, a click asks and the widget loads on 'accept'", async () => {
    // Another address than the tests above: the page loads each script once, and they loaded theirs.
    launcher({ ...NO_THIRD_PARTY, helpChat: { scriptUrl: "https://widget.chat.example/eu.js" } }, { storeId: 6 });
    await screen.findByRole("region", { name: en.thirdParty.consent.label });
    expect(followed(chatLink())).toBe(false);
    expect(scripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: en.thirdParty.consent.accept }));
    expect(scripts().map((script) => script.src)).toEqual(["https://widget.chat.example/eu.js"]);
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe(keptConsent("granted"));
  });
});

describe("the consent banner (stores 5, 6, 7)", () => {
  it.each([3, 1, 4, 8, 9] as const)("never shows in store %s", async (storeId) => {
    launcher(NO_THIRD_PARTY, { storeId });
    await act(async () => {});
    expect(screen.queryByRole("region")).toBeNull();
  });

  it.each([
    [5, "de", de],
    [7, "en", en],
  ] as const)("shows in store %s in the store's language until a choice is made, and not on the next page", async (storeId, language, texts) => {
    const first = launcher(NO_THIRD_PARTY, { storeId, language });
    const banner = await screen.findByRole("region", { name: texts.thirdParty.consent.label });
    expect(banner.textContent).toContain(texts.thirdParty.consent.text);
    fireEvent.click(screen.getByRole("button", { name: texts.thirdParty.consent.accept }));
    expect(screen.queryByRole("region")).toBeNull();
    first.unmount();
    consentStore(3);
    launcher(NO_THIRD_PARTY, { storeId, language });
    await act(async () => {});
    expect(screen.queryByRole("region")).toBeNull();
  });
});

function shell(storeId: StoreId, language: Language, helpChat: boolean): ReactElement {
  const rootData: RootData = {
    locale: language,
    i18n: messagesFor(language, ["common"]),
    device: "desktop",
    storeId,
    store: storeData(getStore(storeId)),
    origin: "http://shop.test",
    storefrontUrl: "",
    thirdParty: CHAT,
  };
  return inRouter(
    <StorefrontShell helpChat={helpChat}>
      <p>page</p>
    </StorefrontShell>,
    { rootData, language, texts: "common" }
  );
}

describe("the storefront shell's third-party parts", () => {
  it("in store 5: 'Cookie settings' in the footer opens the banner again, saying the choice made", async () => {
    store = 5;
    window.localStorage.setItem(CONSENT_KEY, keptConsent("denied"));
    render(shell(5, "de", true));
    const settings = await screen.findByRole("button", { name: de.thirdParty.consent.settings });
    expect(screen.queryByRole("region", { name: de.thirdParty.consent.label })).toBeNull();
    fireEvent.click(settings);
    const banner = await screen.findByRole("region", { name: de.thirdParty.consent.label });
    expect(banner.textContent).toContain(de.thirdParty.consent.now.denied);
    fireEvent.click(screen.getByRole("button", { name: de.thirdParty.consent.accept }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe(keptConsent("granted"));
  });

  it("in store 3: no 'Cookie settings', and the launcher only where the page asks for it", async () => {
    store = 3;
    const withLauncher = render(shell(3, "en", true));
    await screen.findByText("page");
    expect(screen.queryByRole("button", { name: en.thirdParty.consent.settings })).toBeNull();
    expect(screen.getByRole("link", { name: en.thirdParty.chat.open })).toBeTruthy();
    withLauncher.unmount();
    render(shell(3, "en", false));
    await screen.findByText("page");
    expect(screen.queryByRole("link", { name: en.thirdParty.chat.open })).toBeNull();
  });
});

describe("the pay-later messages (detail spec 1, 9)", () => {
  const messages = (config: ThirdPartyConfig, cents: number) => (
    <ThirdPartyContext.Provider value={config}>
      <PayLaterMessages cents={cents}>as low as $32.42/mo</PayLaterMessages>
    </ThirdPartyContext.Provider>
  );

  it("without a provider: the local text with the amount in cents, and no script", async () => {
    const { container } = render(messages(NO_THIRD_PARTY, 38900));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(container.innerHTML).toBe('<p class="detail-price__pay-later" data-amount="38900">as low as $32.42/mo</p>');
    expect(scripts()).toHaveLength(0);
  });

  it("with a provider: its instalment, pay-in-4 and wallet slots fed the amount, its script with the public key once idle, told of a new amount", async () => {
    vi.useFakeTimers();
    try {
      const { container, rerender } = render(messages(PAY_LATER, 38900));
      const slots = [...container.querySelectorAll<HTMLElement>("[data-pay-later]")];
      expect(slots.map((slot) => [slot.dataset.payLater, slot.dataset.amount, slot.textContent])).toEqual([
        ["instalment", "38900", ""],
        ["pay-in-4", "38900", ""],
        ["wallet", "38900", ""],
      ]);
      // The local text stays until the provider fills its slot.
      expect(container.querySelector(".detail-price__pay-later")?.textContent).toBe("as low as $32.42/mo");
      expect(scripts()).toHaveLength(0);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3000);
      });
      expect(scripts().map((script) => [script.src, script.dataset.publicKey])).toEqual([["https://js.paylater.example/messages.js", "pk_test_1"]]);
      await act(async () => {
        scripts()[0]!.dispatchEvent(new Event("load"));
      });
      const refreshed = vi.fn();
      document.addEventListener(PAY_LATER_REFRESH, refreshed);
      rerender(messages(PAY_LATER, 129900));
      document.removeEventListener(PAY_LATER_REFRESH, refreshed);
      expect(refreshed).toHaveBeenCalledTimes(1);
      expect(container.querySelector<HTMLElement>("[data-pay-later='wallet']")?.dataset.amount).toBe("129900");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the product view (what store 3's ad pixel reports)", () => {
  it("is tracked once with the product, the price paid and the store's currency", async () => {
    store = 3;
    consentStore(3);
    renderDetailSection("price", willow, "/willow-bed.html");
    const views = () => ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => entry.event === "product_view");
    expect(views()).toEqual([expect.objectContaining({ event: "product_view", spu: "LW1012", sku: "20121", value: 1099, currency: "USD" })]);
  });

  it("waits for consent in store 5", async () => {
    consentStore(5);
    renderDetailSection("price", willow, "/willow-bed.html", { store: 5, language: "de" });
    expect((window as Window & { dataLayer?: unknown }).dataLayer).toBeUndefined();
    chooseConsent("granted");
    expect(((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).map((entry) => [entry.event, entry.currency])).toEqual([
      ["product_view", "EUR"],
    ]);
  });
});
