// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import { previewMarks } from "~/components/preview-mark";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleRegistry } from "~modules/module-views";
import type { ModuleRegistry } from "~modules/registry";
import { defineModule, type ModuleProps, type PageContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import broken from "../../fixtures/templates/broken-modules.json";
import { TEST_PAGE, unloaded, withI18n } from "../support/render";

const moduleRegistry = await loadModuleRegistry();

const info = pageInfoSchema.parse(broken);
const { modules, diagnostics } = buildLandingPage(info, { tabs: {} });
const page: PageContext = { ...TEST_PAGE, urlKey: "broken-modules", theme: info.theme };

/** The page's children in order: "module-N" for a rendered module, "dropped N" / "altered N" for a mark. */
function layout(container: HTMLElement): string[] {
  return [...container.querySelectorAll(".lp > section, .lp > aside")].map((element) =>
    element.tagName === "SECTION" ? element.id : `${element.getAttribute("data-outcome")} ${element.getAttribute("data-preview-position")}`,
  );
}

describe("problems marked in place (preview frames)", () => {
  it("puts each dropped module where it would have been and each altered one just above the module", () => {
    const { container } = render(withI18n(<LandingModules modules={unloaded(modules)} page={page} marks={previewMarks(unloaded(modules), diagnostics)} />));
    expect(layout(container)).toEqual([
      "module-1",
      "dropped 2",
      "altered 3",
      "module-3",
      "dropped 4",
      "dropped 5",
      "dropped 6",
      "dropped 7",
      "dropped 8",
      "dropped 9",
      // Its colour is too pale to read (schemas/lib/fields.ts, legibleColor).
      "altered 10",
      "module-10",
      "dropped 11",
      "dropped 12",
    ]);
    expect(container.querySelector("#module-3")?.getAttribute("data-preview-outcome")).toBe("altered");
    expect(container.querySelector("#module-1")?.hasAttribute("data-preview-outcome")).toBe(false);
  });

  it("says in plain words which module, what happened and why, field path included", () => {
    render(withI18n(<LandingModules modules={unloaded(modules)} page={page} marks={previewMarks(unloaded(modules), diagnostics)} />));
    const banner = screen.getByRole("complementary", { name: "Module 2 · banner (type 4): dropped" });
    expect(banner.textContent).toContain("has no image (pcImage, mobileImage or mobileBanner)");
    const title = screen.getByRole("complementary", { name: "Module 12 · main title (type 1): dropped" });
    expect(title.textContent).toContain("title is missing");
    const tabs = screen.getByRole("complementary", { name: "Module 3 · tabs (type 3): altered" });
    expect([...tabs.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      expect.stringContaining('link "javascript:alert(1)" removed'),
      "tab 2 dropped: pcContent is missing",
      "tab 3 dropped: pcContent is missing",
    ]);
  });

  it("marks nothing on shopper pages (no diagnostics passed)", () => {
    const { container } = render(withI18n(<LandingModules modules={unloaded(modules)} page={page} />));
    expect(container.querySelectorAll("aside")).toHaveLength(0);
    expect(container.querySelector("[data-preview-outcome]")).toBeNull();
    expect(container.querySelector(".lp")?.hasAttribute("data-preview-now")).toBe(false);
  });
});

describe("the page time (page.now)", () => {
  // A module that shows the time it is given, as a countdown will.
  const Clock = ({ page: context }: ModuleProps<unknown>) => <time dateTime={new Date(context.now).toISOString()}>{context.now}</time>;
  const clock = defineModule({ desktop: Clock, mobile: Clock });
  const registry = { ...moduleRegistry, 1: clock } as ModuleRegistry;
  const at = Date.UTC(2025, 11, 24, 18, 0);

  it.each(["desktop", "mobile"] as const)("reaches every module on %s", (device) => {
    const { container } = render(withI18n(<LandingModules modules={unloaded(modules)} page={{ ...page, device, now: at }} registry={registry} />));
    expect([...container.querySelectorAll("time")].map((time) => time.getAttribute("dateTime"))).toEqual(["2025-12-24T18:00:00.000Z"]);
  });

  it("is shown on the preview frame's page element", () => {
    const { container } = render(withI18n(<LandingModules modules={unloaded(modules)} page={{ ...page, now: at }} marks={previewMarks(unloaded(modules), [])} />));
    expect(container.querySelector(".lp")?.getAttribute("data-preview-now")).toBe("2025-12-24T18:00:00.000Z");
  });
});
