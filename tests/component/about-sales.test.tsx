// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { AboutSales, loginHref } from "~modules/kit/about-sales";
import { withI18n } from "../support/render";

afterAll(() => {
});

describe.each(["desktop", "mobile"] as const)("'About sales' on /guide/sale (%s)", (device) => {
  it("shows the three FAQ groups, collapsed", () => {
    const { container } = render(withI18n(<AboutSales device={device} loggedIn={false} />));
    expect(screen.getByRole("heading", { level: 2, name: "About sales" })).toBeTruthy();
    const groups = [...container.querySelectorAll("details")];
    expect(groups.map((group) => group.querySelector("summary")?.textContent)).toEqual(["How to use sales", "About coupons", "Rights reserved"]);
    expect(groups.every((group) => !group.open && group.querySelectorAll("p").length === 2)).toBe(true);
  });

  it("invites a guest: 'Now', 'join member' and 'enjoy great price'; 'join member' opens the saleDetails popup", () => {
    const { container } = render(withI18n(<AboutSales device={device} loggedIn={false} />));
    const invite = container.querySelector(".about-sales__invite")!;
    expect(invite.textContent).toBe("Now join member & enjoy great prices");
    const join = within(invite as HTMLElement).getByRole("link", { name: "join member" });
    // Without JavaScript the link goes to the login page, for page type 'sale'.
    expect(join.getAttribute("href")).toBe("/login?pageType=sale&redirect=%2Fguide%2Fsale");
    expect(fireEvent.click(join)).toBe(false);
    const popup = screen.getByRole("dialog", { name: "Sale details" });
    expect(within(popup).getByRole("heading", { name: "Sale details" })).toBeTruthy();
    expect(within(popup).getByRole("link", { name: "Log in or join" }).getAttribute("href")).toBe(loginHref("sale", "/guide/sale"));
    fireEvent.click(within(popup).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Sale details" })?.hasAttribute("open") ?? false).toBe(false);
  });

  it("does not invite a logged-in shopper", () => {
    const { container } = render(withI18n(<AboutSales device={device} loggedIn />));
    expect(container.querySelector(".about-sales__invite")).toBeNull();
    expect(screen.queryByRole("link", { name: "join member" })).toBeNull();
    expect(container.querySelectorAll("details")).toHaveLength(3);
  });

  it("reads in every store language", () => {
    render(withI18n(<AboutSales device={device} loggedIn={false} />, "de"));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Über den Sale");
    expect(screen.getByRole("link", { name: "Mitglied werden" })).toBeTruthy();
  });
});
