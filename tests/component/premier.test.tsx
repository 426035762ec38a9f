// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import { StorefrontLinksContext } from "~modules/kit/storefront-links";
import { ToastProvider } from "~modules/kit/toast";
import { detailSectionRegistry } from "~modules/detail-registry";
import type { DetailPageContext, SectionComponents } from "~modules/detail-types";
import { viewFor } from "~modules/types";
import { buildSections } from "~/lib/product-page.server";
import type { AccountAnswer, MemberInfo } from "~schemas/rules/account";
import type { Device } from "~schemas/rules/device";
import type { Language, StoreId } from "~schemas/rules/stores";
import { variantOf } from "~schemas/rules/product/sku";
import { detailPage, type ProductFixture } from "../support/render-detail";
import { withI18n } from "../support/render";
import harlow from "../../fixtures/products/harlow-sofa.json";
import willow from "../../fixtures/products/willow-bed.json";

/*
 * The 'with Premier' link and the three dialogs it leads to (detail spec 2, 4), in the price
 * block as the page has it: inside the shell's account, cart and toasts, the account read
 * from /api/account after the first render and the cart from /api/cart.
 */

const MEMBER: MemberInfo = { skuId: "90001", sku: "TPVIP1", amount: 49, activityAmount: 19, isShow: 1, activityCountdownTime: 1209600, level: 0 };
const user = { email: "shopper@loftwell.test", firstName: "Sam", lastName: "Rivera", entityId: "70001" };
const loggedIn = (member: Partial<MemberInfo> | null = {}): AccountAnswer => ({ status: "logged-in", user, member: member ? { ...MEMBER, ...member } : null });

type Line = { productId: string; quantity: number; name: string; isMemberSku: boolean };
const membershipLine: Line = { productId: "90001", quantity: 1, name: "Loftwell Premier membership, 1 year", isMemberSku: true };
const sofaLine: Line = { productId: "20011", quantity: 1, name: "Harlow 3-Seat Sofa", isMemberSku: false };

let account: AccountAnswer = { status: "guest" };
let cartLines: Line[] = [];
let cartFails = false;
const cartAnswer = () => ({ ok: true, cart: { lines: cartLines, count: cartLines.length } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
  if (url === "/api/account") return json(account);
  if (url === "/api/cart" && init?.method === "POST") {
    const { productIds } = JSON.parse(String(init.body)) as { productIds: string[] };
    cartLines = [...cartLines, ...productIds.map((productId) => (productId === "90001" ? membershipLine : { ...sofaLine, productId }))];
    return json(cartAnswer());
  }
  if (url === "/api/cart") return cartFails ? json({ ok: false, error: "down" }, 502) : json(cartAnswer());
  throw new Error(`unexpected call ${init?.method ?? "GET"} ${url}`);
});
const cartReads = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/cart" && (init?.method ?? "GET") === "GET").length;
const cartPosts = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/cart" && init?.method === "POST").map(([, init]) => JSON.parse(String(init?.body)));

beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  account = { status: "guest" };
  cartLines = [];
  cartFails = false;
  vi.restoreAllMocks();
});
afterAll(() => vi.unstubAllGlobals());

type Options = { device?: Device; store?: StoreId; language?: Language; storefront?: string };

/** The price section of a product fixture inside the shell's providers, as the page renders it. */
function priceBlock(fixture: ProductFixture, path: string, { device = "desktop", store = 3, language = "en", storefront = "" }: Options = {}) {
  const page = detailPage(fixture, path, { device, store });
  const { sections } = buildSections(page);
  const context: DetailPageContext = {
    kind: page.kind,
    path,
    store,
    device,
    now: page.now,
    spu: page.product.spuInfo.spu,
    spuId: String(page.product.spuInfo.spuId),
  };
  const Section = viewFor(detailSectionRegistry.price as SectionComponents<unknown>, device);
  const skus = Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }]));
  return withI18n(
    <StorefrontLinksContext.Provider value={{ base: storefront, origin: "" }}>
      <ToastProvider>
        <AccountProvider device={device}>
          <CartProvider device={device} storeId={store}>
            <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: page.delivery, coupons: page.coupons }}>
              <Section data={sections.price} page={context} />
            </ProductStateProvider>
          </CartProvider>
        </AccountProvider>
      </ToastProvider>
    </StorefrontLinksContext.Provider>,
    language,
    "product",
  );
}

