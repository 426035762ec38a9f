// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~schemas/rules/device";
import { buildLandingPage } from "~/lib/landing-page.server";
import type { StoreId } from "~schemas/rules/stores";
import { pageInfoSchema } from "~schemas/page-info";
import { TEST_PAGE, unloaded, withI18n } from "../support/render";

function renderTitle({ urlKey, store, device = "desktop" }: { urlKey: string; store: StoreId; device?: Device }) {
  const info = pageInfoSchema.parse({
    templatePackageList: [{ sortId: 1, packageType: 1, packageInfoMap: { title: "Black Friday", subtitle: "Until 1 December", color: "#c00" } }],
  });
  const { modules } = buildLandingPage(info, { tabs: {} });
  return render(withI18n(<LandingModules modules={unloaded(modules)} page={{ ...TEST_PAGE, urlKey, store, device, theme: info.theme }} />));
}

describe("main title on /guide/black-friday (landing spec 2.6)", () => {
  it.each([
    [3, "US"],
    [4, "CA"],
    [5, "DE"],
    [6, "FR"],
    [7, "IT"],
  ] as const)("shows store %s's header image (%s) as the h1", (store, region) => {
    for (const device of ["desktop", "mobile"] as const) {
      const { unmount } = renderTitle({ urlKey: "black-friday", store, device });
      const heading = screen.getByRole("heading", { level: 1, name: "Black Friday" });
      const image = heading.querySelector("img")!;
      expect(image.getAttribute("src")).toBe(`/fixture-images/black-friday-header-${region}.svg`);
      expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1920", "480"]);
      expect(heading.textContent).toBe("");
      expect(screen.getByText("Until 1 December")).toBeTruthy();
      unmount();
    }
  });

  it.each([1, 8, 9] as const)("keeps the text title in store %s", (store) => {
    renderTitle({ urlKey: "black-friday", store });
    const heading = screen.getByRole("heading", { level: 1, name: "Black Friday" });
    expect(heading.querySelector("img")).toBeNull();
    expect(heading.style.color).toBe("rgb(204, 0, 0)");
  });

  it("keeps the text title on other pages", () => {
    renderTitle({ urlKey: "sale", store: 3 });
    expect(screen.getByRole("heading", { level: 1, name: "Black Friday" }).querySelector("img")).toBeNull();
  });
});
