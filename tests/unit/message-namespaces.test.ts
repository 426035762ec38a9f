import { describe, expect, it } from "vitest";
import { MESSAGES, commonMessages, messagesFor } from "~/lib/i18n.server";
import { NAMESPACES, PAGE_NAMESPACES, type Namespace } from "~/lib/message-namespaces";

describe("message namespaces (app/lib/message-namespaces.ts)", () => {
  it("places every group of the catalogue in exactly one namespace", () => {
    const placed = Object.values(NAMESPACES).flat();
    expect([...placed].sort()).toEqual(Object.keys(MESSAGES.en).sort());
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("gives a page its namespaces' groups in its language, and nothing else", () => {
    const landing = messagesFor("de", PAGE_NAMESPACES.landing);
    expect(landing.namespaces).toEqual(["modules", "landing"]);
    expect(landing.messages.CouponGetToast).toBe(MESSAGES.de.CouponGetToast);
    expect(Object.keys(landing.messages).sort()).toEqual([...NAMESPACES.modules, ...NAMESPACES.landing].sort());
    expect(Object.keys(commonMessages("fr").messages).sort()).toEqual([...NAMESPACES.common].sort());
  });

  it("lets the preview carry every namespace, and no kind of page repeat common", () => {
    const all = Object.keys(NAMESPACES) as Namespace[];
    expect(["common", ...PAGE_NAMESPACES.preview].sort()).toEqual([...all].sort());
    for (const namespaces of Object.values(PAGE_NAMESPACES)) expect(namespaces).not.toContain("common");
  });
});
