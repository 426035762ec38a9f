// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState, type ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { intentPart } from "~modules/kit/intent-part";
import { loadSplitParts } from "~modules/kit/split-part";

/** A part's view: a counter button, a link, a field and an effect that notes each label it shows. */
function makeView(effects: string[]) {
  return function View({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    useEffect(() => {
      effects.push(label);
    }, [label]);
    return (
      <section aria-label={label}>
        <p>
          <button type="button" onClick={() => setCount(count + 1)}>
            Pressed {count}
          </button>
        </p>
        <a href="#elsewhere">Elsewhere</a>
        <input aria-label="Note" />
      </section>
    );
  };
}

/** The browser's declaration of a part, whose chunk the test controls. */
function declare(name: string, { fail = 0 } = {}) {
  const effects: string[] = [];
  const View = makeView(effects);
  let failures = fail;
  const load = vi.fn(() => (failures-- > 0 ? Promise.reject(new Error("chunk failed")) : Promise.resolve(View)));
  return { Part: intentPart(name, load), load, effects };
}

/** What the server sends: rendered where there is no document, as on the server. */
function serverHtml(element: ReactElement): string {
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/**
 * What the server sends for a part of `name` with `label`: the server's own declaration of the
 * part (another process in production), loaded before it renders, as the server does.
 */
async function serverPage(name: string, label: string): Promise<string> {
  const ServerPart = intentPart(name, () => Promise.resolve(makeView([])));
  await loadSplitParts();
  return serverHtml(<ServerPart label={label} />);
}

/** Hydrates the server's HTML of the part as the browser does, with the browser's declaration, watching for hydration errors. */
async function hydrate(name: string, element: ReactElement<{ label: string }>) {
  const html = await serverPage(name, element.props.label);
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.appendChild(container);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container!, element, { onRecoverableError: recoverable });
  });
  return { html, recoverable, host: container.querySelector<HTMLElement>("[data-intent-part]")! };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

describe("intent parts (modules/kit/intent-part.tsx)", () => {
  it("renders the part's markup on the server, inside its host", async () => {
    expect(await serverPage("intent-server", "Posts")).toBe(
      '<div data-intent-part="intent-server"><section aria-label="Posts"><p><button type="button">Pressed <!-- -->0</button></p><a href="#elsewhere">Elsewhere</a><input aria-label="Note"/></section></div>',
    );
  });

  it("keeps the server's HTML through hydration and loads no code while the shopper only scrolls past", async () => {
    const { Part, load, effects } = declare("intent-keep");
    const { html, recoverable, host } = await hydrate("intent-keep", <Part label="Posts" />);
    expect(recoverable).not.toHaveBeenCalled();
    const sent = document.createElement("div");
    sent.innerHTML = html;
    expect(container!.innerHTML).toBe(sent.innerHTML);
    effects.length = 0;
    // A finger on the part may be scrolling: no code for it.
    fireEvent.pointerOver(host.querySelector("p")!, { pointerType: "touch" });
    fireEvent.scroll(window);
    await settle();
    expect(host.hasAttribute("data-awake")).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(effects).toEqual([]);
  });

  it("renders the part in place once a mouse comes over it: the same markup, its effects running", async () => {
    const { Part, effects } = declare("intent-hover");
    const { host } = await hydrate("intent-hover", <Part label="Posts" />);
    // React's server output separates adjacent texts with empty comments; the browser's render does not.
    const markup = (html: string) => html.replace(/<!-- -->/g, "");
    const before = markup(host.innerHTML);
    fireEvent.pointerOver(host.querySelector("button")!, { pointerType: "mouse" });
    await settle();
    const awake = container!.querySelector<HTMLElement>("[data-intent-part]")!;
    expect(awake.hasAttribute("data-awake")).toBe(true);
    expect(markup(awake.innerHTML)).toBe(before);
    expect(effects).toEqual(["Posts"]);
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("Pressed 1");
  });

  it("replays a press that came before the code, once, on the rendered button", async () => {
    const { Part, load } = declare("intent-press");
    const { host } = await hydrate("intent-press", <Part label="Posts" />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(host.querySelector("button")!);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button").textContent).toBe("Pressed 1");
  });

  it("does not replay a link's click (the link works without the code) and keeps focus where it was", async () => {
    const { Part, load } = declare("intent-focus");
    const { host } = await hydrate("intent-focus", <Part label="Posts" />);
    fireEvent.click(host.querySelector("a")!);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(host.hasAttribute("data-awake")).toBe(false);
    act(() => root!.unmount());
    container!.remove();
    const next = declare("intent-focus-2");
    const again = await hydrate("intent-focus-2", <next.Part label="Notes" />);
    const input = again.host.querySelector("input")!;
    act(() => input.focus());
    await settle();
    expect(container!.querySelector("[data-awake]")).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Note" }));
  });

  it("leaves the server's HTML when the chunk fails, and asks again at the next sign of intent", async () => {
    const { Part, load } = declare("intent-retry", { fail: 1 });
    const { host } = await hydrate("intent-retry", <Part label="Posts" />);
    fireEvent.pointerOver(host, { pointerType: "mouse" });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.isConnected && !host.hasAttribute("data-awake")).toBe(true);
    expect(host.querySelector("button")).not.toBeNull();
    fireEvent.pointerOver(host, { pointerType: "mouse" });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container!.querySelector("[data-awake]")).not.toBeNull();
  });

  it("renders at once in the browser when the server did not (a client navigation), once its chunk is in", async () => {
    const { Part, load } = declare("intent-client");
    render(<Part label="Posts" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("button", { name: "Pressed 0" })).toBeTruthy();
    expect(document.querySelector("[data-intent-part='intent-client']")!.hasAttribute("data-awake")).toBe(true);
  });
});
