// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PLACEHOLDER_IMAGE } from "~modules/kit/image";
import { detailPage, renderDetailSection, type ProductFixture } from "../support/render-detail";
import { withI18n } from "../support/render";
import { buildSections } from "~/lib/product-page.server";
import { detailSectionRegistry } from "~modules/detail-registry";
import type { SectionComponents } from "~modules/detail-types";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import { viewFor } from "~modules/types";
import { variantOf } from "~schemas/rules/product/sku";
import harlow from "../../fixtures/products/harlow-sofa.json";
import willow from "../../fixtures/products/willow-bed.json";
import { ThreeDSlide } from "~modules/detail-gallery/three-d-slide";

/** react-player as the page imports it on play: a stand-in recording its props. */
const reactPlayer = vi.hoisted(() => ({ imports: 0, props: [] as Record<string, unknown>[] }));
function FakeReactPlayer(props: Record<string, unknown>) {
  reactPlayer.props.push(props);
  return <div data-testid="react-player" data-src={String(props.src)} />;
}
const fakeReactPlayerModule = () => {
  reactPlayer.imports += 1;
  return { default: FakeReactPlayer };
};
vi.mock("react-player", () => fakeReactPlayerModule());

/**
 * @google/model-viewer as the 3D slide imports it when reached: a stand-in <model-viewer>
 * (jsdom has no WebGL) that counts the imports; a test fires its load or error event.
 */
const modelViewer = vi.hoisted(() => ({ imports: 0 }));
const fakeModelViewerModule = () => {
  modelViewer.imports += 1;
  if (!customElements.get("model-viewer")) customElements.define("model-viewer", class extends HTMLElement {});
  return {};
};
vi.mock("@google/model-viewer", () => fakeModelViewerModule());
/** A fresh stand-in for the next test: its import is counted again. */
function resetModelViewer() {
  modelViewer.imports = 0;
  vi.doMock("@google/model-viewer", () => fakeModelViewerModule());
}

afterAll(() => {
});

/** The gallery section as the product route renders it on the server. */
function gallerySectionElement(fixture: ProductFixture, device: "desktop" | "mobile") {
  const page = detailPage(fixture, "/willow-bed.html", { device });
  const { sections } = buildSections(page);
  const Section = viewFor(detailSectionRegistry.gallery as SectionComponents<unknown>, device);
  const skus = Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }]));
  const context = { kind: page.kind, path: page.path, store: page.store, device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId), loggedIn: false };
  return withI18n(
    <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: page.delivery, coupons: page.coupons }}>
      <Section data={sections.gallery} page={context} />
    </ProductStateProvider>,
    "en",
    "product",
  );
}

const kinds = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(".detail-gallery__slide")].map((slide) => slide.dataset.kind);
const categories = () => within(screen.getByRole("navigation", { name: "Media categories" })).getAllByRole("button");

