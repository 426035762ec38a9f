// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountProvider } from "~modules/kit/account";
import { ProductStateProvider, useProductState } from "~modules/kit/product/product-state";
import { ProductCard } from "~modules/kit/product-card/product-card";
import { ToastProvider } from "~modules/kit/toast";
import { loadWishlistActions } from "~modules/kit/wishlist";
import { WishlistScope } from "~modules/kit/wishlist-scope";
import { detailSectionRegistry } from "~modules/detail-registry";
import type { DetailPageContext, SectionComponents } from "~modules/detail-types";
import { viewFor } from "~modules/types";
import { buildSections } from "~/lib/product-page.server";
import { loginTokenCookie } from "~/lib/cookies.server";
import { loader as accountLoader } from "~/routes/api.account";
import { action as loginAction } from "~/routes/api.login";
import { action as wishlistAction, loader as wishlistLoader } from "~/routes/api.wishlist";
import { loader as stateLoader } from "~/routes/api.wishlist-state";
import { listingProductSchema } from "~schemas/backoffice";
import type { Device } from "~schemas/rules/device";
import { variantOf } from "~schemas/rules/product/sku";
import { LOCAL_WISHLIST_KEY, type Wish } from "~schemas/rules/wishlist";
import { cookiePair } from "../../server/cookies.js";
import { createFixtureBackoffice, fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, FIXTURES_DIR } from "../support/msw";
import { detailPage, type ProductFixture } from "../support/render-detail";
import { withI18n } from "../support/render";
import fern from "../../fixtures/products/fern-modular-sofa.json";
import premier from "../../fixtures/products/loftwell-premier.json";
import willow from "../../fixtures/products/willow-bed.json";
import notFoundProducts from "../../fixtures/not-found-products.json";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;

/*
 * The wishlist heart as the page has it: inside the shell's toasts, account and wishlist, the
 * browser's fetch answered by the app's real routes (/api/account, /api/login, /api/wishlist,
 * /api/wishlist-state) over the fixture back office, with a cookie jar for the login token.
 */
const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
let cookie = "";
/** Paths the "network" fails for (offline). */
const failing = new Set<string>();
const calls: { method: string; path: string; body: unknown }[] = [];

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://shop.test");
  if (url.origin === BACKOFFICE_URL) {
    const headers = new Headers(init?.headers);
    const auth = headers.get("authorization");
    const result = await backoffice.handle(url.pathname.slice("/api/".length), JSON.parse(String(init?.body ?? "{}")), {
      storeId: headers.get("x-store-id"),
      visitor: auth?.startsWith("Bearer ") ? auth.slice(7) : headers.get("x-client-token"),
    });
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { "content-type": "application/json" } });
  }
  const method = init?.method ?? "GET";
  calls.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (failing.has(url.pathname)) throw new TypeError("Failed to fetch");
  const context = { cspNonce: "n", clientToken: "component-test" };
  const request = new Request(url, { method, headers: { ...(init?.headers as Record<string, string>), cookie }, body: init?.body ?? null });
  const args = { request, params: {}, context };
  if (url.pathname === "/api/account") return (await accountLoader(args)) as Response;
  if (url.pathname === "/api/login") {
    const response = (await loginAction(args)) as Response;
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  }
  if (url.pathname === "/api/wishlist") return (await (method === "POST" ? wishlistAction(args) : wishlistLoader(args))) as Response;
  if (url.pathname === "/api/wishlist-state") return (await stateLoader(args)) as Response;
  if (url.pathname === "/api/cart") return new Response(JSON.stringify({ ok: true, cart: { count: 0, lines: [] } }), { headers: { "content-type": "application/json" } });
  throw new Error(`unexpected call ${method} ${url.pathname}`);
}
const fetchMock = vi.fn(answer);
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  cookie = "";
  failing.clear();
  calls.length = 0;
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => vi.unstubAllGlobals());

