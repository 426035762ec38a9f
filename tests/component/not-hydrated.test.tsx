// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "~/lib/module-catalogue.server";
import { moduleLoaders } from "~modules/loaders.server";
import { hydrates, MODULE_CODES } from "~schemas/module-codes";
import { renderModule } from "../support/render";

const catalogue = await loadCatalogue();
const notHydrated = MODULE_CODES.filter((code) => !hydrates(code));

/**
 * Event handlers React attached to the rendered elements (it keeps each element's props under a
 * `__reactProps$…` key). An image's onError is Img's placeholder, which
 * modules/kit/broken-images.ts does for modules kept as server HTML: it does not count.
 */
function handlersIn(root: Element): string[] {
  return [root, ...root.querySelectorAll("*")].flatMap((element) => {
    const key = Object.keys(element).find((name) => name.startsWith("__reactProps$"));
    const props = key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
    return Object.entries(props)
      .filter(([name, value]) => /^on[A-Z]/.test(name) && typeof value === "function")
      .filter(([name]) => !(element.tagName === "IMG" && name === "onError"))
      .map(([name]) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${name}`);
  });
}

describe("types the browser does not hydrate (hydrate: false)", () => {
  it("are the plain content types, and none needs a server loader", () => {
    expect(notHydrated).toEqual([1, 2, 4, 6, 7, 10, 11, 13, 14, 15, 16, 19, 23, 30, 31]);
    for (const code of notHydrated) expect(code in moduleLoaders, `type ${code}`).toBe(false);
  });

  for (const code of notHydrated) {
    const { cases, name } = catalogue.entries.find((entry) => entry.code === code)!;
    it(`type ${code} (${name}): no case renders an event handler, on either device`, () => {
      expect(cases.length, "fixture cases").toBeGreaterThan(0);
      for (const example of cases) {
        for (const device of ["desktop", "mobile"] as const) {
          const { container, unmount } = renderModule(code, example.packageInfoMap, { device });
          const section = container.querySelector(`[data-module-type="${code}"]`);
          if (section) expect(handlersIn(section), `${example.label}, ${device}`).toEqual([]);
          unmount();
        }
      }
    });
  }

  it("would notice a handler: an interactive type's case has one", () => {
    const tabs = catalogue.entries.find((entry) => entry.code === 3)!;
    const { container } = renderModule(3, tabs.cases[0]!.packageInfoMap);
    expect(handlersIn(container.querySelector('[data-module-type="3"]')!).length).toBeGreaterThan(0);
  });
});
