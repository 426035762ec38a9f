// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import { ToastProvider } from "~modules/kit/toast";
import type { Device } from "~schemas/rules/device";
import { buildLandingPage } from "~/lib/landing-page.server";
import type { StoreId } from "~schemas/rules/stores";
import { CAROUSEL_FROM_COUPONS, COUPONS_IN_VIEW, couponLayout } from "~modules/coupon-wall";
import { resetUnsavedClaims } from "~modules/coupon-wall/claim";
import { pageInfoSchema } from "~schemas/page-info";
import { renderModule, TEST_PAGE, unloaded, withI18n } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();
afterEach(() => {
  localStorage.clear();
  resetUnsavedClaims();
});

const coupon = (n: number, extra: Record<string, unknown> = {}) => ({
  id: n,
  isShow: 1,
  discountAmount: n % 2 ? `$${n}0` : `${n}%`,
  label: `Orders over $${n}99`,
  detail: `Detail ${n}`,
  startTime: "2026-11-01 00:00:00",
  endTime: "2026-11-30 23:59:59",
  ...extra,
});
const wall = (count: number, extra: Record<string, unknown> = {}) => ({
  title: "Coupons",
  couponBackgroundImageOfPc: "/ticket-pc.svg",
  couponBackgroundImageOfMobile: "/ticket-mobile.svg",
  couponArray: Array.from({ length: count }, (_, i) => coupon(i + 1)),
  ...extra,
});

type PageOptions = { urlKey?: string; store?: StoreId; device?: Device };

/** The module through the real pipeline, on a chosen page, inside the toast provider the shell gives. */
function couponPage(infoMap: unknown, { urlKey = "test", store = 3, device = "desktop" }: PageOptions = {}): ReactElement {
  const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 1, packageType: 22, packageInfoMap: infoMap }] });
  const { modules } = buildLandingPage(info, { tabs: {} });
  return withI18n(
    <ToastProvider>
      <LandingModules modules={unloaded(modules)} page={{ ...TEST_PAGE, urlKey, store, device, theme: info.theme }} />
    </ToastProvider>,
  );
}

const getButtons = () => screen.getAllByRole("button", { name: /^(Get|Claimed):/ }) as HTMLButtonElement[];