let shoppers = 0;
/** A new shopper, logged in (their token in the cookie jar), whose server list holds `wishes`. */
async function logInNewShopper(wishes: Wish[] = []) {
  const email = `wish-${++shoppers}-${Date.now()}@loftwell.test`;
  await backoffice.handle("user/register", { email, password: "wishes-2026" }, { storeId: "3", visitor: null });
  const token = fixtureLoginToken(email);
  for (const wish of wishes) await backoffice.handle("wishlist/add", wish, { storeId: "3", visitor: token });
  cookie = (await cookiePair(loginTokenCookie, token)).split(";")[0]!;
  return token;
}

async function serverList(token: string): Promise<string[]> {
  const result = await backoffice.handle("wishlist/my-list", { page: 1, pageSize: 999 }, { storeId: "3", visitor: token });
  return (result.body as { data: { items: { skuId: string }[] } }).data.items.map((item) => item.skuId);
}

const localList = () => JSON.parse(window.localStorage.getItem(LOCAL_WISHLIST_KEY) ?? "[]") as Wish[];
const keepLocally = (wishes: Wish[]) => window.localStorage.setItem(LOCAL_WISHLIST_KEY, JSON.stringify(wishes));

/** 30 catalogue SKUs (the fern sofa's 28 and two harlow sofas), none of them the gallery's. */
const FULL_LIST: Wish[] = [
  ...fern.model.productDetailVOList[0]!.skuList.map((sku) => ({ skuId: sku.skuId, spuId: String(sku.spuId) })),
  { skuId: "20011", spuId: "501" },
  { skuId: "20012", spuId: "501" },
];
if (FULL_LIST.length !== 30) throw new Error(`FULL_LIST holds ${FULL_LIST.length} items`);

function Shell({ device, children }: { device: Device; children: React.ReactNode }) {
  return withI18n(
    <ToastProvider>
      <AccountProvider device={device}>
        <WishlistScope>{children}</WishlistScope>
      </AccountProvider>
    </ToastProvider>,
    "en",
    "product",
  );
}

/** A control standing in for the variant picker: chooses another SKU. */
function ChooseSku({ skuId }: { skuId: string }) {
  const { selectSku } = useProductState();
  return (
    <button type="button" onClick={() => selectSku(skuId)}>
      Choose {skuId}
    </button>
  );
}

/** The gallery section as the product route renders it, in the shell. */
function galleryElement(fixture: ProductFixture, path: string, device: Device, chooseSku?: string) {
  const page = detailPage(fixture, path, { device });
  const { sections } = buildSections(page);
  const Section = viewFor(detailSectionRegistry.gallery as SectionComponents<unknown>, device);
  const skus = Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }]));
  const context: DetailPageContext = { kind: page.kind, path, store: page.store, device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) };
  return (
    <Shell device={device}>
      <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: page.delivery, coupons: page.coupons }}>
        <Section data={sections.gallery} page={context} />
        {chooseSku ? <ChooseSku skuId={chooseSku} /> : null}
      </ProductStateProvider>
    </Shell>
  );
}

const WILLOW_OAT: Wish = { skuId: "20121", spuId: "512" };
const WILLOW_SAGE: Wish = { skuId: "20122", spuId: "512" };
const heart = () => screen.getByRole("button", { name: "Save to wishlist" });
const pressed = (button: HTMLElement) => button.getAttribute("aria-pressed");
const stateAsks = () => calls.filter((call) => call.path.startsWith("/api/wishlist-state")).map((call) => call.path);
const changes = () => calls.filter((call) => call.method === "POST" && call.path === "/api/wishlist").map((call) => call.body);

/**
 * A pointer on a heart, as before a click: it fetches what the click runs (the changes load
 * lazily, modules/kit/wishlist-actions.ts), after which a click shows at once.
 */
async function pointAt(heartButton: HTMLElement) {
  fireEvent.pointerEnter(heartButton);
  await act(() => loadWishlistActions().then(() => undefined));
}

