// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useProductState } from "~modules/kit/product/product-state";
import type { StoreId } from "~schemas/rules/stores";
import { detailPanels } from "~modules/detail-panels";
import { TruncatedText } from "~modules/detail-panels/truncated-text";
import { panelsSectionSchema } from "~schemas/detail/panels";
import type { z } from "zod";
import type { SectionProps } from "~modules/detail-types";
import { withI18n } from "../support/render";
import { fixturePage, fixtureSide, renderDetailSection, type ProductFixture } from "../support/render-detail-section";
import harlowJson from "../../fixtures/products/harlow-sofa.json";
import { viewFor } from "~modules/types";

const harlow = harlowJson as ProductFixture;

beforeAll(() => {
  // Another SKU's side data is asked when it is chosen: answer with the fixture's.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(JSON.stringify(fixtureSide(harlow, new URLSearchParams(url.split("?")[1]).get("sku")!)))),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

type Data = z.output<typeof panelsSectionSchema>;

/** Picks another SKU from outside the section, as the variant selector would. */
let choose: (skuId: string) => void = () => {};
function Chooser() {
  const { selectSku } = useProductState();
  choose = (skuId) => selectSku(skuId);
  return null;
}
const withChooser = {
  desktop: (props: SectionProps<Data>) => (
    <>
      <Chooser />
      {viewFor(detailPanels, "desktop")(props)}
    </>
  ),
  mobile: (props: SectionProps<Data>) => (
    <>
      <Chooser />
      {viewFor(detailPanels, "mobile")(props)}
    </>
  ),
};

function renderPanels({ store = 3, device = "desktop" }: { store?: StoreId; device?: "desktop" | "mobile" } = {}) {
  const page = fixturePage(harlow, { store, device });
  const view = renderDetailSection(withChooser, panelsSectionSchema.parse(page), page, fixtureSide(harlow, page.product.skuList[0]!.sku));
  return { ...view, section: view.container.querySelector("section.detail-panels") as HTMLElement };
}

const seatRows = (root: HTMLElement) =>
  [...root.querySelectorAll(".seat-ratings__item")].map((item) => [
    item.querySelector(".seat-ratings__name")?.textContent,
    item.querySelector(".seat-ratings__step--on") ? [...item.querySelectorAll(".seat-ratings__step")].findIndex((step) => step.classList.contains("seat-ratings__step--on")) + 1 : 0,
    item.querySelector(".seat-ratings__ends")?.textContent,
  ]);

describe("the panels on desktop", () => {
  it("show Description, Specification and Dimensions open, the others closed, in order", () => {
    const { section } = renderPanels();
    const toggles = within(section).getAllByRole("button").filter((button) => button.classList.contains("detail-panels__toggle"));
    expect(toggles.map((toggle) => [toggle.textContent?.replace(/[−+]$/, ""), toggle.getAttribute("aria-expanded")])).toEqual([
      ["Description", "true"],
      ["Specification", "true"],
      ["Dimensions", "true"],
      ["Assembly instructions", "false"],
      ["Care notes", "false"],
      ["Returns and refunds", "false"],
      ["Brand", "false"],
    ]);
    fireEvent.click(toggles[4]!);
    expect(toggles[4]!.getAttribute("aria-expanded")).toBe("true");
    expect((section.querySelector("[data-panel=care] .detail-panels__body") as HTMLElement).hidden).toBe(false);
  });

  it("show the SKU's specification, dimensions and seat ratings on the 5-step scale", () => {
    const { section } = renderPanels();
    expect(within(section).getByText("Frame").nextSibling?.textContent).toBe("Solid oak");
    expect(within(section).getByText("Width").nextSibling?.textContent).toBe('84"');
    expect(seatRows(section)).toEqual([
      ["Seat Comfort", 4, "RelaxedUpright"],
      ["Seat Depth", 3, "ShallowDeep"],
      ["Seat Height", 3, "LowHigh"],
      ["Seat Softness", 2, "SoftFirm"],
    ]);
    expect(within(section).getByRole("img", { name: "4 of 5, between Relaxed and Upright" })).toBeTruthy();
  });

  it("follow the chosen SKU", async () => {
    const { section } = renderPanels();
    await act(async () => choose("20015"));
    expect(within(section).getByText("Upholstery").nextSibling?.textContent).toBe("Charcoal");
    expect(seatRows(section).map((row) => row[1])).toEqual([3, 4, 3, 4]);
    expect(within(section).getByRole("link", { name: "Assembly guide 1 (PDF)", hidden: true }).getAttribute("href")).toBe("/media/instructions/LW1001-CHARCOAL-3-SEAT_1.pdf");
  });

  it("link the assembly guides {sku}_{n}.pdf in a new tab", () => {
    const { section } = renderPanels();
    const links = within(section.querySelector("[data-panel=assembly]") as HTMLElement).getAllByRole("link", { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("target")])).toEqual([
      ["Assembly guide 1 (PDF)", "/media/instructions/LW1001-OAT-3-SEAT_1.pdf", "_blank"],
      ["Assembly guide 2 (PDF)", "/media/instructions/LW1001-OAT-3-SEAT_2.pdf", "_blank"],
    ]);
  });

  it("show the care notes with the store's tolerance: ±0.79\" in store 3, ±2.01 cm in store 5, none in store 4", () => {
    const care = (store: StoreId) => {
      const { section, unmount } = renderPanels({ store });
      const text = section.querySelector("[data-panel=care]")?.textContent ?? "";
      unmount();
      return text;
    };
    expect(care(3)).toContain('Measurements are taken by hand and may vary by ±0.79".');
    expect(care(3)).toContain("Colours may vary slightly");
    expect(care(3)).toContain("not defects");
    expect(care(3)).toContain("direct sunlight");
    expect(care(5)).toContain("können um ±2.01 cm abweichen");
    expect(care(4)).not.toContain("Measurements");
  });

  it("show the seat ratings in the store's language: German in store 5, French in 6, Italian in 7", () => {
    const names = (store: StoreId) => {
      const { section, unmount } = renderPanels({ store });
      const rows = seatRows(section).map((row) => row[0]);
      unmount();
      return rows;
    };
    expect(names(5)).toEqual(["Sitzkomfort", "Sitztiefe", "Sitzhöhe", "Sitzhärte"]);
    expect(names(6)).toEqual(["Confort d'assise", "Profondeur d'assise", "Hauteur d'assise", "Fermeté d'assise"]);
    expect(names(7)).toEqual(["Comfort della seduta", "Profondità della seduta", "Altezza della seduta", "Morbidezza della seduta"]);
  });

  it("show the returns policy and the brand", () => {
    const { section } = renderPanels();
    expect(section.querySelector("[data-panel=returns] .policy--returns")).not.toBeNull();
    expect(section.querySelector("[data-panel=brand]")?.textContent).toContain("Design by Loftwell Studio");
  });
});

describe("the panels on mobile", () => {
  it("show the description inline and one row per panel plus the shipping policy, each opening a bottom sheet", () => {
    const { section } = renderPanels({ device: "mobile" });
    expect(section.querySelector("[data-panel=description] .truncated")).not.toBeNull();
    const rows = within(section).getAllByRole("button").filter((button) => button.classList.contains("detail-panels__row"));
    expect(rows.map((row) => row.textContent?.replace(/›$/, ""))).toEqual([
      "Specification",
      "Dimensions",
      "Assembly instructions",
      "Care notes",
      "Returns and refunds",
      "Brand",
      "Shipping policy",
    ]);
    fireEvent.click(rows[6]!);
    const sheet = screen.getByRole("dialog", { name: "Shipping policy" });
    expect(sheet.className).toContain("dialog--bottom");
    expect(sheet.textContent).toContain("tracking link");
    fireEvent.click(within(sheet).getByRole("button", { name: "Close" }));
    fireEvent.click(rows[1]!);
    expect(seatRows(screen.getByRole("dialog", { name: "Dimensions" }))[0]).toEqual(["Seat Comfort", 4, "RelaxedUpright"]);
  });
});

describe("truncated text (detail spec 9: 3 lines)", () => {
  const sizes = (scrollHeight: number, clientHeight: number) => {
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(scrollHeight);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(clientHeight);
  };

  it("offers 'more' when the text is longer than 3 lines, and 'less' once expanded", () => {
    sizes(120, 50);
    const { container } = render(withI18n(<TruncatedText html="<p>Long text</p>" />));
    const text = container.querySelector(".truncated__text") as HTMLElement;
    expect(text.classList).toContain("truncated__text--clamped");
    expect(text.style.getPropertyValue("--truncated-lines")).toBe("3");
    fireEvent.click(screen.getByRole("button", { name: "more" }));
    expect(text.classList).not.toContain("truncated__text--clamped");
    expect(screen.getByRole("button", { name: "less" }).getAttribute("aria-expanded")).toBe("true");
    vi.restoreAllMocks();
  });

  it("offers nothing when the text fits", () => {
    sizes(50, 50);
    render(withI18n(<TruncatedText html="<p>Short</p>" />));
    expect(screen.queryByRole("button")).toBeNull();
    vi.restoreAllMocks();
  });
});
