// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~schemas/rules/device";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { pageInfoSchema } from "~schemas/page-info";
import { renderModule, TEST_PAGE, unloaded, withI18n } from "../support/render";

const pair = (n: number, extra: Record<string, unknown> = {}) => ({
  pcLeftImage: `/pc-${n}-left.jpg`,
  pcRightImage: `/pc-${n}-right.jpg`,
  mobileLeftImage: `/m-${n}-left.jpg`,
  mobileRightImage: `/m-${n}-right.jpg`,
  ...extra,
});

const srcs = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
const pairs = (container: HTMLElement) => [...container.querySelectorAll(".graphic-module-3__pair")].map((li) => srcs(li as HTMLElement));
const accentOf = (container: HTMLElement) =>
  (container.querySelector(".graphic-module-3") as HTMLElement).style.getPropertyValue("--graphic-module-3-accent");

function renderOnPage(page: Record<string, unknown>, packageInfoMap: unknown, device: Device) {
  const info = pageInfoSchema.parse({ ...page, templatePackageList: [{ sortId: 1, packageType: 11, packageInfoMap }] });
  const { modules } = buildLandingPage(info, parseGuideQuery(new URLSearchParams()));
  const context = { ...TEST_PAGE, device, theme: info.theme };
  return render(withI18n(<LandingModules modules={unloaded(modules)} page={context} />));
}

describe("graphic module 3 (type 11)", () => {
  it("shows each pair's pc images side by side on desktop at 900×600", () => {
    const { container } = renderModule(11, { packageInfo: [pair(1), pair(2)] }, { device: "desktop" });
    expect(pairs(container)).toEqual([
      ["/pc-1-left.jpg", "/pc-1-right.jpg"],
      ["/pc-2-left.jpg", "/pc-2-right.jpg"],
    ]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["900", "600"]);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("900 / 600");
    expect(img.parentElement!.classList.contains("graphic-module-3__side--left")).toBe(true);
  });

  it("shows mobileLeftImage / mobileRightImage on mobile at 340×340, falling back to the pc images", () => {
    const { container } = renderModule(
      11,
      { packageInfo: [pair(1), pair(2, { mobileLeftImage: null, mobileRightImage: "  " })] },
      { device: "mobile" },
    );
    expect(pairs(container)).toEqual([
      ["/m-1-left.jpg", "/m-1-right.jpg"],
      ["/pc-2-left.jpg", "/pc-2-right.jpg"],
    ]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["340", "340"]);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("340 / 340");
  });

  it("falls back to the mobile images on desktop", () => {
    const { container } = renderModule(11, { packageInfo: [{ mobileLeftImage: "/m-left.jpg", pcRightImage: "/pc-right.jpg" }] });
    expect(pairs(container)).toEqual([["/m-left.jpg", "/pc-right.jpg"]]);
  });

  it.each(["desktop", "mobile"] as const)("shows a pair only when both images exist (%s)", (device) => {
    const { container, diagnostics } = renderModule(
      11,
      {
        packageInfo: [
          pair(1),
          { pcLeftImage: "/only-left.jpg", mobileLeftImage: "/only-left-m.jpg" },
          { pcRightImage: "/only-right.jpg", pcLeftImage: "javascript:alert(1)" },
          pair(4),
        ],
      },
      { device },
    );
    expect(pairs(container)).toHaveLength(2);
    expect(container.innerHTML).not.toContain("only-");
    expect(container.innerHTML).not.toContain("javascript:");
    const reasons = diagnostics.map((d) => d.reason);
    expect(reasons).toContain("pair 2 dropped: needs both images; missing: right (pcRightImage or mobileRightImage)");
    expect(reasons).toContain("pair 3 dropped: needs both images; missing: left (pcLeftImage or mobileLeftImage)");
  });

  it("drops the module when no complete pair remains", () => {
    const { container, diagnostics } = renderModule(11, { packageInfo: [{ pcLeftImage: "/l.jpg" }, { mobileRightImage: "/r.jpg" }] });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.find((d) => d.outcome === "dropped")?.reason).toBe("packageInfo has no usable pair left");
  });

  it("accepts packageInfo as JSON text", () => {
    const { container } = renderModule(11, { packageInfo: JSON.stringify([pair(1)]), title: 2025 });
    expect(pairs(container)).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "2025" })).toBeTruthy();
  });

  describe("colour rule (landing spec 2.4, 9)", () => {
    it("keeps #375542 on mobile and turns another page colour into #000000", () => {
      const special = renderOnPage({ configColor: "#375542" }, { packageInfo: [pair(1)] }, "mobile");
      expect(accentOf(special.container)).toBe("#375542");
      special.unmount();
      const other = renderOnPage({ configColor: "#8a5a44" }, { packageInfo: [pair(1)] }, "mobile");
      expect(accentOf(other.container)).toBe("#000000");
    });

    it("keeps any colour on desktop", () => {
      const { container } = renderOnPage({ configColor: "#8a5a44" }, { packageInfo: [pair(1)] }, "desktop");
      expect(accentOf(container)).toBe("#8a5a44");
    });

    it("applies the rule to a module-level configColor too", () => {
      const { container } = renderOnPage({ configColor: "#375542" }, { packageInfo: [pair(1)], configColor: "#8a5a44" }, "mobile");
      expect(accentOf(container)).toBe("#000000");
    });
  });
});
