// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleInPageLink } from "~/lib/in-page-links";

beforeEach(() => {
  document.body.innerHTML = `
    <a id="to-module" href="#module-6">Reading corner</a>
    <a id="away" href="/guide/sale">Sale</a>
    <a id="other-page-fragment" href="/guide/sale#module-2">Sale, module 2</a>
    <a id="missing" href="#nowhere">Nowhere</a>
    <section id="module-6">Module 6</section>`;
  Element.prototype.scrollIntoView = vi.fn();
  document.addEventListener("click", handleInPageLink);
});
afterEach(() => {
  document.removeEventListener("click", handleInPageLink);
  window.history.replaceState(null, "", "/");
});

/** Clicks a link; says whether the handler took it (prevented the default) before the browser would follow it. */
const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  let defaultPrevented = false;
  // Runs after the document's handler: note its verdict, then keep jsdom from attempting the navigation it cannot do.
  const settle = (settled: Event) => {
    defaultPrevented = settled.defaultPrevented;
    settled.preventDefault();
  };
  window.addEventListener("click", settle, { once: true });
  document.getElementById(id)!.dispatchEvent(event);
  return { defaultPrevented };
};

describe("in-page links", () => {
  it("scroll to the target without a navigation, keep the fragment in the address and move focus", () => {
    const replace = vi.spyOn(window.history, "replaceState");
    const event = click("to-module");
    expect(event.defaultPrevented).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: "start" }));
    expect(replace).toHaveBeenCalledWith(window.history.state, "", "#module-6");
    expect(window.location.hash).toBe("#module-6");
    expect(document.activeElement?.id).toBe("module-6");
    expect(document.getElementById("module-6")?.getAttribute("tabindex")).toBe("-1");
  });

  it("leave other links, missing targets and modified clicks to the browser", () => {
    expect(click("away").defaultPrevented).toBe(false);
    expect(click("other-page-fragment").defaultPrevented).toBe(false);
    expect(click("missing").defaultPrevented).toBe(false);
    expect(click("to-module", { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click("to-module", { button: 1 }).defaultPrevented).toBe(false);
  });
});
