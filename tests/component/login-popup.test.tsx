// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountProvider, useAccount, useAccountActions, type OpenLoginOptions } from "~modules/kit/account";
import { ToastProvider } from "~modules/kit/toast";
import { loader as accountLoader } from "~/routes/api.account";
import { action as loginAction } from "~/routes/api.login";
import type { Device } from "~schemas/rules/device";
import type { LoggedInAccount } from "~schemas/rules/account";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, FIXTURES_DIR } from "../support/msw";
import { withI18n } from "../support/render";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;

/*
 * The browser's fetch: /api/account and /api/login answer through the real routes, which call
 * the fixture back office (answered here too); the cookie the login sets is kept, as a browser
 * keeps it, for the next /api/account.
 */
const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
let cookie = "";
let offline = false;
const posted: unknown[] = [];
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
  if (offline) throw new TypeError("Failed to fetch");
  const context = { cspNonce: "n", clientToken: "component-test" };
  const request = new Request(url, { method: init?.method ?? "GET", headers: { ...(init?.headers as Record<string, string>), cookie }, body: init?.body ?? null });
  if (url.pathname === "/api/account") return (await accountLoader({ request, params: {}, context })) as Response;
  if (url.pathname === "/api/login") {
    posted.push(JSON.parse(String(init?.body)));
    const response = (await loginAction({ request, params: {}, context })) as Response;
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0]!;
    return response;
  }
  return new Response(JSON.stringify({ error: "no double" }), { status: 404, headers: { "content-type": "application/json" } });
}
const fetchMock = vi.fn(answer);
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  cookie = "";
  offline = false;
  posted.length = 0;
  window.localStorage.clear();
});
afterAll(() => vi.unstubAllGlobals());

/** A page with an opener button and the account's status, as the shell hosts them. */
function Page({ options }: { options: OpenLoginOptions }) {
  const account = useAccount();
  const { openLogin } = useAccountActions();
  return (
    <>
      <p data-testid="status">{account.status === "logged-in" ? `logged-in ${account.user.email}` : account.status}</p>
      <button type="button" onClick={() => openLogin(options)}>
        Open
      </button>
    </>
  );
}

function renderPage(device: Device, options: Partial<OpenLoginOptions> = {}) {
  const then = vi.fn<(account: LoggedInAccount) => void>();
  render(
    withI18n(
      <ToastProvider>
        <AccountProvider device={device}>
          <Page options={{ pageType: "sale", then, ...options }} />
        </AccountProvider>
      </ToastProvider>,
      "en",
      "common",
    ),
  );
  return { then };
}

const status = () => screen.getByTestId("status").textContent;

async function openPopup(name = "Log in or create an account") {
  fireEvent.click(screen.getByRole("button", { name: "Open" }));
  return screen.findByRole("dialog", { name });
}

/** Submits the form and waits until its answer is in: the form is no longer busy, or the popup closed. */
async function submit(popup: HTMLElement) {
  fireEvent.submit(popup.querySelector("form")!);
  await waitFor(() => expect(popup.isConnected ? popup.querySelector("form")?.getAttribute("aria-busy") : "closed").not.toBe("true"));
}