const renderHarlow = (options: Options = {}) => render(priceBlock(harlow as ProductFixture, "/harlow-sofa.html", options));
const premierLink = () => screen.findByRole("button", { name: "with Premier $1,149.00" });
/** Lets the account and cart reads of the first render settle. */
const settle = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe("the 'with Premier' line (detail spec 2, 4)", () => {
  it("is kept, empty, in the server HTML on a product with member coupons; hydration agrees and the link fills it for a logged-in shopper", async () => {
    account = loggedIn();
    const element = priceBlock(harlow as ProductFixture, "/harlow-sofa.html");
    const html = renderToString(element);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const line = container.querySelector(".detail-price__premier");
    expect(line).not.toBeNull();
    expect(line?.textContent).toBe("");
    // The line sits right under the price, where it will stay.
    expect(line?.previousElementSibling?.className).toBe("detail-price__line");
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, element);
    });
    await waitFor(() => expect(within(container).getByRole("button", { name: "with Premier $1,149.00" })).toBeTruthy());
    // The same element, filled in place: nothing was added around it.
    expect(container.querySelector(".detail-price__premier")).toBe(line);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("shows no link to a guest, to a shopper without member info, or when the anniversary is off; the line stays", async () => {
    for (const [who, expected] of [
      [{ status: "guest" }, "guest"],
      [loggedIn(null), "no member info"],
      [loggedIn({ isShow: 0 }), "isShow 0"],
      [loggedIn({ activityCountdownTime: 0 }), "no time left"],
      [loggedIn({ activityCountdownTime: null }), "no countdown"],
    ] as const) {
      account = who;
      const { container, unmount } = renderHarlow();
      await settle();
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/account"), expected).toBe(true);
      expect(screen.queryByRole("button", { name: /with Premier/ }), expected).toBeNull();
      expect(container.querySelector(".detail-price__premier"), expected).not.toBeNull();
      unmount();
    }
  });

  it("keeps no line on a product without member coupons", async () => {
    account = loggedIn({ level: 1 });
    const { container } = render(priceBlock(willow as ProductFixture, "/willow-bed.html"));
    await settle();
    expect(container.querySelector(".detail-price__premier")).toBeNull();
    expect(screen.queryByRole("button", { name: /with Premier/ })).toBeNull();
  });

  it("reads in the store's language and currency (store 5)", async () => {
    account = loggedIn();
    renderHarlow({ store: 5, language: "de" });
    expect(await screen.findByRole("button", { name: "mit Premier 1.149,00 €" })).toBeTruthy();
  });
});

