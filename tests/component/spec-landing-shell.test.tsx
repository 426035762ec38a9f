// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { StorefrontShell } from "~/components/storefront-shell";
import { messagesFor } from "~/lib/i18n.server";
import type { RootData } from "~/lib/root-data";
import { getStore, storeData } from "~schemas/rules/stores";
import { NO_THIRD_PARTY } from "~schemas/rules/third-party";
import { inRouter } from "../support/loaded";
import en from "~/locales/en.json";

/** The landing page's frame (landing spec 2.1), which the conformance matrix found without a test of its own. */

const fetchMock = vi.fn(async (url: string): Promise<Response> => {
  const body = String(url).includes("/api/account") ? { status: "guest" } : { ok: true, cart: { count: 0, lines: [] } };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());

const rootData: RootData = {
  locale: "en",
  i18n: messagesFor("en", ["common"]),
  device: "desktop",
  storeId: 3,
  store: storeData(getStore(3)),
  origin: "http://shop.test",
  storefrontUrl: "",
  thirdParty: NO_THIRD_PARTY,
};

describe("the guide page's frame (landing spec 2.1)", () => {
  it("shows a header, the landing body, a footer, a help-chat launcher and a back-to-top control", async () => {
    render(
      inRouter(
        <StorefrontShell helpChat>
          <p>landing body</p>
        </StorefrontShell>,
        { rootData, texts: "common" }
      )
    );
    const header = await screen.findByRole("banner");
    const main = screen.getByRole("main");
    const footer = screen.getByRole("contentinfo");
    expect(main.textContent).toContain("landing body");
    // Header first, the body between, the footer last.
    expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Hidden from everyone until a screen has been scrolled (its e2e test scrolls).
    expect(document.querySelector("button.back-to-top")?.getAttribute("aria-label")).toBe(en.backToTop);
    expect(document.querySelector('a[href="/help-center/"]')).not.toBeNull();
  });
});
