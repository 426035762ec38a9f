// @vitest-environment jsdom
import { act, fireEvent, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Img, PLACEHOLDER_IMAGE } from "~modules/kit/image";

const imgOf = (container: HTMLElement) => container.querySelector("img")!;

afterEach(() => vi.restoreAllMocks());

describe("Img", () => {
  it("reserves its box (width and height) and loads lazily unless eager", () => {
    const lazy = render(<Img src="/a.jpg" alt="A" width={600} height={400} />);
    expect([imgOf(lazy.container).getAttribute("width"), imgOf(lazy.container).getAttribute("height")]).toEqual(["600", "400"]);
    expect(imgOf(lazy.container).getAttribute("loading")).toBe("lazy");
    lazy.unmount();
    const eager = render(<Img src="/a.jpg" alt="A" width={600} height={400} eager />);
    expect(imgOf(eager.container).getAttribute("loading")).toBe("eager");
  });

  it("shows the placeholder when the image fails to load, and stays there if the placeholder fails too", () => {
    const { container } = render(<Img src="/broken.jpg" alt="Sofa" width={600} height={400} />);
    fireEvent.error(imgOf(container));
    expect(imgOf(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(imgOf(container).getAttribute("alt")).toBe("Sofa");
    fireEvent.error(imgOf(container));
    expect(imgOf(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("tries a new address after a failed one instead of keeping the placeholder", () => {
    const { container, rerender } = render(<Img src="/broken.jpg" alt="" width={600} height={400} />);
    fireEvent.error(imgOf(container));
    expect(imgOf(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    rerender(<Img src="/next.jpg" alt="" width={600} height={400} />);
    expect(imgOf(container).getAttribute("src")).toBe("/next.jpg");
    fireEvent.error(imgOf(container));
    expect(imgOf(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("shows the placeholder for an image that failed before hydration", () => {
    const element = <Img src="/broken.jpg" alt="" width={600} height={400} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    // What a browser reports for an image whose load already failed.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, element);
    });
    expect(imgOf(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    act(() => root!.unmount());
    container.remove();
  });
});
