// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~schemas/rules/device";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { pageInfoSchema } from "~schemas/page-info";
import { renderLanding, renderModule, TEST_PAGE, unloaded, withI18n } from "../support/render";

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  firstPcImage: `/pc-${n}a.jpg`,
  firstMobileImage: `/m-${n}a.jpg`,
  firstContent: `Sofa ${n}`,
  firstButtonContent: "Shop sofas",
  firstButtonUrl: `/sofas-${n}`,
  secondPcImage: `/pc-${n}b.jpg`,
  secondMobileImage: `/m-${n}b.jpg`,
  secondContent: `Chair ${n}`,
  secondButtonContent: "Shop chairs",
  secondButtonUrl: `/chairs-${n}`,
  ...extra,
});
const items = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));

const srcs = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
const accentOf = (container: HTMLElement) =>
  (container.querySelector(".graphic-module-2") as HTMLElement).style.getPropertyValue("--graphic-module-2-accent");

/** renderModule with page-level fields (configColor) the shared helper does not take. */
function renderOnPage(page: Record<string, unknown>, packageInfoMap: unknown, device: Device) {
  const info = pageInfoSchema.parse({ ...page, templatePackageList: [{ sortId: 1, packageType: 10, packageInfoMap }] });
  const { modules } = buildLandingPage(info, parseGuideQuery(new URLSearchParams()));
  const context = { ...TEST_PAGE, device, theme: info.theme };
  return render(withI18n(<LandingModules modules={unloaded(modules)} page={context} />));
}

