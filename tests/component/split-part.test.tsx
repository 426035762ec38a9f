// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it, vi } from "vitest";
import { splitPart, loadSplitParts, loadRenderedSplitParts } from "~modules/kit/split-part";

/** A part whose chunk is a promise the test resolves, with a count of how often it was asked for. */
function part(name: string) {
  const View = ({ label }: { label: string }) => <p className="part-view">{label}</p>;
  const load = vi.fn(() => Promise.resolve(View));
  return { Part: splitPart(name, load), load };
}

describe("split parts (modules/kit/split-part.tsx)", () => {
  it("renders a loaded part at once on the server, with its marker", async () => {
    const { Part } = part("test-server");
    await loadSplitParts();
    const html = renderToString(<Part label="Crowdfunding" />);
    expect(html).toBe('<!--$--><template data-part="test-server"></template><p class="part-view">Crowdfunding</p><!--/$-->');
  });

  it("loads before hydration only the parts the server's HTML marks, each once", async () => {
    const shown = part("test-shown");
    const absent = part("test-absent");
    const root = document.createElement("div");
    root.innerHTML = '<template data-part="test-shown"></template><template data-part="test-shown"></template><template data-part="unknown"></template>';
    await loadRenderedSplitParts(root);
    expect(shown.load).toHaveBeenCalledTimes(1);
    expect(absent.load).not.toHaveBeenCalled();
    await loadRenderedSplitParts(root);
    expect(shown.load).toHaveBeenCalledTimes(1);
  });

  it("hydrates the server's HTML with the marked parts loaded, with no mismatch and nothing re-rendered", async () => {
    const { Part } = part("test-hydrate");
    await loadSplitParts();
    const app = (
      <main>
        <Part label="Out of stock" />
        <span>after</span>
      </main>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const paragraph = container.querySelector("p.part-view");
    await loadRenderedSplitParts(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("p.part-view")).toBe(paragraph);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("shows nothing while a part first rendered in the browser loads, then the part", async () => {
    type View = (props: { label: string }) => JSX.Element;
    let resolve!: (view: View) => void;
    const Part = splitPart("test-late", () => new Promise<View>((done) => (resolve = done)));
    render(
      <div data-testid="host">
        <Part label="Review photos" />
      </div>,
    );
    expect(screen.getByTestId("host").textContent).toBe("");
    await act(async () => resolve(({ label }) => <p>{label}</p>));
    expect(await screen.findByText("Review photos")).toBeTruthy();
  });

  it("asks again for a chunk that failed to load", async () => {
    const View = ({ label }: { label: string }) => <p>{label}</p>;
    const load = vi.fn<() => Promise<typeof View>>().mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue(View);
    splitPart("test-retry", load);
    const root = document.createElement("div");
    root.innerHTML = '<template data-part="test-retry"></template>';
    await expect(loadRenderedSplitParts(root)).rejects.toThrow("chunk failed");
    await loadRenderedSplitParts(root);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