describe.each(["desktop", "mobile"] as const)("the gallery on %s (detail spec 2, 'Media gallery')", (device) => {
  it("assembles images, videos, the GIF, the seat-rating image at position 7, the size chart, the reviews slide and the 3D model at index 9", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    expect(kinds(container)).toEqual([
      "image",
      "external-video",
      "external-video",
      "image",
      "gif",
      "image",
      "seat-rating",
      "image",
      "image",
      "3d-model",
      "image",
      "size-chart",
      "comment",
    ]);
    // The reviews slide: two reviews rated 100, those with images first.
    const slide = container.querySelector(".detail-gallery__reviews")!;
    expect([...slide.querySelectorAll(".detail-gallery__reviewer")].map((node) => node.textContent)).toEqual(["Lena S.", "Sam W."]);
  });

  it("shows Video_cant_be_played for a video our player cannot play, and for one that fails", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    const [playable, page] = [...container.querySelectorAll<HTMLElement>(".detail-gallery__slide--external-video")];
    expect(within(page!).getByRole("status").textContent).toBe("This video can't be played");
    expect(within(playable!).queryByRole("status")).toBeNull();
    fireEvent.error(playable!.querySelector("video")!);
    expect(within(playable!).getByRole("status").textContent).toBe("This video can't be played");
  });

  it("jumps to a category's first image and shows (index/count) on the active entry", () => {
    renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    expect(categories().map((button) => button.textContent)).toEqual(["Video", "Scenes", "Details", "Comments"]);
    fireEvent.click(screen.getByRole("button", { name: "Scenes" }));
    const active = categories().find((button) => button.getAttribute("aria-current") === "true");
    expect(active?.textContent).toBe("Scenes (1/3)");
    // The slide in view is the scenes' first image: the 4th media item.
    const current = screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ }).find((button) => button.getAttribute("aria-current") === "true");
    expect(current?.getAttribute("aria-label")).toBe("Show media 4 of 13");
    fireEvent.click(screen.getByRole("button", { name: "Comments" }));
    expect(categories().find((button) => button.getAttribute("aria-current") === "true")?.textContent).toBe("Comments (1/1)");
  });

  it("has no Comments entry on min-detail", () => {
    renderDetailSection("gallery", willow, "/min-detail/willow-bed.html", { device, kind: "min" });
    expect(categories().map((button) => button.textContent)).toEqual(["Video", "Scenes", "Details"]);
  });

  it("store 4 shows 'Ship out in 48h' on the first image only; other stores do not", () => {
    const { container, unmount } = renderDetailSection("gallery", willow, "/willow-bed.html", { device, store: 4 });
    const badges = container.querySelectorAll(".detail-gallery__badge");
    expect(badges).toHaveLength(1);
    expect(badges[0]!.textContent).toBe("Ship out in 48h");
    expect(badges[0]!.closest(".detail-gallery__slide")).toBe(container.querySelector(".detail-gallery__slide"));
    unmount();
    expect(renderDetailSection("gallery", willow, "/willow-bed.html", { device, store: 3 }).container.querySelector(".detail-gallery__badge")).toBeNull();
  });

  it("shows the placeholder when an image fails to load", () => {
    const { container } = renderDetailSection("gallery", harlow, "/harlow-sofa.html", { device });
    const image = container.querySelector<HTMLImageElement>(".detail-gallery__slide img")!;
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("gallery navigation per device (detail spec 9, 'Layout')", () => {
  it("desktop: above 8 media the thumbnails move to the left with arrows", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device: "desktop" });
    expect(container.querySelector(".detail-gallery--left")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Previous thumbnails" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Next thumbnails" })).toBeDefined();
    expect(screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ })).toHaveLength(13);
  });

  it("desktop: 8 media or fewer keep the thumbnails under the banner, without arrows", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device: "desktop", skuId: "20122" });
    // The Sage SKU: 3 images and the reviews slide, plus the 3D model.
    expect(kinds(container)).toEqual(["image", "image", "image", "comment", "3d-model"]);
    expect(container.querySelector(".detail-gallery--left")).toBeNull();
    expect(screen.queryByRole("button", { name: "Next thumbnails" })).toBeNull();
  });

  it("mobile: at most 6 bullets, following the slide in view", () => {
    renderDetailSection("gallery", willow, "/willow-bed.html", { device: "mobile" });
    const bullets = () => screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ });
    expect(bullets()).toHaveLength(6);
    expect(bullets()[0]!.getAttribute("aria-label")).toBe("Show media 1 of 13");
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Comments" }));
    });
    expect(bullets()).toHaveLength(6);
    expect(bullets().map((button) => button.getAttribute("aria-label"))).toContain("Show media 13 of 13");
    expect(bullets().find((button) => button.getAttribute("aria-current") === "true")?.getAttribute("aria-label")).toBe("Show media 13 of 13");
  });
});

