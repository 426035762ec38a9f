// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SubscribePromptHost } from "~/components/subscribe/subscribe-prompt-host";
import { action as subscribeAction } from "~/routes/api.subscribe";
import { AccountProvider } from "~modules/kit/account";
import { SOURCE_KEY_PREFIX } from "~modules/kit/analytics";
import { requestSubscribePrompt, resetSubscribePrompt, subscribePromptScene } from "~modules/kit/subscribe-prompt";
import { SellerShow } from "~modules/detail-reviews/seller-show";
import type { AccountAnswer } from "~schemas/rules/account";
import type { Device } from "~schemas/rules/device";
import { PROMPT_SHOWN_KEY, REVIEWPIC_DWELL_MS, type SubscribeScene } from "~schemas/rules/subscription";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, FIXTURES_DIR } from "../support/msw";
import { TEST_GUEST, TEST_SHOPPER } from "../support/account";
import { withI18n } from "../support/render";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;

/* The browser's fetch: /api/subscribe through the real route, which calls the fixture back office (answered here too). */
const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
const posted: unknown[] = [];
let offline = false;
async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://shop.test");
  if (url.origin === BACKOFFICE_URL) {
    const result = await backoffice.handle(url.pathname.slice("/api/".length), JSON.parse(String(init?.body ?? "{}")), { storeId: "3", visitor: "component-test" });
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { "content-type": "application/json" } });
  }
  if (offline) throw new TypeError("Failed to fetch");
  if (url.pathname === "/api/subscribe") {
    posted.push(JSON.parse(String(init?.body)));
    const request = new Request(url, { method: "POST", headers: init?.headers as Record<string, string>, body: init?.body ?? null });
    return (await subscribeAction({ request, params: {}, context: { cspNonce: "n", clientToken: "component-test" } })) as Response;
  }
  return new Response(JSON.stringify({ error: "no double" }), { status: 404, headers: { "content-type": "application/json" } });
}
const fetchMock = vi.fn(answer);
// The sign-up is throttled to once a second: each submission here comes 1.5 s after the last.
let clock = Date.UTC(2026, 10, 26, 12);
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
beforeEach(() => {
  vi.spyOn(Date, "now").mockImplementation(() => (clock += 1500));
  window.history.replaceState(null, "", "/harlow-sofa.html");
});
afterEach(() => {
  act(() => resetSubscribePrompt());
  vi.restoreAllMocks();
  fetchMock.mockClear();
  posted.length = 0;
  offline = false;
  window.sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});
afterAll(() => vi.unstubAllGlobals());

function renderHost(device: Device, account: AccountAnswer = TEST_GUEST) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AccountProvider device={device} account={account}>
            <button type="button">Opener</button>
            <SubscribePromptHost device={device} />
          </AccountProvider>
        ),
      },
    ],
    { initialEntries: ["/harlow-sofa.html"] },
  );
  return render(withI18n(<RouterProvider router={router} future={{ v7_startTransition: true }} />, "en", "common"));
}

async function prompt(device: Device, scene: SubscribeScene = "coupon_close") {
  renderHost(device);
  const opener = screen.getByRole("button", { name: "Opener" });
  opener.focus();
  act(() => requestSubscribePrompt(scene));
  const dialog = await screen.findByRole("dialog", { name: "Join our newsletter" });
  return { dialog, opener, email: within(dialog).getByRole("textbox", { name: "Email" }) as HTMLInputElement };
}

async function submit(dialog: HTMLElement) {
  fireEvent.submit(dialog.querySelector("form")!);
  await waitFor(() => expect(within(dialog).queryByRole("button", { name: "Signing you up…" })).toBeNull());
}

const layer = () => ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((entry) => String(entry.event).startsWith("subscribe_"));