describe.each(["desktop", "mobile"] as const)("the login popup (%s)", (device) => {
  it(`is a ${device === "desktop" ? "centred dialog" : "bottom sheet"} with the e-mail field first`, async () => {
    renderPage(device);
    await waitFor(() => expect(status()).toBe("guest"));
    const popup = await openPopup();
    expect(popup.className).toContain(device === "desktop" ? "dialog--center" : "dialog--bottom");
    expect(popup.className).toContain(`login-popup--${device}`);
    expect(within(popup).getByRole("heading", { name: "Log in or create an account" })).toBeTruthy();
    const email = within(popup).getByRole("textbox", { name: "E-mail address" });
    expect(email.getAttribute("autocomplete")).toBe("email");
    expect(within(popup).queryByLabelText("Password")).toBeNull();
    expect(within(popup).getByRole("button", { name: "Continue" })).toBeTruthy();
  });

  it("takes the opener's title and intro", async () => {
    renderPage(device, { title: "Sale details", intro: "Members get more." });
    const popup = await openPopup("Sale details");
    expect(within(popup).getByText("Members get more.")).toBeTruthy();
  });

  it("checks the e-mail, asks a known customer's password, logs in in place and goes on with the opener's action", async () => {
    const { then } = renderPage(device);
    await waitFor(() => expect(status()).toBe("guest"));
    const popup = await openPopup();
    fireEvent.change(within(popup).getByRole("textbox", { name: "E-mail address" }), { target: { value: "premier@loftwell.test" } });
    await submit(popup);
    expect(await within(popup).findByText("Welcome back! Enter your password.")).toBeTruthy();
    fireEvent.change(within(popup).getByLabelText("Password"), { target: { value: "premier-2026" } });
    await submit(popup);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(status()).toBe("logged-in premier@loftwell.test");
    expect(then).toHaveBeenCalledTimes(1);
    expect(then.mock.calls[0]![0]).toMatchObject({ status: "logged-in", member: { level: 1 } });
    expect(screen.getByText("You are logged in, Priya.")).toBeTruthy();
    expect(posted).toEqual([
      { step: "check", email: "premier@loftwell.test" },
      { step: "login", email: "premier@loftwell.test", password: "premier-2026" },
    ]);
    // The stored user info names the shopper to analytics (landing spec 1).
    expect(JSON.parse(window.localStorage.getItem("userInfo") ?? "null")).toMatchObject({ entityId: "70002" });
  });

  it("shows the back office's message on a failed login and keeps the typed e-mail", async () => {
    const { then } = renderPage(device);
    const popup = await openPopup();
    fireEvent.change(within(popup).getByRole("textbox", { name: "E-mail address" }), { target: { value: "shopper@loftwell.test" } });
    await submit(popup);
    fireEvent.change(within(popup).getByLabelText("Password"), { target: { value: "not-it" } });
    await submit(popup);
    expect(within(popup).getByRole("alert").textContent).toBe("The e-mail address or password is not right. Please try again.");
    expect((within(popup).getByRole("textbox", { name: "E-mail address" }) as HTMLInputElement).value).toBe("shopper@loftwell.test");
    expect(then).not.toHaveBeenCalled();
    expect(status()).toBe("guest");
  });

  it("registers a new e-mail with a password of its own", async () => {
    renderPage(device);
    const popup = await openPopup();
    fireEvent.change(within(popup).getByRole("textbox", { name: "E-mail address" }), { target: { value: `new-${device}@loftwell.test` } });
    await submit(popup);
    expect(within(popup).getByText("You are new here: choose a password to create your account.")).toBeTruthy();
    fireEvent.change(within(popup).getByLabelText("Choose a password"), { target: { value: "new-pass-1" } });
    expect(within(popup).getByRole("button", { name: "Create account" })).toBeTruthy();
    await submit(popup);
    await waitFor(() => expect(status()).toBe(`logged-in new-${device}@loftwell.test`));
  });

  it("says what is wrong with the e-mail or password before asking the server (the spec's keys)", async () => {
    renderPage(device);
    const popup = await openPopup();
    await submit(popup);
    const email = within(popup).getByRole("textbox", { name: "E-mail address" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(within(popup).getByText("Please enter your email")).toBeTruthy();
    fireEvent.change(email, { target: { value: "ana@example" } });
    await submit(popup);
    expect(within(popup).getByText("Please enter a valid email address")).toBeTruthy();
    fireEvent.change(email, { target: { value: "shopper@loftwell.test" } });
    await submit(popup);
    await submit(popup);
    expect(within(popup).getByText("Please enter your password.")).toBeTruthy();
    expect(posted).toEqual([{ step: "check", email: "shopper@loftwell.test" }]);
  });

  it("goes back to the e-mail step when the e-mail changes, and says so when the app cannot be reached", async () => {
    renderPage(device);
    const popup = await openPopup();
    const email = within(popup).getByRole("textbox", { name: "E-mail address" });
    fireEvent.change(email, { target: { value: "shopper@loftwell.test" } });
    await submit(popup);
    expect(within(popup).getByLabelText("Password")).toBeTruthy();
    fireEvent.change(email, { target: { value: "shopper2@loftwell.test" } });
    expect(within(popup).queryByLabelText("Password")).toBeNull();
    offline = true;
    await submit(popup);
    expect(within(popup).getByRole("alert").textContent).toBe("Sorry, that did not work. Please try again.");
    expect((email as HTMLInputElement).value).toBe("shopper2@loftwell.test");
  });

  it("closes without the action when the shopper closes it", async () => {
    const { then } = renderPage(device);
    const popup = await openPopup();
    fireEvent.click(within(popup).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(then).not.toHaveBeenCalled();
  });

  it("runs the action at once, with no popup, for a shopper already logged in", async () => {
    const { then } = renderPage(device);
    cookie = "";
    // Log in through the popup once, then ask again.
    const popup = await openPopup();
    fireEvent.change(within(popup).getByRole("textbox", { name: "E-mail address" }), { target: { value: "shopper@loftwell.test" } });
    await submit(popup);
    fireEvent.change(within(popup).getByLabelText("Password"), { target: { value: "shopper-2026" } });
    await submit(popup);
    await waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(then).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the account in the page", () => {
  it("is unknown until the browser reads it, then a stored login's shopper", async () => {
    cookie = "";
    // The fixture's token for the shopper, as POST /api/login stores it.
    const { loginTokenCookie } = await import("~/lib/cookies.server");
    const { fixtureLoginToken } = await import("../../server/fixture-backoffice/handler.js");
    cookie = (await loginTokenCookie.serialize(fixtureLoginToken("shopper@loftwell.test"))).split(";")[0]!;
    renderPage("desktop");
    expect(status()).toBe("unknown");
    await waitFor(() => expect(status()).toBe("logged-in shopper@loftwell.test"));
  });

  it("stays unknown when the read fails", async () => {
    offline = true;
    renderPage("desktop");
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/account"]);
    expect(status()).toBe("unknown");
  });
});