describe("graphic module 2 (type 10)", () => {
  it("shows two blocks per item on desktop with pc images at 900×600, texts and buttons", () => {
    const { container } = renderModule(10, { packageInfo: items(2) }, { device: "desktop" });
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(srcs(container)).toEqual(["/pc-1a.jpg", "/pc-1b.jpg", "/pc-2a.jpg", "/pc-2b.jpg"]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["900", "600"]);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("900 / 600");
    expect(within(rows[0]!).getByText("Sofa 1")).toBeTruthy();
    expect(within(rows[0]!).getByText("Chair 1")).toBeTruthy();
    expect(within(rows[1]!).getByRole("link", { name: "Shop chairs" }).getAttribute("href")).toBe("/chairs-2");
  });

  it.each(["desktop", "mobile"] as const)("suffixes every button text with exactly four spaces and an arrow (%s)", (device) => {
    renderModule(10, { packageInfo: items(1) }, { device });
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual(["Shop sofas    →", "Shop chairs    →"]);
    // The arrow is decoration: the accessible name is the text alone.
    expect(screen.getByRole("link", { name: "Shop sofas" })).toBe(links[0]);
  });

  it("shows the mobile images on mobile at 690×460, falling back to the pc image per block", () => {
    const { container } = renderModule(10, { packageInfo: [item(1, { secondMobileImage: null })] }, { device: "mobile" });
    expect(srcs(container)).toEqual(["/m-1a.jpg", "/pc-1b.jpg"]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["690", "460"]);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("690 / 460");
  });

  it("falls back to the mobile image on desktop when a block has no pc image", () => {
    const { container } = renderModule(10, { packageInfo: [item(1, { firstPcImage: "" })] }, { device: "desktop" });
    expect(srcs(container)).toEqual(["/m-1a.jpg", "/pc-1b.jpg"]);
  });

  it.each(["desktop", "mobile"] as const)("shows every item, also beyond 4 (the mobile 4-item cap is graphic module 1's) (%s)", (device) => {
    // Without a viewMoreUrl there would be no way to reach items cut on mobile.
    renderModule(10, { packageInfo: items(6) }, { device });
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getByText("Sofa 5")).toBeTruthy();
    expect(screen.getByText("Chair 6")).toBeTruthy();
  });

  it("shows a 'View More' link to viewMoreUrl on mobile only, and none without a usable viewMoreUrl", () => {
    const data = { packageInfo: items(5), viewMoreUrl: "/guide/dining" };
    const mobile = renderModule(10, data, { device: "mobile" });
    expect(screen.getByRole("link", { name: "View More" }).getAttribute("href")).toBe("/guide/dining");
    mobile.unmount();
    const desktop = renderModule(10, data, { device: "desktop" });
    expect(screen.queryByRole("link", { name: "View More" })).toBeNull();
    desktop.unmount();
    renderModule(10, { ...data, viewMoreUrl: "javascript:alert(1)" }, { device: "mobile" });
    expect(screen.queryByRole("link", { name: "View More" })).toBeNull();
  });

  it("lays mobile blocks out in two columns only with mobileShowNum 2 (numeric string accepted)", () => {
    const two = renderModule(10, { packageInfo: items(1), mobileShowNum: "2" }, { device: "mobile" });
    expect(two.container.querySelector(".graphic-module-2")!.classList.contains("graphic-module-2--columns-2")).toBe(true);
    two.unmount();
    const one = renderModule(10, { packageInfo: items(1), mobileShowNum: "1" }, { device: "mobile" });
    expect(one.container.querySelector(".graphic-module-2")!.classList.contains("graphic-module-2--columns-2")).toBe(false);
    one.unmount();
    const junk = renderModule(10, { packageInfo: items(1), mobileShowNum: "two" }, { device: "mobile" });
    expect(junk.container.querySelector(".graphic-module-2--columns-2")).toBeNull();
    // An unreadable mobileShowNum only loses the layout hint, not the module.
    expect(srcs(junk.container)).toEqual(["/m-1a.jpg", "/m-1b.jpg"]);
  });

  describe("colour rule (landing spec 2.4, 9)", () => {
    it("keeps #375542 on mobile", () => {
      const { container } = renderOnPage({ configColor: "#375542" }, { packageInfo: items(1) }, "mobile");
      expect(accentOf(container)).toBe("#375542");
    });

    it("turns any other page configColor into #000000 on mobile, but keeps it on desktop", () => {
      const mobile = renderOnPage({ configColor: "#C0392B" }, { packageInfo: items(1) }, "mobile");
      expect(accentOf(mobile.container)).toBe("#000000");
      mobile.unmount();
      const desktop = renderOnPage({ configColor: "#C0392B" }, { packageInfo: items(1) }, "desktop");
      expect(accentOf(desktop.container)).toBe("#C0392B");
    });

    it("uses the module's own configColor / color before the page's", () => {
      const special = renderOnPage({ configColor: "#c0392b" }, { packageInfo: items(1), configColor: "#375542" }, "mobile");
      expect(accentOf(special.container)).toBe("#375542");
      special.unmount();
      const other = renderOnPage({ configColor: "#375542" }, { packageInfo: items(1), color: "#1e6fd9" }, "mobile");
      expect(accentOf(other.container)).toBe("#000000");
      other.unmount();
      const desktop = renderOnPage({ configColor: "#375542" }, { packageInfo: items(1), color: "#1e6fd9" }, "desktop");
      expect(accentOf(desktop.container)).toBe("#1e6fd9");
    });

    it("ignores a module colour that is not a colour, with a note", () => {
      const { container, diagnostics } = renderModule(10, { packageInfo: items(1), color: "red; background: url(x)" }, { device: "mobile" });
      expect(accentOf(container)).toBe("#375542");
      expect(diagnostics.map((d) => d.reason)).toContainEqual(expect.stringContaining("is not a colour"));
    });
  });

  it("accepts packageInfo as JSON text and numbers as text", () => {
    const { container } = renderModule(10, { packageInfo: JSON.stringify([item(1, { firstContent: 2024 })]) });
    expect(srcs(container)).toHaveLength(2);
    expect(screen.getByText("2024")).toBeTruthy();
  });

  it("leaves out a block without an image, and drops an item with no image at all (noted)", () => {
    const { container, diagnostics } = renderModule(10, {
      packageInfo: [
        item(1, { secondPcImage: null, secondMobileImage: "" }),
        { firstContent: "No pictures", firstButtonContent: "Go", firstButtonUrl: "/go" },
        item(3),
      ],
    });
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(srcs(container)).toEqual(["/pc-1a.jpg", "/pc-3a.jpg", "/pc-3b.jpg"]);
    expect(screen.queryByText("Chair 1")).toBeNull();
    expect(screen.queryByText("No pictures")).toBeNull();
    const reasons = diagnostics.map((d) => `${d.outcome}: ${d.reason}`);
    expect(reasons).toContainEqual(expect.stringMatching(/^altered: second block "Chair 1" left out: it has no image/));
    expect(reasons).toContainEqual(expect.stringMatching(/^altered: item 2 dropped: has no image/));
  });

  it("drops the module when no item has an image", () => {
    const { container, diagnostics } = renderModule(10, { packageInfo: [{ firstContent: "Text only" }] });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.find((d) => d.outcome === "dropped")?.reason).toBe("packageInfo has no usable item left");
  });

  it("drops the module without items", () => {
    const { container, diagnostics } = renderModule(10, { packageInfo: null });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics[0]?.reason).toBe("packageInfo has no item");
  });

  it("never renders a javascript: button; a button without a usable url is left out (noted)", () => {
    const { container, diagnostics } = renderModule(10, { packageInfo: [item(1, { firstButtonUrl: "javascript:alert(1)" })] });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["Shop chairs    →"]);
    expect(screen.getByText("Sofa 1")).toBeTruthy();
    expect(diagnostics.map((d) => d.reason)).toContainEqual(expect.stringContaining('first button "Shop sofas" left out'));
  });

  it("loads images eagerly above the fold and lazily below it", () => {
    const { container } = renderLanding([
      { sortId: 1, packageType: 10, packageInfoMap: { packageInfo: items(1) } },
      { sortId: 2, packageType: 10, packageInfoMap: { packageInfo: items(1) } },
      { sortId: 3, packageType: 10, packageInfoMap: { packageInfo: items(1) } },
    ]);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });
});