describe.each(["desktop", "mobile"] as const)("the newsletter prompt (%s)", (device) => {
  it(`shows nothing until a trigger asks, then ${device === "desktop" ? "a centred dialog" : "a bottom sheet"} with one e-mail field in a form that posts to /api/subscribe`, async () => {
    renderHost(device);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => requestSubscribePrompt("reviewpic_close"));
    const dialog = await screen.findByRole("dialog", { name: "Join our newsletter" });
    expect(dialog.className).toContain(device === "desktop" ? "dialog--center" : "dialog--bottom");
    expect(dialog.className).toContain(`subscribe-prompt--${device}`);
    const form = dialog.querySelector("form")!;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual(["post", "/api/subscribe"]);
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toEqual({ scene: "reviewpic_close", returnTo: "/harlow-sofa.html", email: "" });
    const email = within(dialog).getByRole("textbox", { name: "Email" });
    expect([email.getAttribute("name"), email.getAttribute("type"), email.getAttribute("autocomplete")]).toEqual(["email", "email", "email"]);
  });

  it("takes the focus into it, and Escape closes it and gives the focus back", async () => {
    const { dialog, opener } = await prompt(device);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(subscribePromptScene()).toBeNull();
  });

  it("checks the e-mail by the spec's rules before posting: the error names the field, takes the focus to it, and the address stays", async () => {
    const { dialog, email } = await prompt(device);
    await submit(dialog);
    const empty = within(dialog).getByRole("alert");
    expect(empty.textContent).toBe("Please enter your email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe(empty.id);
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: "ana@example" } });
    await submit(dialog);
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter a valid email address");
    expect(email.value).toBe("ana@example");
    expect(posted).toEqual([]);
  });

  it("signs up a new address, and thanks a customer's address the same way (docs/security.md: the answer tells nobody who has an account)", async () => {
    const { dialog, email } = await prompt(device, "recommend_click");
    fireEvent.change(email, { target: { value: "member@example.com" } });
    await submit(dialog);
    expect(within(dialog).getByRole("status").textContent).toBe("Thanks, you're signed up");
    expect(dialog.querySelector("form")).toBeNull();
    expect(posted).toEqual([{ email: "member@example.com", scene: "recommend_click" }]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue shopping" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows 'subscribeNewLetter' on the contract's already-registered answer, keeping the address and the focus on it", async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ result: "exists" }), { status: 200, headers: { "content-type": "application/json" } }));
    const { dialog, email } = await prompt(device);
    fireEvent.change(email, { target: { value: "known@example.com" } });
    await submit(dialog);
    expect(within(dialog).getByRole("alert").textContent).toBe("This email is already subscribed");
    expect(email.value).toBe("known@example.com");
    expect(document.activeElement).toBe(email);
  });

  it("keeps the address when the sign-up cannot be sent", async () => {
    const { dialog, email } = await prompt(device);
    offline = true;
    fireEvent.change(email, { target: { value: "offline@example.com" } });
    await submit(dialog);
    expect(within(dialog).getByRole("alert").textContent).toBe("The sign-up did not go through. Please try again.");
    expect(email.value).toBe("offline@example.com");
  });

  it("shows at most once per session: a later trigger, on this page or the next, asks nothing", async () => {
    const { dialog } = await prompt(device);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.sessionStorage.getItem(PROMPT_SHOWN_KEY)).toBe("1");
    act(() => requestSubscribePrompt("reviewpic_close"));
    await act(async () => undefined);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is not shown to a logged-in shopper", async () => {
    renderHost(device, TEST_SHOPPER);
    act(() => requestSubscribePrompt("coupon_close"));
    await act(async () => undefined);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(subscribePromptScene()).toBeNull();
    expect(window.sessionStorage.getItem(PROMPT_SHOWN_KEY)).toBeNull();
  });

  it("sends its events with the scene, the page type and the listing source the product page was opened from", async () => {
    window.sessionStorage.setItem(`${SOURCE_KEY_PREFIX}/harlow-sofa.html`, "ItemList");
    const { dialog, email } = await prompt(device, "coupon_close");
    fireEvent.change(email, { target: { value: "x" } });
    await submit(dialog);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(layer()).toEqual([
      expect.objectContaining({ event: "subscribe_prompt_show", scene: "coupon_close", pageType: "DP", source: "ItemList" }),
      expect.objectContaining({ event: "subscribe_submit", scene: "coupon_close", result: "invalid", pageType: "DP", source: "ItemList" }),
      expect.objectContaining({ event: "subscribe_prompt_close", scene: "coupon_close", signedUp: false, pageType: "DP", source: "ItemList" }),
    ]);
  });
});

describe("reviewpic_close on the review pictures", () => {
  const images = Array.from({ length: 5 }, (_, index) => ({ path: `https://img.test/review-${index}.jpg`, label: null }));

  it("asks for the prompt when the pointer leaves the pictures after 3 s on them, not before", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { container } = render(withI18n(<SellerShow images={images} device="desktop" />, "en", "product"));
      const show = container.querySelector(".seller-show")!;
      fireEvent.pointerEnter(show);
      act(() => vi.advanceTimersByTime(REVIEWPIC_DWELL_MS - 1));
      fireEvent.pointerLeave(show);
      expect(subscribePromptScene()).toBeNull();
      fireEvent.pointerEnter(show);
      act(() => vi.advanceTimersByTime(REVIEWPIC_DWELL_MS));
      expect(subscribePromptScene()).toBeNull();
      fireEvent.pointerLeave(show);
      expect(subscribePromptScene()).toBe("reviewpic_close");
    } finally {
      vi.useRealTimers();
    }
  });
});