describe("coupon wall (type 22)", () => {
  it.each(["desktop", "mobile"] as const)("shows fewer than 3 coupons as a static list (%s)", (device) => {
    expect(CAROUSEL_FROM_COUPONS).toBe(3);
    expect(couponLayout(2)).toBe("static");
    const { container } = renderModule(22, wall(2), { device });
    expect(container.querySelector(".coupon-wall")!.getAttribute("data-layout")).toBe("static");
    expect(container.querySelector(".carousel")).toBeNull();
    expect(within(screen.getByRole("list", { name: "Coupons" })).getAllByRole("listitem")).toHaveLength(2);
  });

  it.each(["desktop", "mobile"] as const)("shows 3 or more coupons as a carousel (%s)", (device) => {
    expect(couponLayout(3)).toBe("carousel");
    const { container } = renderModule(22, wall(3), { device });
    const carousel = container.querySelector<HTMLElement>(".carousel")!;
    expect(container.querySelector(".coupon-wall")!.getAttribute("data-layout")).toBe("carousel");
    expect(carousel.dataset.slides).toBe("3");
    expect(carousel.dataset.slidesPerView).toBe(String(COUPONS_IN_VIEW[device]));
    expect(container.querySelectorAll(".swiper-slide .coupon")).toHaveLength(3);
    expect(screen.getByRole("region", { name: "Coupons" })).toBeTruthy();
  });

  it("counts only coupons with isShow 1 for the layout", () => {
    const { container } = renderModule(22, wall(3, { couponArray: [coupon(1), coupon(2, { isShow: 0 }), coupon(3)] }));
    expect(container.querySelector(".coupon-wall")!.getAttribute("data-layout")).toBe("static");
    expect(container.textContent).not.toContain("Orders over $299");
  });

  it("renders nothing when every coupon is hidden", () => {
    const { container, diagnostics } = renderModule(22, wall(2, { couponArray: [coupon(1, { isShow: 0 })] }));
    expect(container.querySelector(".coupon-wall")).toBeNull();
    expect(diagnostics[0]).toMatchObject({ outcome: "dropped", reason: expect.stringContaining("has no coupon with isShow 1") });
  });

  it.each([
    ["desktop", "/ticket-pc.svg"],
    ["mobile", "/ticket-mobile.svg"],
  ] as const)("draws each coupon on the %s background, text in fontColor (default #ffffff)", (device, image) => {
    const { container } = renderModule(22, wall(2), { device });
    const backgrounds = [...container.querySelectorAll<HTMLImageElement>("img.coupon__background")];
    expect(backgrounds.map((img) => img.getAttribute("src"))).toEqual([image, image]);
    expect(backgrounds[0]!.getAttribute("width")).toBe("780");
    expect(backgrounds[0]!.getAttribute("height")).toBe("300");
    expect(container.querySelector<HTMLElement>(".coupon-wall")!.style.getPropertyValue("--coupon-color")).toBe("#ffffff");
  });

  it("uses a configured fontColor, and the theme colour when there is no background image", () => {
    const { container } = renderModule(22, { couponArray: [coupon(1)], fontColor: "#f5d27a" });
    expect(container.querySelector<HTMLElement>(".coupon-wall")!.style.getPropertyValue("--coupon-color")).toBe("#f5d27a");
    expect(container.querySelector(".coupon.coupon--plain")).not.toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows rate and amount coupons with store 3's formats", () => {
    const { container } = renderModule(22, wall(2));
    const [amount, rate] = [...container.querySelectorAll(".coupon")].map((card) => ({
      kind: card.getAttribute("data-kind"),
      value: card.querySelector(".coupon__value")?.textContent,
      label: card.querySelector(".coupon__label")?.textContent,
      dates: card.querySelector(".coupon__dates")?.textContent,
    }));
    expect(amount).toEqual({ kind: "amount", value: "$10 Off", label: "Orders over $199", dates: "11/01/2026 – 11/30/2026" });
    expect(rate).toEqual({ kind: "rate", value: "2% Off", label: "Orders over $299", dates: "11/01/2026 – 11/30/2026" });
  });

  it.each([
    [5, { amount: "-10 €", rate: "-2%", label: "Orders over 199 €", dates: "01/11/2026 – 30/11/2026" }],
    [6, { amount: "10 € Off", rate: "2% Off", label: "Orders over 199 €", dates: "01/11/2026 – 30/11/2026" }],
    [4, { amount: "$10 Off", rate: "2% Off", label: "Orders over $199", dates: "11/01/2026 – 11/30/2026" }],
    [8, { amount: "10 $ Off", rate: "2% Off", label: "Orders over 199 $", dates: "01/11/2026 – 30/11/2026" }],
    [9, { amount: "10 A$ Off", rate: "2% Off", label: "Orders over 199 A$", dates: "01/11/2026 – 30/11/2026" }],
  ] as const)("follows store %s's value, currency and date formats", (store, expected) => {
    const { container } = render(couponPage(wall(2), { store }));
    const cards = [...container.querySelectorAll(".coupon")];
    expect(cards.map((card) => card.querySelector(".coupon__value")?.textContent)).toEqual([expected.amount, expected.rate]);
    expect(cards[0]!.querySelector(".coupon__label")?.textContent).toBe(expected.label);
    expect(cards[0]!.querySelector(".coupon__dates")?.textContent).toBe(expected.dates);
  });

  it("shows an end date alone as 'Until', a start date alone as 'From'", () => {
    const { container } = renderModule(22, { couponArray: [coupon(1, { startTime: null }), coupon(2, { endTime: "" }), coupon(3, { startTime: null, endTime: null })] });
    expect([...container.querySelectorAll(".coupon")].map((c) => c.querySelector(".coupon__dates")?.textContent ?? null)).toEqual([
      "Until 11/30/2026",
      "From 11/01/2026",
      null,
    ]);
  });

  describe("'Get' (once per page path)", () => {
    it("stores 'cop' + path, shows the toast and disables every Get button on the page", () => {
      render(couponPage(wall(3)));
      expect(getButtons().map((b) => b.disabled)).toEqual([false, false, false]);
      fireEvent.click(getButtons()[1]!);
      expect(localStorage.getItem(`cop${window.location.pathname}`)).toBe("1");
      expect(screen.getByRole("status").textContent).toBe("Coupon claimed");
      expect(getButtons().map((b) => [b.disabled, b.textContent])).toEqual([
        [true, "Claimed: $10 Off"],
        [true, "Claimed: 2% Off"],
        [true, "Claimed: $30 Off"],
      ]);
    });

    it("is already disabled when the flag exists, and a click then does nothing", () => {
      localStorage.setItem(`cop${window.location.pathname}`, "1");
      render(couponPage(wall(2)));
      expect(getButtons().map((b) => b.disabled)).toEqual([true, true]);
      fireEvent.click(getButtons()[0]!);
      expect(screen.getByRole("status").textContent).toBe("");
    });

    it("does not count a flag of another path", () => {
      localStorage.setItem("cop/guide/other-page", "1");
      render(couponPage(wall(2)));
      expect(getButtons().map((b) => b.disabled)).toEqual([false, false]);
    });

    it("renders unclaimed on the server and reads the flag only after hydration, without a mismatch", async () => {
      localStorage.setItem(`cop${window.location.pathname}`, "1");
      const html = renderToString(couponPage(wall(2)));
      expect(html).toContain(">Get<");
      expect(html).not.toContain("disabled");

      const container = document.createElement("div");
      container.innerHTML = html;
      document.body.appendChild(container);
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      let root: ReturnType<typeof hydrateRoot> | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(container, couponPage(wall(2)), { onRecoverableError: (error) => console.error(error) });
        });
        expect(errors).not.toHaveBeenCalled();
        expect([...container.querySelectorAll<HTMLButtonElement>(".coupon__get")].map((b) => b.disabled)).toEqual([true, true]);
      } finally {
        errors.mockRestore();
        act(() => root?.unmount());
        container.remove();
      }
    });

    it("is keyboard operable (a real button)", () => {
      render(couponPage(wall(1)));
      const button = getButtons()[0]!;
      expect(button.tagName).toBe("BUTTON");
      expect(button.getAttribute("type")).toBe("button");
    });
  });

  describe("on /guide/black-friday", () => {
    it.each([
      [3, "/fixture-images/black-friday-coupons-US.svg"],
      [4, "/fixture-images/black-friday-coupons-CA.svg"],
      [8, "/fixture-images/black-friday-coupons-US.svg"],
      [9, "/fixture-images/black-friday-coupons-US.svg"],
    ] as const)("replaces the title with store %s's themed image", (store, image) => {
      render(couponPage(wall(2), { urlKey: "black-friday", store }));
      const heading = screen.getByRole("heading", { level: 2, name: "Coupons" });
      expect(heading.querySelector("img")?.getAttribute("src")).toBe(image);
    });

    it.each([5, 6, 7] as const)("keeps the text title in store %s", (store) => {
      render(couponPage(wall(2), { urlKey: "black-friday", store }));
      const heading = screen.getByRole("heading", { level: 2, name: "Coupons" });
      expect(heading.querySelector("img")).toBeNull();
      expect(heading.textContent).toBe("Coupons");
    });

    it("keeps the text title on other pages", () => {
      render(couponPage(wall(2), { urlKey: "sale", store: 3 }));
      expect(screen.getByRole("heading", { level: 2, name: "Coupons" }).querySelector("img")).toBeNull();
    });
  });
});
