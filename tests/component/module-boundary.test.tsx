// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadModuleRegistry } from "~modules/module-views";
import type { ModuleRegistry } from "~modules/registry";
import { landingElement, renderLanding } from "../support/render";

const moduleRegistry = await loadModuleRegistry();

function Broken(): never {
  throw new Error("boom");
}

const registry: ModuleRegistry = { ...moduleRegistry, 2: { desktop: Broken, mobile: Broken } };
const entries = [
  { sortId: 1, packageType: 1, packageInfoMap: { title: "Still here" } },
  { sortId: 2, packageType: 2, packageInfoMap: { title: "Throws" } },
  { sortId: 3, packageType: 30, packageInfoMap: { content: "<p>After the broken one</p>" } },
];

afterEach(() => vi.restoreAllMocks());

describe("a module that throws is dropped alone", () => {
  it("in the browser: the other modules render and the failure is logged with the type's name", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderLanding(entries, { registry });
    expect(screen.getByRole("heading", { level: 1, name: "Still here" })).toBeTruthy();
    expect(screen.getByText("After the broken one")).toBeTruthy();
    expect(container.querySelector("#module-2")).toBeNull();
    // The type names load only for this message.
    await waitFor(() => expect(warn).toHaveBeenCalledWith("module 2 (sub title) failed to render and was left out:", expect.any(Error)));
  });

  it("on the server: the page still renders, without the broken module", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(landingElement(entries, { registry }).element);
    expect(html).toContain("Still here");
    expect(html).toContain("After the broken one");
    expect(html).not.toContain('id="module-2"');
  });
});