describe.each(["desktop", "mobile"] as const)("a click on 'with Premier' on %s (detail spec 4)", (device) => {
  const placement = device === "mobile" ? "dialog--bottom" : "dialog--center";

  it("level 1: the member-coupon dialog at once (no cart read), its member coupons listed, narrow with 3 or fewer", async () => {
    account = loggedIn({ level: 1 });
    renderHarlow({ device });
    await settle();
    const reads = cartReads();
    fireEvent.click(await premierLink());
    const dialog = await screen.findByRole("dialog", { name: "Premier member coupons" });
    expect(cartReads()).toBe(reads);
    expect(dialog.className).toContain(placement);
    expect(dialog.className).toContain("premier-coupons--narrow");
    expect([...dialog.querySelectorAll(".premier-coupons__coupon")].map((node) => node.textContent)).toEqual([
      "$50 off for Premier membersPREMIER50",
      "5% off sofas for Premier membersPREMIER5",
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Premier member coupons" })).toBeNull();
  });

  it("level 1 with 4 member coupons: the wide dialog", async () => {
    account = loggedIn({ level: 1 });
    const fixture = structuredClone(harlow) as typeof harlow;
    const coupons = fixture.coupons.default.memberCouponList;
    coupons.push({ ...coupons[0]!, code: "PREMIER60" }, { ...coupons[0]!, code: "PREMIER70" });
    render(priceBlock(fixture as ProductFixture, "/harlow-sofa.html", { device }));
    fireEvent.click(await premierLink());
    const dialog = await screen.findByRole("dialog", { name: "Premier member coupons" });
    expect(dialog.className).toContain("premier-coupons--wide");
    expect(dialog.querySelectorAll(".premier-coupons__coupon")).toHaveLength(4);
  });

  it("not a member, the membership in the cart: the cart is read, then the coupon dialog (Discount Details) opens", async () => {
    account = loggedIn();
    cartLines = [sofaLine, membershipLine];
    renderHarlow({ device });
    await settle();
    const reads = cartReads();
    fireEvent.click(await premierLink());
    const dialog = await screen.findByRole("dialog", { name: "Discount Details" });
    expect(cartReads()).toBe(reads + 1);
    expect(dialog.className).toContain(placement);
    expect([...dialog.querySelectorAll(".detail-discount__coupon-title")].map((node) => node.textContent)).toEqual([
      "$100 off orders over $999",
      "$250 off orders over $2,999",
    ]);
    expect(screen.queryByRole("dialog", { name: "Premier member price" })).toBeNull();
  });

  it("not a member, no membership in the cart: the buy-membership dialog; Add To Cart adds TPVIP1 and closes it", async () => {
    account = loggedIn();
    cartLines = [sofaLine];
    renderHarlow({ device, storefront: "https://www.loftwell.test" });
    await settle();
    const link = await premierLink();
    fireEvent.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Premier member price" });
    expect(dialog.className).toContain(placement);
    expect(within(dialog).getByText("Only Loftwell Premier can enjoy the discount.")).toBeTruthy();
    // The item at the member price against its price now; then the membership's member and original price.
    expect(dialog.querySelector(".premier-buy__item dd")?.textContent).toBe("$1,149.00 Original price $1,299.00");
    const membership = within(dialog).getByRole("region", { name: "Loftwell Premier membership" });
    expect(membership.querySelector(".premier-buy__member-price")?.textContent).toBe("Member price$19.00");
    expect(membership.querySelector(".premier-buy__original-price s")?.textContent).toBe("$49.00");
    expect(within(membership).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Member prices on items marked 'with Premier'",
      "Coupons only Premier members can use",
    ]);
    expect(within(dialog).getByRole("link", { name: "Learn more about Premier membership" }).getAttribute("href")).toBe(
      "https://www.loftwell.test/premier-membership",
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Add To Cart" }));
    await waitFor(() => expect(cartPosts()).toEqual([{ productIds: ["90001"] }]));
    expect(screen.queryByRole("dialog", { name: "Premier member price" })).toBeNull();
    // The drawer's code loads with the first add: its element comes with it.
    const drawer = () => document.querySelector("dialog.cart-panel");
    if (device === "desktop") {
      // The cart drawer opens, the membership in it.
      await waitFor(() => expect(drawer()?.hasAttribute("open")).toBe(true));
      expect(within(drawer() as HTMLElement).getByText("Loftwell Premier membership, 1 year")).toBeTruthy();
      expect(screen.queryByText("Add cart successfully")).toBeNull();
    } else {
      expect(await screen.findByText("Add cart successfully")).toBeTruthy();
      expect(drawer()?.hasAttribute("open") ?? false).toBe(false);
    }
  });

  it(`after the membership is added, the next click opens the coupon dialog${device === "mobile" ? " without reading the cart (marked purchased)" : " (the cart read shows it)"}`, async () => {
    account = loggedIn();
    renderHarlow({ device });
    fireEvent.click(await premierLink());
    const buy = await screen.findByRole("dialog", { name: "Premier member price" });
    fireEvent.click(within(buy).getByRole("button", { name: "Add To Cart" }));
    await waitFor(() => expect(cartPosts()).toHaveLength(1));
    await settle();
    if (device === "desktop") fireEvent.click(within(document.querySelector("dialog.cart-panel") as HTMLElement).getByRole("button", { name: "Close" }));
    const reads = cartReads();
    fireEvent.click(await premierLink());
    expect(await screen.findByRole("dialog", { name: "Discount Details" })).toBeTruthy();
    expect(cartReads()).toBe(device === "mobile" ? reads : reads + 1);
  });

  it("a cart that cannot be read: a toast says so and no dialog opens", async () => {
    account = loggedIn();
    renderHarlow({ device });
    await settle();
    cartFails = true;
    fireEvent.click(await premierLink());
    expect(await screen.findByText("Sorry, we could not check your cart. Please try again.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