describe.each(["desktop", "mobile"] as const)("the gallery's wishlist heart (%s)", (device) => {
  it("renders 'not in list' on the server and while hydrating, whatever the browser holds, then shows the browser's list", async () => {
    keepLocally([WILLOW_OAT]);
    const element = galleryElement(willow, "/willow-bed.html", device);
    const html = renderToString(element);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const button = container.querySelector<HTMLButtonElement>(".detail-gallery__wish")!;
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(button.getAttribute("aria-label")).toBe("Save to wishlist");
    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, element));
    // Hydrated in place: the same button, now showing the guest's list.
    expect(container.querySelector(".detail-gallery__wish")).toBe(button);
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it("a guest's heart adds the item to the browser's list and removes it again, with no server call", async () => {
    render(galleryElement(willow, "/willow-bed.html", device));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/account")).toBe(true));
    expect(pressed(heart())).toBe("false");
    await pointAt(heart());
    fireEvent.click(heart());
    expect(pressed(heart())).toBe("true");
    expect(localList()).toEqual([WILLOW_OAT]);
    fireEvent.click(heart());
    expect(pressed(heart())).toBe("false");
    expect(window.localStorage.getItem(LOCAL_WISHLIST_KEY)).toBeNull();
    expect(stateAsks()).toEqual([]);
    expect(changes()).toEqual([]);
  });

  it("a guest's 31st item opens the login prompt (page type detail_coupon) and adds nothing", async () => {
    keepLocally(FULL_LIST);
    render(galleryElement(willow, "/willow-bed.html", device));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/account")).toBe(true));
    fireEvent.click(heart());
    const popup = await screen.findByRole("dialog", { name: "Log in or create an account" }, { timeout: 3000 });
    expect(within(popup).getByText(/Your wishlist on this device is full \(30 items\)/)).toBeTruthy();
    expect(pressed(heart())).toBe("false");
    expect(localList()).toEqual(FULL_LIST);
  });

  it("logging in from the prompt merges the 30 into the server list, then adds the refused item", async () => {
    keepLocally(FULL_LIST);
    const email = `prompt-${device}@loftwell.test`;
    await backoffice.handle("user/register", { email, password: "prompt-2026" }, { storeId: "3", visitor: null });
    render(galleryElement(willow, "/willow-bed.html", device));
    await waitFor(() => expect(calls.some((call) => call.path === "/api/account")).toBe(true));
    fireEvent.click(heart());
    const popup = await screen.findByRole("dialog", {}, { timeout: 3000 });
    fireEvent.change(within(popup).getByRole("textbox", { name: "E-mail address" }), { target: { value: email } });
    fireEvent.submit(popup.querySelector("form")!);
    fireEvent.change(await within(popup).findByLabelText("Password"), { target: { value: "prompt-2026" } });
    fireEvent.submit(popup.querySelector("form")!);
    await waitFor(() => expect(pressed(heart())).toBe("true"));
    await waitFor(() => expect(changes()).toHaveLength(31));
    // One by one, in the order they were kept, then the refused item.
    expect(changes()).toEqual([...FULL_LIST, WILLOW_OAT].map((wish) => ({ action: "add", ...wish })));
    // The last add answered (the heart is no longer busy) before the server list is read.
    await waitFor(() => expect(heart().getAttribute("aria-busy")).toBeNull());
    expect(window.localStorage.getItem(LOCAL_WISHLIST_KEY)).toBeNull();
    expect(new Set(await serverList(fixtureLoginToken(email)))).toEqual(new Set([...FULL_LIST, WILLOW_OAT].map((wish) => wish.skuId)));
  });

  it("logged in: the heart shows the server list, a click removes the item there, and a SKU change asks again", async () => {
    const token = await logInNewShopper([WILLOW_OAT]);
    render(galleryElement(willow, "/willow-bed.html", device, WILLOW_SAGE.skuId));
    await waitFor(() => expect(pressed(heart())).toBe("true"));
    expect(stateAsks()).toEqual([`/api/wishlist-state?skuIds=${WILLOW_OAT.skuId}`]);
    await pointAt(heart());
    fireEvent.click(heart());
    // Shown at once, sent to the server.
    expect(pressed(heart())).toBe("false");
    await waitFor(() => expect(changes()).toEqual([{ action: "remove", ...WILLOW_OAT }]));
    await waitFor(() => expect(heart().getAttribute("aria-busy")).toBeNull());
    expect(await serverList(token)).toEqual([]);
    await backoffice.handle("wishlist/add", WILLOW_SAGE, { storeId: "3", visitor: token });
    fireEvent.click(screen.getByRole("button", { name: `Choose ${WILLOW_SAGE.skuId}` }));
    await waitFor(() => expect(stateAsks()).toContain(`/api/wishlist-state?skuIds=${WILLOW_SAGE.skuId}`));
    await waitFor(() => expect(pressed(heart())).toBe("true"));
  });

  it("after login, adds the local wishes the server lacks one by one, then clears the local list", async () => {
    const token = await logInNewShopper([WILLOW_SAGE]);
    const lamp: Wish = { skuId: "20071", spuId: "507" };
    keepLocally([WILLOW_OAT, WILLOW_SAGE, lamp]);
    render(galleryElement(willow, "/willow-bed.html", device));
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_WISHLIST_KEY)).toBeNull());
    expect(changes()).toEqual([
      { action: "add", ...WILLOW_OAT },
      { action: "add", ...lamp },
    ]);
    expect(new Set(await serverList(token))).toEqual(new Set([WILLOW_OAT.skuId, WILLOW_SAGE.skuId, lamp.skuId]));
    await waitFor(() => expect(pressed(heart())).toBe("true"));
  });

  it("a failed merge is a console warning only, and keeps the local wishes for the next page", async () => {
    await logInNewShopper();
    keepLocally([WILLOW_OAT]);
    failing.add("/api/wishlist");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(galleryElement(willow, "/willow-bed.html", device));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]![0])).toMatch(/wishlist/);
    expect(localList()).toEqual([WILLOW_OAT]);
    expect(screen.queryByRole("status", { name: /wishlist/i })).toBeNull();
  });

  it("is hidden for the membership SKU TPVIP1", () => {
    const { container } = render(galleryElement(premier, "/loftwell-premier.html", device));
    expect(container.querySelector(".detail-gallery__slide")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Save to wishlist" })).toBeNull();
  });
});

