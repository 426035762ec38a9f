// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { detailBuyTogether } from "~modules/detail-buy-together";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { viewFor } from "~modules/types";
import { kitListSchema } from "~schemas/buy-together";
import { buyTogetherSectionSchema } from "~schemas/detail/buy-together";
import type { KitDiscountResponse, KitListResponse } from "~schemas/app-api";
import type { CartResponse } from "~schemas/rules/cart";
import type { Kit } from "~schemas/rules/product/buy-together";
import type { Device } from "~schemas/rules/device";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { fixturePage, pageContext, type ProductFixture } from "../support/render-detail-section";
import { withI18n } from "../support/render";
import lindenJson from "../../fixtures/products/linden-dining-chair-sale.json";

const linden = lindenJson as ProductFixture;

/** The fixture back office's kits for the Linden chair, as the back-office client would parse them. */
const fixtureKits: Kit[] = kitListSchema.parse((await createFixtureBackoffice({ fixturesDir: "fixtures" }).handle("detail/kit-list", { skuId: "20611" }, {})).body.data);

type Deferred = { resolve: (answer: KitDiscountResponse) => void };
let kitsAnswer: { status: number; body: KitListResponse } = { status: 200, body: { ok: true, kits: fixtureKits } };
let cartAnswer: { status: number; body: CartResponse } = { status: 200, body: { ok: true, cart: { lines: [], count: 0 } } };
/** Discount answers the test holds back, by spuIds; any other is answered at once by DISCOUNTS. */
const held = new Map<string, Deferred>();
const DISCOUNTS: Record<string, number> = { "7001:562": 21.9, "7002:507,509": 86.7, "7002:509": 33.9, "7002:509,507": 86.7, "7002:507": 23.4 };
const signals: { spuIds: string; signal: AbortSignal | undefined }[] = [];
const posts: unknown[] = [];

const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
  const { pathname, searchParams } = new URL(url, "http://shop.test");
  if (pathname === "/api/kits") return reply(kitsAnswer.body, kitsAnswer.status);
  if (pathname === "/api/kit-discount") {
    const spuIds = searchParams.get("spuIds") ?? "";
    signals.push({ spuIds, signal: init?.signal ?? undefined });
    const key = `${searchParams.get("kitId")}:${spuIds}`;
    const hold = held.get(spuIds);
    if (hold) return reply(await new Promise<KitDiscountResponse>((resolve) => (hold.resolve = resolve)));
    return reply({ ok: true, discountAmount: DISCOUNTS[key] ?? 0 });
  }
  if (pathname === "/api/kit-cart") {
    posts.push(JSON.parse(String(init?.body)));
    return reply(cartAnswer.body, cartAnswer.status);
  }
  if (pathname === "/api/cart") return reply({ ok: true, cart: { lines: [], count: 0 } });
  return reply({ error: "unexpected" }, 404);
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  fetchMock.mockClear();
  held.clear();
  signals.length = 0;
  posts.length = 0;
  kitsAnswer = { status: 200, body: { ok: true, kits: fixtureKits } };
  cartAnswer = { status: 200, body: { ok: true, cart: { lines: [], count: 0 } } };
});

function element(device: Device) {
  const page = fixturePage(linden, { device });
  const Section = viewFor(detailBuyTogether, device);
  return withI18n(
    <ToastProvider>
      <CartProvider device={device} storeId={3}>
        <Section data={buyTogetherSectionSchema.parse(page)} page={pageContext(page)} />
      </CartProvider>
    </ToastProvider>,
    "en",
    "product",
  );
}

async function renderKits(device: Device) {
  const view = render(element(device));
  const section = (await waitFor(() => {
    const found = view.container.querySelector("section.detail-buy-together");
    expect(found).not.toBeNull();
    return found;
  })) as HTMLElement;
  return { ...view, section };
}