describe.each(["desktop", "mobile"] as const)("the gallery's YouTube and Vimeo videos on %s", (device) => {
  // willow-bed's second video with an address YouTube plays.
  const youtube = JSON.parse(JSON.stringify(willow).replace("https://www.youtube.com/watch?v=willow-assembly", "https://youtu.be/dQw4w9WgXcQ")) as typeof willow;
  const videoSlides = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(".detail-gallery__slide--external-video")];

  beforeEach(() => {
    reactPlayer.imports = 0;
    reactPlayer.props = [];
  });

  afterEach(() => {
    vi.doMock("react-player", () => fakeReactPlayerModule());
  });

  it("renders the cover and a play button, with no player, on the server and before play", () => {
    const { container, data } = renderDetailSection("gallery", youtube, "/willow-bed.html", { device });
    const [file, external] = videoSlides(container);
    expect(within(external!).getByRole("button", { name: "Play video" })).toBeTruthy();
    expect(within(external!).getByRole("img", { name: "Assembly video" }).getAttribute("src")).toBe("/fixture-images/products/willow-bed-room.svg");
    expect(external!.querySelector("video, iframe, [data-testid=react-player]")).toBeNull();
    expect(within(external!).queryByRole("status")).toBeNull();
    // The file keeps the page's own <video>.
    expect(file!.querySelector("video")?.getAttribute("src")).toBe("/fixture-images/graphics-showroom.webm");
    expect(within(file!).queryByRole("button", { name: "Play video" })).toBeNull();

    expect(JSON.stringify(data)).toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(reactPlayer.imports).toBe(0);
  });

  it("renders the same cover and play button on the server", () => {
    // Swiper picks useLayoutEffect when it sees a window, which jsdom has and a server does not.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(gallerySectionElement(youtube, device));
    expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => !text.includes("useLayoutEffect does nothing on the server"))).toEqual([]);
    errors.mockRestore();
    const slides = html.split('data-kind="external-video"');
    expect(slides).toHaveLength(3);
    expect(slides[2]).toMatch(/^[^]*?<img src="\/fixture-images\/products\/willow-bed-room.svg" alt="Assembly video"[^>]*><button type="button" class="external-video__play" aria-label="Play video">/);
    expect(html).not.toMatch(/<iframe\b|(src|href)="[^"]*youtube/);
    expect(reactPlayer.imports).toBe(0);
  });

  it("loads react-player on play and gives it the embed address, playing", async () => {
    const { container } = renderDetailSection("gallery", youtube, "/willow-bed.html", { device });
    const external = videoSlides(container)[1]!;
    fireEvent.click(within(external).getByRole("button", { name: "Play video" }));
    expect(external.querySelector(".external-video")?.getAttribute("aria-busy")).toBe("true");
    const player = await within(external).findByTestId("react-player");
    expect(player.dataset.src).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(reactPlayer.props.at(-1)).toMatchObject({ src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", playing: true, controls: true });
    expect(reactPlayer.imports).toBe(1);
    expect(within(external).getByRole("group", { name: "Assembly video" })).toBeTruthy();
  });

  it("shows Video_cant_be_played over the cover when react-player does not load", async () => {
    vi.doMock("react-player", () => {
      throw new Error("offline");
    });
    const { container } = renderDetailSection("gallery", youtube, "/willow-bed.html", { device });
    const external = videoSlides(container)[1]!;
    fireEvent.click(within(external).getByRole("button", { name: "Play video" }));
    expect((await within(external).findByRole("status")).textContent).toBe("This video can't be played");
    expect(within(external).getByRole("img", { name: "Assembly video" })).toBeTruthy();
    expect(within(external).queryByRole("button")).toBeNull();
  });
});