const cardProduct = (index: number, extra: Record<string, unknown> = {}) => listingProductSchema.parse({ ...notFoundProducts[index], ...extra });

describe.each(["desktop", "mobile"] as const)("the product card's wishlist heart (%s)", (device) => {
  const renderCard = (product = cardProduct(0), wish?: boolean) =>
    render(
      <Shell device={device}>
        <ProductCard product={product} index={0} storeId={3} device={device} list="test" wish={wish} />
      </Shell>,
    );

  it("sits on the image, is named for the product, and toggles the guest's list without counting as a product click", async () => {
    (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
    renderCard();
    const article = screen.getByRole("article", { name: "Harlow 3-Seat Sofa" });
    const button = within(article).getByRole("button", { name: "Save Harlow 3-Seat Sofa to wishlist" });
    expect(button.closest(".product-card__media")).not.toBeNull();
    expect(button.closest("a")).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/account")).toBe(true));
    await pointAt(button);
    fireEvent.click(button);
    expect(pressed(button)).toBe("true");
    expect(localList()).toEqual([{ skuId: "20011", spuId: "501" }]);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([]);
  });

  it("follows the SKU a swatch chose", async () => {
    const product = cardProduct(1);
    renderCard(product);
    const article = screen.getByRole("article");
    const swatches = within(article).getAllByRole("button", { name: /^Colour:/ });
    fireEvent.click(swatches[1]!);
    const chosen = product.colorAttrValueVOList[1]!.entityId!;
    const button = within(article).getByRole("button", { name: /to wishlist$/ });
    expect(button.dataset.skuId).toBe(chosen);
    // Without a pointer first: the click's code arrives, then the list changes.
    fireEvent.click(button);
    await waitFor(() => expect(localList()).toEqual([{ skuId: chosen, spuId: String(product.spuId) }]));
  });

  it("has no heart for the membership TPVIP1", () => {
    renderCard(cardProduct(0, { sku: "TPVIP1", skuId: "90001", name: "Loftwell Premier membership, 1 year" }));
    expect(screen.getByRole("article", { name: "Loftwell Premier membership, 1 year" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /wishlist/ })).toBeNull();
  });

  it("has none when the card's list turns it off (wish={false})", () => {
    renderCard(cardProduct(0), false);
    expect(screen.getByRole("article", { name: "Harlow 3-Seat Sofa" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /wishlist/ })).toBeNull();
  });
});