const total = (section: HTMLElement) => section.querySelector(".detail-buy-together__side .buy-together-total__amount")?.textContent;
const saving = (section: HTMLElement) => section.querySelector(".detail-buy-together__side .buy-together-total__save")?.textContent;
const sheet = () => screen.getByRole("dialog", { name: "Choose your options" });

describe.each(["desktop", "mobile"] as const)("Buy Together on %s", (device) => {
  it("renders an empty place on the server, then a tab per kit with the main product fixed and the options picked", async () => {
    expect(renderToString(element(device))).toContain('<div class="detail-buy-together-place" data-state="idle"></div>');
    const { section } = await renderKits(device);
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/kits?skuId=20611")).toHaveLength(1);
    expect(within(section).getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Chair & Side Table", "true"],
      ["Reading Corner", "false"],
    ]);
    expect(section.querySelector(`.buy-together-items--${device}`)).not.toBeNull();
    const main = within(section).getByRole("checkbox", { name: "Linden Dining Chair, always included" }) as HTMLInputElement;
    expect([main.checked, main.disabled]).toEqual([true, true]);
    const option = within(section).getByRole("checkbox", { name: "Pick Marlow Side Table" }) as HTMLInputElement;
    expect([option.checked, option.disabled]).toEqual([true, false]);
    await waitFor(() => expect(total(section)).toBe("$416.10"));
    expect(saving(section)).toBe("Save $21.90");
  });

  it("asks the discount again on a tab change and on every pick, and shows only the latest answer", async () => {
    const { section } = await renderKits(device);
    await waitFor(() => expect(total(section)).toBe("$416.10"));
    fireEvent.click(within(section).getByRole("tab", { name: "Reading Corner" }));
    // The lamp shows at its flash-sale price: 279 + 149.99 + 399.
    await waitFor(() => expect(total(section)).toBe("$741.29"));
    expect(within(section).getByText("Flash sale")).toBeTruthy();

    held.set("509", { resolve: () => undefined });
    fireEvent.click(within(section).getByRole("checkbox", { name: "Pick Arc Floor Lamp" }));
    await waitFor(() => expect(signals.at(-1)?.spuIds).toBe("509"));
    expect(total(section)).toBe("$678.00");
    expect(saving(section)).toBe("Working out your saving…");
    fireEvent.click(within(section).getByRole("checkbox", { name: "Pick Arc Floor Lamp" }));
    await waitFor(() => expect(total(section)).toBe("$741.29"));
    // The superseded request was aborted, and its late answer changes nothing.
    expect(signals.find((entry) => entry.spuIds === "509")?.signal?.aborted).toBe(true);
    await act(async () => held.get("509")!.resolve({ ok: true, discountAmount: 33.9 }));
    expect(total(section)).toBe("$741.29");
    expect(saving(section)).toBe("Save $86.70");
  });

  it("shows the plain total and says so when the discount cannot be had", async () => {
    const { section } = await renderKits(device);
    await waitFor(() => expect(total(section)).toBe("$416.10"));
    held.set("507,509", { resolve: () => undefined });
    fireEvent.click(within(section).getByRole("tab", { name: "Reading Corner" }));
    await waitFor(() => expect(signals.some((entry) => entry.spuIds === "507,509")).toBe(true));
    await act(async () => held.get("507,509")!.resolve({ ok: false, error: "down" }));
    await waitFor(() => expect(saving(section)).toBe("The saving could not be worked out just now."));
    expect(total(section)).toBe("$827.99");
  });

  it("opens the activity rules from the subtitle", async () => {
    const { section } = await renderKits(device);
    fireEvent.click(within(section).getByRole("button", { name: "Buy 2, save 5% · Buy 3, save 10%" }));
    const rules = screen.getByRole("dialog", { name: "Activity rules" });
    expect(within(rules).getAllByRole("listitem")).toHaveLength(3);
  });

  it("says 'Add at least 2 items' with only the main product picked, and opens nothing and sends nothing", async () => {
    const { section } = await renderKits(device);
    fireEvent.click(within(section).getByRole("checkbox", { name: "Pick Marlow Side Table" }));
    await waitFor(() => expect(total(section)).toBe("$279.00"));
    fireEvent.click(within(section).getByRole("button", { name: "Add To Cart" }));
    expect(document.querySelector(".toast--error")?.textContent).toBe("Add at least 2 items to \nyour cart");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posts).toEqual([]);
  });

  it("takes a SKU per item in the sheet ('PleaseMake' until each has one), then adds the kit in one call and opens the cart", async () => {
    const { section } = await renderKits(device);
    fireEvent.click(within(section).getByRole("tab", { name: "Reading Corner" }));
    fireEvent.click(within(section).getByRole("button", { name: "Add To Cart" }));
    expect(sheet().classList).toContain("dialog--bottom");
    expect(within(sheet()).getAllByRole("radiogroup").map((group) => group.getAttribute("aria-label"))).toEqual([
      "Choose Linden Dining Chair",
      "Choose Arc Floor Lamp",
      "Choose Five-Shelf Bookcase",
    ]);
    fireEvent.click(within(sheet()).getByRole("button", { name: "Add To Cart" }));
    expect(within(sheet()).getByRole("alert").textContent).toBe("Please make a selection");
    expect(posts).toEqual([]);

    fireEvent.click(within(within(sheet()).getByRole("radiogroup", { name: "Choose Arc Floor Lamp" })).getByRole("radio", { name: /Sage/ }));
    fireEvent.click(within(within(sheet()).getByRole("radiogroup", { name: "Choose Five-Shelf Bookcase" })).getByRole("radio", { name: /Oat/ }));
    cartAnswer = { status: 200, body: { ok: true, cart: { lines: [{ productId: "20611", name: "Linden Dining Chair", quantity: 1, imageUrl: undefined, detailUrl: undefined }], count: 3 } } };
    fireEvent.click(within(sheet()).getByRole("button", { name: "Add To Cart" }));
    await waitFor(() => expect(document.querySelector("dialog.cart-panel")?.hasAttribute("open")).toBe(true));
    expect(document.querySelector("dialog.cart-panel")?.getAttribute("aria-label")).toBe(device === "mobile" ? "My Cart (3)" : "Cart (3)");
    expect(screen.queryByRole("dialog", { name: "Choose your options" })).toBeNull();
    expect(posts).toEqual([
      {
        kitId: "7002",
        mainProductId: "20611",
        giftWrapIdProductIdList: [
          { productId: "20611", giftWrapId: "" },
          { productId: "20072", giftWrapId: "" },
          { productId: "20091", giftWrapId: "" },
        ],
      },
    ]);
  });

  it("shows the back office's msg when it refuses the kit, and opens no cart", async () => {
    const { section } = await renderKits(device);
    fireEvent.click(within(section).getByRole("button", { name: "Add To Cart" }));
    cartAnswer = { status: 422, body: { ok: false, error: "answered 4001", message: "This kit is sold out." } };
    fireEvent.click(within(sheet()).getByRole("button", { name: "Add To Cart" }));
    await waitFor(() => expect(document.querySelector(".toast--error")?.textContent).toBe("This kit is sold out."));
    expect(document.querySelector("dialog.cart-panel[open]")).toBeNull();
    expect(posts).toHaveLength(1);
  });

  it("leaves its place empty when the kit list fails or has no kits", async () => {
    kitsAnswer = { status: 502, body: { ok: false, error: "down" } };
    const failed = render(element(device));
    await waitFor(() => expect(failed.container.querySelector('[data-state="failed"]')).not.toBeNull());
    expect(failed.container.textContent).toBe("");
    failed.unmount();
    kitsAnswer = { status: 200, body: { ok: true, kits: [] } };
    const empty = render(element(device));
    await waitFor(() => expect(empty.container.querySelector('[data-state="empty"]')).not.toBeNull());
    expect(empty.container.textContent).toBe("");
  });
});
