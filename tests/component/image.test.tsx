// @vitest-environment jsdom
import { act, fireEvent, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Img, PLACEHOLDER_IMAGE, remSizes } from "~modules/kit/image";

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

describe("Img: widths, sizes and priority", () => {
  const widthsOf = (img: HTMLImageElement) => img.getAttribute("srcset")?.split(", ").map((candidate) => candidate.split(" ")[1]);

  it("offers the image CDN's widths for the sizes it is given", () => {
    const { container } = render(<Img src="https://cdn.example.com/a.jpg?v=2" alt="" width={600} height={400} sizes="50vw" />);
    const img = imgOf(container);
    expect(img.getAttribute("sizes")).toBe("50vw");
    expect(widthsOf(img)).toEqual(["320w", "480w", "640w", "800w", "1080w", "1440w", "1920w"]);
    expect(img.getAttribute("srcset")).toContain("https://cdn.example.com/a.jpg?v=2&width=640 640w");
    // src stays the address as given: the fallback and what the placeholder rule compares.
    expect(img.getAttribute("src")).toBe("https://cdn.example.com/a.jpg?v=2");
  });

  it("has no srcset or sizes without a sizes hint, or for an address the CDN cannot resize", () => {
    for (const element of [
      <Img key="no-hint" src="/a.jpg" alt="" width={600} height={400} />,
      <Img key="svg" src="/fixture-images/a.svg" alt="" width={600} height={400} sizes="50vw" />,
      <Img key="data" src="data:image/png;base64,AAAA" alt="" width={600} height={400} sizes="50vw" />,
    ]) {
      const { container, unmount } = render(element);
      expect(imgOf(container).hasAttribute("srcset")).toBe(false);
      expect(imgOf(container).hasAttribute("sizes")).toBe(false);
      unmount();
    }
  });

  it("drops the srcset with the placeholder, or the browser would keep picking a failed width", () => {
    const { container } = render(<Img src="/broken.jpg" alt="" width={600} height={400} sizes="100vw" />);
    expect(imgOf(container).hasAttribute("srcset")).toBe(true);
    fireEvent.error(imgOf(container));
    expect(imgOf(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(imgOf(container).hasAttribute("srcset")).toBe(false);
    expect(imgOf(container).hasAttribute("sizes")).toBe(false);
  });

  it("is fetched first, and eagerly, with priority; never otherwise", () => {
    const html = renderToString(<Img src="/a.jpg" alt="" width={600} height={400} sizes="100vw" priority />);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('loading="eager"');
    const plain = render(<Img src="/a.jpg" alt="" width={600} height={400} sizes="100vw" eager />);
    expect(imgOf(plain.container).hasAttribute("fetchpriority")).toBe(false);
  });

  it("turns a width in rem into the viewport share it is (desktop floors 1rem at 12.8 px)", () => {
    expect(remSizes("desktop", 30)).toBe("max(30vw, 384px)");
    expect(remSizes("desktop", (62.5 - 3 * 1.04) / 4)).toBe("max(14.85vw, 190.02px)");
    expect(remSizes("mobile", 100 - 2 * 4.27)).toBe("91.46vw");
  });
});
