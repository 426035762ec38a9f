// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AboutSales, loginHref } from "~modules/kit/about-sales";
import { AccountProvider } from "~modules/kit/account";
import type { AccountAnswer } from "~schemas/rules/account";
import type { Device } from "~schemas/rules/device";
import type { Language } from "~schemas/rules/stores";
import { TEST_GUEST, TEST_SHOPPER } from "../support/account";
import { withI18n } from "../support/render";

const sale = (device: Device, account?: AccountAnswer, language: Language = "en") =>
  withI18n(
    <AccountProvider device={device} account={account}>
      <AboutSales device={device} />
    </AccountProvider>,
    language,
  );

describe.each(["desktop", "mobile"] as const)("'About sales' on /guide/sale (%s)", (device) => {
  it("shows the three FAQ groups, collapsed", () => {
    const { container } = render(sale(device, TEST_GUEST));
    expect(screen.getByRole("heading", { level: 2, name: "About sales" })).toBeTruthy();
    const groups = [...container.querySelectorAll("details")];
    expect(groups.map((group) => group.querySelector("summary")?.textContent)).toEqual(["How to use sales", "About coupons", "Rights reserved"]);
    expect(groups.every((group) => !group.open && group.querySelectorAll("p").length === 2)).toBe(true);
  });

  it("invites a guest: 'Now', 'join member' and 'enjoy great price'; 'join member' opens the login popup titled saleDetails", async () => {
    const { container } = render(sale(device, TEST_GUEST));
    const invite = container.querySelector(".about-sales__invite")!;
    expect(invite.textContent).toBe("Now join member & enjoy great prices");
    const join = within(invite as HTMLElement).getByRole("link", { name: "join member" });
    // Without JavaScript the link goes to the storefront's login page, for page type 'sale'.
    expect(join.getAttribute("href")).toBe(loginHref("sale", "/guide/sale"));
    expect(fireEvent.click(join)).toBe(false);
    const popup = await screen.findByRole("dialog", { name: "Sale details" });
    expect(within(popup).getByRole("heading", { name: "Sale details" })).toBeTruthy();
    expect(within(popup).getByText("Loftwell members get more out of every sale. Membership is free.")).toBeTruthy();
    expect(within(popup).getByRole("textbox", { name: "E-mail address" })).toBeTruthy();
    expect(popup.querySelector("form")?.getAttribute("data-page-type")).toBe("sale");
    fireEvent.click(within(popup).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Sale details" })).toBeNull();
  });

  it("does not invite a logged-in shopper", () => {
    const { container } = render(sale(device, TEST_SHOPPER));
    expect(container.querySelector(".about-sales__invite")).toBeNull();
    expect(screen.queryByRole("link", { name: "join member" })).toBeNull();
    expect(container.querySelectorAll("details")).toHaveLength(3);
  });

  it("renders the invitation on the server, where nobody is known: the page is the same for everyone", () => {
    expect(renderToString(sale(device))).toContain('class="about-sales__invite"');
  });

  it("reads in every store language", () => {
    render(sale(device, TEST_GUEST, "de"));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Über den Sale");
    expect(screen.getByRole("link", { name: "Mitglied werden" })).toBeTruthy();
  });
});
