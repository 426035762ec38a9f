// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CartResponse } from "~schemas/rules/cart";
import { discountAnswer, scenesAnswer } from "~/lib/scene-resources.server";
import { fixtureApi, renderLoadedModule } from "../support/loaded";
import { layOutSwiper } from "../support/swiper-layout";

/** Landing 4.1, which the conformance matrix found without a test: a truthy add closes "In This Idea" and opens 'My Cart'. */

layOutSwiper();
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const api = fixtureApi();
let cartPosts: string[][] = [];
let cartFails = false;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
  const url = new URL(input, "http://shop.test");
  if (url.pathname === "/api/discount") {
    const answer = await discountAnswer(api, url);
    return json(answer.body, answer.status);
  }
  if (url.pathname === "/api/scenes") {
    const answer = await scenesAnswer(api, url);
    return json(answer.body, answer.status);
  }
  if (url.pathname === "/api/cart") {
    if (init?.method === "POST") {
      if (cartFails) return json({ ok: false, error: "refused" }, 502);
      cartPosts.push((JSON.parse(String(init.body)) as { productIds: string[] }).productIds);
    }
    const count = cartPosts.flat().length;
    const lines = Array.from({ length: count }, (_, i) => ({ productId: String(i), quantity: 1, imageUrl: undefined, detailUrl: undefined }));
    return json({ ok: true, cart: { lines, count } } satisfies CartResponse);
  }
  return json({ ok: false, error: "unknown" }, 404);
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  cartPosts = [];
  cartFails = false;
});
afterAll(() => vi.unstubAllGlobals());

const idea = { name: "The sunlit living room", content: "Untick what you have.", shopByRoomId: 101 };
const isOpen = (name: string) => screen.queryByRole("dialog", { name })?.hasAttribute("open") ?? false;

async function shopFromInThisIdea() {
  await renderLoadedModule(28, idea, { device: "mobile" });
  fireEvent.click(screen.getByRole("button", { name: "All Products" }));
  const sheet = screen.getByRole("dialog", { name: "In This Idea" });
  expect(sheet.hasAttribute("open")).toBe(true);
  await act(async () => {
    fireEvent.click(within(sheet).getByRole("button", { name: /^Shop this idea/ }));
  });
}

describe("'In This Idea' on mobile (landing spec 4.1)", () => {
  it("closes after a truthy batch add, and the 'My Cart' sheet opens", async () => {
    await shopFromInThisIdea();
    await waitFor(() => expect(cartPosts).toHaveLength(1));
    await waitFor(() => expect(isOpen("In This Idea")).toBe(false));
    await waitFor(() => expect(document.querySelector("dialog.cart-panel")?.hasAttribute("open")).toBe(true));
    expect(document.querySelector("dialog.cart-panel")?.textContent).toMatch(/My Cart \(\d+\)/);
  });

  it("stays open when the add fails", async () => {
    cartFails = true;
    await shopFromInThisIdea();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    await act(async () => {});
    expect(isOpen("In This Idea")).toBe(true);
  });
});