describe.each(["desktop", "mobile"] as const)("the gallery's images on %s (issue 15, item 3)", (device) => {
  const slideImages = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>(".detail-gallery__slide img")];

  it("offers the CDN's widths for the gallery column, and fetches the first slide first", () => {
    const { container } = renderDetailSection("gallery", harlow, "/harlow-sofa.html", { device });
    const [first, second] = slideImages(container);
    expect(first!.getAttribute("src")).toBe("/fixture-images/photos/harlow-sofa.jpg");
    expect(first!.getAttribute("srcset")?.split(", ")[0]).toBe("/fixture-images/photos/harlow-sofa.jpg?width=320 320w");
    expect(first!.getAttribute("srcset")?.split(", ")).toHaveLength(7);
    // Desktop: 1.15 parts of the page less paddings and gap; mobile: the whole width.
    expect(first!.getAttribute("sizes")).toBe(device === "desktop" ? "max(48.8vw, 624.68px)" : "100vw");
    expect(first!.getAttribute("fetchpriority")).toBe("high");
    expect(first!.getAttribute("loading")).toBe("eager");
    expect([first!.getAttribute("width"), first!.getAttribute("height")]).toEqual(["1000", "1000"]);
    expect(second!.hasAttribute("fetchpriority")).toBe(false);
    expect(second!.getAttribute("loading")).toBe("lazy");
    expect(second!.getAttribute("sizes")).toBe(first!.getAttribute("sizes"));
    expect(container.querySelectorAll("[fetchpriority]")).toHaveLength(1);
  });

  it("gives thumbnails and every other picture a box and a sizes hint", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    for (const img of container.querySelectorAll("img")) {
      expect(img.getAttribute("width")).toMatch(/^\d+$/);
      expect(img.getAttribute("height")).toMatch(/^\d+$/);
    }
    if (device === "desktop") {
      const thumb = container.querySelector(".detail-gallery__thumb-image")!;
      expect(thumb.getAttribute("width")).toBe("120");
    }
    expect(container.querySelectorAll("[fetchpriority]")).toHaveLength(1);
  });
});

describe.each(["desktop", "mobile"] as const)("the gallery's 3D slide on %s (issue 19, item 2)", (device) => {
  const threeD = (container: HTMLElement) => container.querySelector<HTMLElement>(".detail-gallery__slide--3d-model")!;
  const MODEL = "/fixture-models/willow-bed.gltf";

  beforeEach(resetModelViewer);

  /** Brings media `n` of 13 into view as a shopper does: its thumbnail on desktop, the bullets on a phone (6 at a time). */
  const show = (n: number) => {
    const target = new RegExp(`^Show media ${n} of 13$`);
    for (let step = 0; step < 5 && !screen.queryByRole("button", { name: target }); step += 1) {
      const bullets = screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ });
      act(() => {
        fireEvent.click(bullets.at(-1)!);
      });
    }
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: target }));
    });
  };

  const viewerIn = (element: HTMLElement) =>
    waitFor(() => {
      const found = element.querySelector<HTMLElement>("model-viewer");
      if (!found) throw new Error("no <model-viewer> yet");
      return found;
    });

  it("renders the poster and the '3D' badge on the server, with no viewer, and hydrates to the same markup", async () => {
    const element = gallerySectionElement(willow, device);
    // Swiper picks useLayoutEffect when it sees a window, which jsdom has and a server does not.
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(element);
    const slide = html.split('data-kind="3d-model"')[1]!.split('data-kind="image"')[0]!;
    expect(slide).toMatch(/^><div class="detail-gallery__3d" data-phase="poster"><img src="\/fixture-images\/products\/willow-bed[^"]*" alt="3D view"/);
    expect(slide).toContain('<span class="detail-gallery__3d-badge" aria-hidden="true">3D</span>');
    expect(html).not.toContain("<model-viewer");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    const problems = errors.mock.calls.map((call) => String(call[0])).filter((text) => !text.includes("useLayoutEffect does nothing on the server"));
    errors.mockRestore();
    expect(problems).toEqual([]);
    expect(threeD(container).querySelector<HTMLElement>(".detail-gallery__3d")?.dataset.phase).toBe("poster");
    expect(container.querySelector("model-viewer")).toBeNull();
    expect(modelViewer.imports).toBe(0);
    container.remove();
  });

  it("shows the poster until the slide is reached, then loads the viewer for the product's model file over it", async () => {
    const { container, data } = renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    expect(JSON.stringify(data)).toContain(`"modelUrl":"${MODEL}"`);
    const slide = threeD(container);
    // Another slide in view: the poster only, and no viewer code asked for.
    show(2);
    await act(async () => {});
    expect(slide.querySelector("model-viewer")).toBeNull();
    expect(within(slide).getByRole("img", { name: "3D view" })).toBeTruthy();
    expect(modelViewer.imports).toBe(0);

    show(10);
    const viewer = await viewerIn(slide);
    expect(modelViewer.imports).toBe(1);
    expect(customElements.get("model-viewer")).toBeDefined();
    expect(viewer.getAttribute("src")).toBe(MODEL);
    expect(viewer.getAttribute("alt")).toBe("3D view");
    expect(viewer.hasAttribute("camera-controls")).toBe(true);
    expect(viewer.getAttribute("loading")).toBe("eager");
    expect(viewer.classList.contains("swiper-no-swiping")).toBe(true);
    // Loading: the poster stays under the see-through viewer.
    const box = slide.querySelector<HTMLElement>(".detail-gallery__3d")!;
    expect(box.dataset.phase).toBe("loading");
    expect(box.classList.contains("is-ready")).toBe(false);
    expect(within(slide).getByRole("img", { name: "3D view" })).toBeTruthy();

    act(() => {
      viewer.dispatchEvent(new Event("load"));
    });
    expect(box.dataset.phase).toBe("ready");
    expect(box.classList.contains("is-ready")).toBe(true);
    expect(slide.querySelector("model-viewer")).toBe(viewer);
  });
});

