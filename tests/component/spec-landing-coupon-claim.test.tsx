// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import { buildLandingPage } from "~/lib/landing-page.server";
import { resetUnsavedClaims } from "~modules/coupon-wall/claim";
import { ToastProvider } from "~modules/kit/toast";
import { pageInfoSchema } from "~schemas/page-info";
import { TEST_PAGE, unloaded, withI18n } from "../support/render";

/** Landing 4.6, which the conformance matrix found without a test: the claim is the browser's alone. */

afterEach(() => {
  localStorage.clear();
  resetUnsavedClaims();
  vi.unstubAllGlobals();
});

describe("coupon claim (landing spec 4.6)", () => {
  it("claims without any request to a server", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const beacon = vi.fn();
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: beacon });
    const info = pageInfoSchema.parse({
      templatePackageList: [
        { sortId: 1, packageType: 22, packageInfoMap: { couponArray: [{ isShow: 1, discountAmount: "$10", label: "Orders over $199", startTime: "2026-11-01 00:00:00", endTime: "2026-12-01 00:00:00" }] } },
      ],
    });
    const { modules } = buildLandingPage(info, { tabs: {} });
    render(
      withI18n(
        <ToastProvider>
          <LandingModules modules={unloaded(modules)} page={{ ...TEST_PAGE, urlKey: "test", store: 3, device: "desktop", theme: info.theme }} />
        </ToastProvider>
      )
    );
    const get = screen.getByRole("button", { name: /^Get:/ }) as HTMLButtonElement;
    fireEvent.click(get);
    expect(get.disabled).toBe(true);
    expect(localStorage.getItem(`cop${window.location.pathname}`)).toBe("1");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});
