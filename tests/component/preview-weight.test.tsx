// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PreviewWeight } from "~/components/preview-weight";
import { PAGE_BUDGETS, type DeviceWeight, type PageWeight } from "~/lib/page-weight.server";
import { withI18n } from "../support/render";

const KIB = 1024;

const desktop: DeviceWeight = {
  device: "desktop",
  js: 175.4 * KIB,
  images: { count: 79, bytes: 43.3 * KIB, unsized: 2 },
  calls: { beforeFirstByte: 14, streamed: 0, sent: 3 },
  serverMs: { data: 60, html: 24 },
  parts: [
    { key: "26", count: 1, js: 35.4 * KIB, hydrated: true, images: 7, imageBytes: 4.8 * KIB },
    { key: "5", count: 1, js: 28.3 * KIB, hydrated: true, images: 3, imageBytes: 1.5 * KIB },
    { key: "4", count: 2, js: 0, hydrated: false, images: 2, imageBytes: 1 * KIB },
  ],
  over: ["js"],
};

const mobile: DeviceWeight = { ...desktop, device: "mobile", js: 120 * KIB, over: [] };

const template: PageWeight = { kind: "template", budget: PAGE_BUDGETS.template, jsMissing: null, devices: [desktop, mobile] };

function renderWeight(weight: PageWeight, language: "en" | "de" | "fr" | "it" = "en") {
  return render(withI18n(<PreviewWeight weight={weight} />, language, "preview"));
}

/** The totals table of one device, row by row: [figure, measured, budget, status]. */
function totals(device: string): string[][] {
  const block = document.querySelector(`[data-device="${device}"]`)!;
  return [...block.querySelectorAll("table:first-of-type tbody tr")].map((row) => [...row.children].map((cell) => cell.textContent ?? ""));
}

describe("the preview's page weight panel", () => {
  it("lists each device's totals against their budgets", () => {
    renderWeight(template);
    expect(screen.getByRole("heading", { level: 2, name: "Page weight" })).toBeTruthy();
    expect(totals("desktop")).toEqual([
      ["Client JavaScript (gzip)", "175.4 KiB", "≤ 140.0 KiB", "⚠ Over budget"],
      ["Images", "79", "≤ 100", "✓ Within budget"],
      ["Image size", "43.3 KiB (2 images on other hosts not sized)", "≤ 2048.0 KiB", "✓ Within budget"],
      ["Back-office calls before the first byte", "14 · 3 went to the back office", "≤ 14", "✓ Within budget"],
      ["Server time", "84 ms (data 60 ms, HTML 24 ms)", "–", "–"],
    ]);
    expect(totals("mobile")[0]).toEqual(["Client JavaScript (gzip)", "120.0 KiB", "≤ 140.0 KiB", "✓ Within budget"]);
  });

  it("says a figure is over budget in words, with the icon hidden from screen readers, and counts them above", () => {
    renderWeight(template);
    expect(screen.getByText("1 figure is over its budget.")).toBeTruthy();
    const row = document.querySelector('[data-device="desktop"] tr[data-metric="js"]')!;
    expect(row.getAttribute("data-over")).toBe("true");
    const status = within(row as HTMLElement).getByText("Over budget");
    expect(status.closest(".preview__over")?.querySelector('[aria-hidden="true"]')?.textContent).toBe("⚠ ");
    expect(document.querySelector('[data-device="mobile"] tr[data-over]')).toBeNull();
  });

  it("lists the types in the order the server sorted them, heaviest JavaScript first, with their names", () => {
    renderWeight(template);
    const rows = [...document.querySelectorAll('[data-device="desktop"] .preview__weight-parts tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["26 · scene graph module", "1", "35.4 KiB", "7", "4.8 KiB"],
      ["5 · banner carousel", "1", "28.3 KiB", "3", "1.5 KiB"],
      // A type the browser does not hydrate loads no code.
      ["4 · banner", "2", "none: HTML only", "2", "1.0 KiB"],
    ]);
  });

  it("says JavaScript is not measured in development, and names a product's sections by key", () => {
    const product: PageWeight = {
      kind: "product",
      budget: PAGE_BUDGETS.product,
      jsMissing: "development",
      devices: [
        {
          ...desktop,
          js: null,
          calls: { beforeFirstByte: 6, streamed: 4, sent: 10 },
          parts: [{ key: "gallery", count: 1, js: null, hydrated: true, images: 9, imageBytes: 5 * KIB }],
          over: ["calls"],
        },
      ],
    };
    renderWeight(product);
    expect(totals("desktop")[0]).toEqual(["Client JavaScript (gzip)", "not measured in development", "≤ 140.0 KiB", "✓ Within budget"]);
    expect(totals("desktop")[3]).toEqual(["Back-office calls before the first byte", "6 (+4 streamed) · 10 went to the back office", "≤ 5", "⚠ Over budget"]);
    expect(screen.getByText("By detail section, heaviest JavaScript first")).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "gallery" })).toBeTruthy();
  });

  it.each(["de", "fr", "it"] as const)("has every text in %s", (language) => {
    const { container } = renderWeight(template, language);
    expect(container.textContent).not.toMatch(/preview\.weight\.|preview\.(desktop|mobile|type)\b/);
  });
});