describe("the 3D slide alone (modules/detail-gallery/three-d-slide.tsx)", () => {
  const poster = <img src="/poster.svg" alt="3D view" width={1000} height={1000} className="detail-gallery__image" />;
  const viewerIn = (element: HTMLElement) =>
    waitFor(() => {
      const found = element.querySelector<HTMLElement>("model-viewer");
      if (!found) throw new Error("no <model-viewer> yet");
      return found;
    });

  beforeEach(resetModelViewer);

  it("keeps the poster and drops the viewer when the model cannot be loaded", async () => {
    const { container } = render(<ThreeDSlide poster={poster} alt="3D view" modelUrl="/missing.gltf" reached />);
    const viewer = await viewerIn(container);
    act(() => {
      viewer.dispatchEvent(new CustomEvent("error", { detail: { type: "loadfailure" } }));
    });
    expect(container.querySelector("model-viewer")).toBeNull();
    expect(container.querySelector<HTMLElement>(".detail-gallery__3d")?.dataset.phase).toBe("failed");
    expect(screen.getByRole("img", { name: "3D view" })).toBeTruthy();
  });

  it("stays a poster, loading nothing, without a usable model file", async () => {
    const { container } = render(<ThreeDSlide poster={poster} alt="3D view" modelUrl={undefined} reached />);
    await act(async () => {});
    expect(container.querySelector("model-viewer")).toBeNull();
    expect(container.querySelector<HTMLElement>(".detail-gallery__3d")?.dataset.phase).toBe("poster");
    expect(modelViewer.imports).toBe(0);
  });

  it("keeps the viewer's arrow keys from moving the carousel around it", async () => {
    const outer = vi.fn();
    const { container } = render(
      <div onKeyDown={outer}>
        <ThreeDSlide poster={poster} alt="3D view" modelUrl="/model.gltf" reached />
      </div>,
    );
    const viewer = await viewerIn(container);
    fireEvent.keyDown(viewer, { key: "ArrowLeft" });
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(viewer, { key: "Tab" });
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
