// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRef, type ReactElement } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTOPLAY_VISIBLE, Carousel, loadSwiper, SWIPE_SETTLE_MS, type CarouselControl, type CarouselProps } from "~modules/kit/carousel";
import { LandingModules } from "~/components/landing-modules";
import { buildLandingPage } from "~/lib/landing-page.server";
import { pageInfoSchema } from "~schemas/page-info";
import fixture from "../../fixtures/templates/content-carousels.json";
import { TEST_PAGE, unloaded, withI18n } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

// Swiper's code is loaded once for the whole file, so a carousel that starts does so at once.
await loadSwiper();

layOutSwiper();
afterEach(() => vi.unstubAllGlobals());

/** Server rendering inside jsdom: whatever React reports while rendering fails the test. */
function serverHtml(tree: ReactElement): string {
  const errors = vi.spyOn(console, "error");
  try {
    return renderToString(tree);
  } finally {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  }
}

/**
 * jsdom has no IntersectionObserver (so the carousel starts at once, as in a browser without
 * one); this stand-in records what each observer watches and lets a test say when an
 * element comes near the viewport.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  static watching(target: Element) {
    return FakeObserver.all.filter((observer) => observer.targets.has(target));
  }
  /** Reports `target` as (not) intersecting the viewport grown by the observer's rootMargin. */
  static report(target: Element, isIntersecting: boolean) {
    for (const observer of FakeObserver.watching(target)) {
      const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function observeLazily() {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
}

const texts = (n: number) => Array.from({ length: n }, (_, i) => `Slide text ${i + 1}`);
const element = (props: Partial<CarouselProps> = {}) => withI18n(<Carousel label="Offers" slides={texts(4)} {...props} />);
const root = (container: HTMLElement) => container.querySelector<HTMLElement>(".carousel")!;
const swiperOf = (container: HTMLElement) => (container.querySelector(".swiper") as HTMLElement & { swiper: SwiperInstance }).swiper;
const prev = () => screen.queryByRole("button", { name: "Previous" });
const next = () => screen.queryByRole("button", { name: "Next" });

describe("Carousel", () => {
  it("server-renders every slide, named 'Slide n of N', inside a labelled carousel region", () => {
    const html = serverHtml(element({ slides: texts(3) }));
    for (const text of texts(3)) expect(html).toContain(text);
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Slide 3 of 3"');
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Offers"');
  });

  it("hydrates the server HTML without a mismatch", async () => {
    const tree = element({ slides: texts(5), slidesPerView: 2, spaceBetween: 2, autoplayDelay: 6000, loop: true });
    const container = document.createElement("div");
    container.innerHTML = serverHtml(tree);
    document.body.appendChild(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector(".swiper")?.classList.contains("swiper-initialized")).toBe(true);
    errors.mockRestore();
    act(() => app!.unmount());
    container.remove();
  });

  it("reserves the slide sizes in CSS and gives Swiper the same per-view and gap", () => {
    const { container } = render(element({ slidesPerView: 2, spaceBetween: 2 }));
    expect(root(container).style.getPropertyValue("--carousel-per-view")).toBe("2");
    expect(root(container).style.getPropertyValue("--carousel-gap")).toBe("2%");
    const swiper = swiperOf(container);
    expect(swiper.params.slidesPerView).toBe(2);
    expect(swiper.params.spaceBetween).toBe("2%");
    // (1000 − 1 × 2% of 1000) / 2: what the CSS calc gives before Swiper starts.
    const slide = container.querySelector<HTMLElement>(".swiper-slide")!;
    expect([slide.style.width, slide.style.marginRight]).toEqual(["490px", "20px"]);
  });

  it("hides prev at the start and next at the end when not looping", () => {
    const { container } = render(element({ slides: texts(4), slidesPerView: 2 }));
    expect(root(container).dataset.loop).toBe("false");
    expect(prev()).toBeNull();
    expect(next()).not.toBeNull();
    fireEvent.click(next()!);
    expect(prev()).not.toBeNull();
    expect(next()).not.toBeNull();
    fireEvent.click(next()!);
    expect(swiperOf(container).isEnd).toBe(true);
    expect(next()).toBeNull();
    expect(prev()).not.toBeNull();
    fireEvent.click(prev()!);
    fireEvent.click(prev()!);
    expect(prev()).toBeNull();
  });

  it("moves focus to prev when next disappears under it at the end", () => {
    render(element({ slides: texts(2), slidesPerView: 1 }));
    next()!.focus();
    fireEvent.click(next()!);
    expect(next()).toBeNull();
    expect(document.activeElement).toBe(prev());
  });

  it("keeps both arrows when looping, and passes loop to Swiper", () => {
    const { container } = render(element({ slides: texts(3), loop: true }));
    expect(root(container).dataset.loop).toBe("true");
    expect(swiperOf(container).params.loop).toBe(true);
    expect(prev()).not.toBeNull();
    expect(next()).not.toBeNull();
    fireEvent.click(next()!);
    fireEvent.click(next()!);
    fireEvent.click(next()!);
    expect(next()).not.toBeNull();
    expect(prev()).not.toBeNull();
  });

  it("does not loop when all slides fit, even when asked", () => {
    const { container } = render(element({ slides: texts(1), loop: true }));
    expect(root(container).dataset.loop).toBe("false");
    expect(swiperOf(container).params.loop).toBe(false);
    expect(prev()).toBeNull();
    expect(next()).toBeNull();
  });

  it("shows arrows only when slides overflow, unless told otherwise", () => {
    const fits = render(element({ slides: texts(3), slidesPerView: 3 }));
    expect(fits.container.querySelectorAll(".carousel__arrow")).toHaveLength(0);
    fits.unmount();
    const hidden = render(element({ slides: texts(4), slidesPerView: 3, arrows: false }));
    expect(hidden.container.querySelectorAll(".carousel__arrow")).toHaveLength(0);
    // Still scrollable: its track takes focus so the arrow keys reach it (and the keyboard reaches what scrolls).
    expect(hidden.container.querySelector<HTMLElement>(".swiper")!.tabIndex).toBe(0);
    hidden.unmount();
    const shown = render(element({ slides: texts(4), slidesPerView: 3 }));
    expect(shown.container.querySelectorAll(".carousel__arrow")).toHaveLength(2);
    expect(shown.container.querySelector<HTMLElement>(".swiper")!.tabIndex).toBe(0);
    shown.unmount();
    const still = render(element({ slides: texts(3), slidesPerView: 3 }));
    expect(still.container.querySelector(".swiper")!.hasAttribute("tabindex")).toBe(false);
  });

  it("passes the autoplay delay and the speed to Swiper and says so on the root", () => {
    const { container } = render(element({ autoplayDelay: 6000, speed: 1000, loop: true }));
    expect(root(container).dataset.autoplayDelay).toBe("6000");
    expect(root(container).dataset.speed).toBe("1000");
    const swiper = swiperOf(container);
    expect(swiper.params.speed).toBe(1000);
    expect(swiper.params.autoplay).toMatchObject({ enabled: true, delay: 6000 });
    expect(swiper.autoplay.running).toBe(true);
  });

  it("has no autoplay without a delay", () => {
    const { container } = render(element());
    expect(root(container).dataset.autoplayDelay).toBeUndefined();
    expect(swiperOf(container).autoplay?.running ?? false).toBe(false);
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
  });

  it("pauses autoplay with the pause toggle, on hover and while focus is inside", () => {
    const { container } = render(element({ autoplayDelay: 6000, loop: true }));
    const swiper = swiperOf(container);
    const toggle = screen.getByRole("button", { name: "Pause" });
    expect(container.querySelector(".swiper")!.getAttribute("aria-live")).toBe("off");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(swiper.autoplay.running).toBe(false);
    // Once it stops rotating by itself, slide changes are announced.
    expect(container.querySelector(".swiper")!.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(toggle);
    expect(swiper.autoplay.running).toBe(true);

    fireEvent.mouseEnter(root(container));
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.mouseLeave(root(container));
    expect(swiper.autoplay.running).toBe(true);

    fireEvent.focus(next()!);
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.blur(next()!, { relatedTarget: document.body });
    expect(swiper.autoplay.running).toBe(true);
  });

  it("names the autoplay toggle in the store's language", () => {
    render(withI18n(<Carousel label="Angebote" slides={texts(3)} autoplayDelay={6000} loop />, "de"));
    expect(screen.getByRole("button", { name: "Pausieren" }).classList.contains("carousel__toggle")).toBe(true);
  });

  it("does not autoplay for shoppers who prefer reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
    const { container } = render(element({ autoplayDelay: 6000, loop: true }));
    expect(swiperOf(container).autoplay.running).toBe(false);
    expect(screen.getByRole("button", { name: "Pause" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("moves with the arrow keys", () => {
    const { container } = render(element({ slides: texts(4) }));
    const swiper = swiperOf(container);
    fireEvent.keyDown(root(container), { key: "ArrowRight" });
    expect(swiper.activeIndex).toBe(1);
    fireEvent.keyDown(next()!, { key: "ArrowRight" });
    expect(swiper.activeIndex).toBe(2);
    fireEvent.keyDown(root(container), { key: "ArrowLeft" });
    expect(swiper.activeIndex).toBe(1);
  });

  it("slides a focused slide that is out of view into view", () => {
    const slides = texts(4).map((text, i) => <a href={`/p${i + 1}`}>{text}</a>);
    const { container } = render(element({ slides, slidesPerView: 2 }));
    const swiper = swiperOf(container);
    fireEvent.focus(screen.getByRole("link", { name: "Slide text 2" }));
    expect(swiper.activeIndex).toBe(0);
    fireEvent.focus(screen.getByRole("link", { name: "Slide text 4" }));
    expect(swiper.activeIndex).toBe(2);
    expect(swiper.isEnd).toBe(true);
  });

  it("names each slide for assistive tech", () => {
    render(element({ slides: texts(2) }));
    const region = screen.getByRole("region", { name: "Offers" });
    const groups = within(region).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["Slide 1 of 2", "Slide 2 of 2"]);
    expect(groups.every((g) => g.getAttribute("aria-roledescription") === "slide")).toBe(true);
  });
});

describe("Carousel: Swiper starts on the carousel's first need", () => {
  const isStarted = (container: HTMLElement) => container.querySelector(".swiper")!.classList.contains("swiper-initialized");
  const slideElements = (container: HTMLElement) => [...container.querySelectorAll(".swiper-slide")];

  it("keeps the plain track in view and out of view while nobody needs it, then starts over the same elements", () => {
    observeLazily();
    const { container } = render(element({ slides: texts(4), slidesPerView: 2 }));
    const before = slideElements(container);
    expect(isStarted(container)).toBe(false);
    expect(swiperOf(container)).toBeUndefined();
    // Without autoplay nothing watches the viewport: scrolling past starts nothing.
    expect(FakeObserver.watching(root(container))).toEqual([]);
    act(() => fireEvent.mouseEnter(root(container)));
    expect(isStarted(container)).toBe(true);
    // The server's elements are Swiper's slides: nothing was rendered again.
    expect(swiperOf(container).slides).toEqual(before);
    expect(slideElements(container)).toEqual(before);
  });

  it("starts an autoplaying carousel when its first move falls due in view, and makes that move", () => {
    vi.useFakeTimers();
    try {
      observeLazily();
      const { container } = render(element({ slides: texts(4), autoplayDelay: 6000 }));
      const [observer] = FakeObserver.watching(root(container));
      expect(observer?.options.threshold).toBe(AUTOPLAY_VISIBLE);
      // Time out of view does not count.
      act(() => vi.advanceTimersByTime(10_000));
      expect(isStarted(container)).toBe(false);
      act(() => FakeObserver.report(root(container), true));
      act(() => vi.advanceTimersByTime(5_000));
      act(() => FakeObserver.report(root(container), false));
      act(() => vi.advanceTimersByTime(5_000));
      expect(isStarted(container)).toBe(false);
      act(() => FakeObserver.report(root(container), true));
      act(() => vi.advanceTimersByTime(5_999));
      expect(isStarted(container)).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(isStarted(container)).toBe(true);
      expect(swiperOf(container).activeIndex).toBe(1);
      expect(observer?.disconnected).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not start a paused autoplay carousel on its own", () => {
    vi.useFakeTimers();
    try {
      observeLazily();
      const { container } = render(element({ slides: texts(4), autoplayDelay: 6000 }));
      fireEvent.click(screen.getByRole("button", { name: "Pause" }));
      act(() => FakeObserver.report(root(container), true));
      act(() => vi.advanceTimersByTime(20_000));
      expect(isStarted(container)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("hydrates without a mismatch and without Swiper until it is needed", async () => {
    observeLazily();
    const tree = element({ slides: texts(5), slidesPerView: 2, spaceBetween: 2, autoplayDelay: 6000, loop: true });
    const container = document.createElement("div");
    container.innerHTML = serverHtml(tree);
    document.body.appendChild(container);
    const serverSlides = slideElements(container);
    const errors = vi.spyOn(console, "error");
    const recoverable = vi.fn();
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(isStarted(container)).toBe(false);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect(isStarted(container)).toBe(true);
    // Swiper's loop reorders the slides, but they are still the elements the server sent.
    expect(new Set(slideElements(container))).toEqual(new Set(serverSlides));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => app!.unmount());
    container.remove();
  });

  it.each([
    ["the mouse over it", (el: HTMLElement) => fireEvent.mouseEnter(el)],
    ["focus moving into it", (el: HTMLElement) => fireEvent.focus(el.querySelector("button")!)],
  ])("starts at once for %s", (_name, interact) => {
    observeLazily();
    const { container } = render(element({ slides: texts(4) }));
    expect(isStarted(container)).toBe(false);
    act(() => interact(root(container)));
    expect(isStarted(container)).toBe(true);
  });

  it("lets a touch swipe scroll the plain track, then starts at the slide it came to rest on", () => {
    vi.useFakeTimers();
    try {
      observeLazily();
      const { container } = render(element({ slides: texts(4) }));
      const track = container.querySelector<HTMLElement>(".swiper")!;
      // jsdom has no layout: each slide sits one track width further on.
      slideElements(container).forEach((slide, index) => Object.defineProperty(slide, "offsetLeft", { configurable: true, value: index * 1000 }));
      fireEvent.pointerDown(root(container), { pointerType: "touch" });
      expect(isStarted(container)).toBe(false);
      track.scrollLeft = 1990;
      fireEvent.scroll(track);
      act(() => vi.advanceTimersByTime(SWIPE_SETTLE_MS - 1));
      track.scrollLeft = 2000;
      fireEvent.scroll(track);
      act(() => vi.advanceTimersByTime(SWIPE_SETTLE_MS - 1));
      expect(isStarted(container)).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(isStarted(container)).toBe(true);
      expect(swiperOf(container).activeIndex).toBe(2);
      expect(track.scrollLeft).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does what the shopper asked before it started: the arrow, the arrow keys, a focused slide", () => {
    observeLazily();
    const slides = texts(4).map((text, i) => <a href={`/p${i + 1}`}>{text}</a>);
    const first = render(element({ slides, slidesPerView: 2 }));
    fireEvent.click(next()!);
    expect(swiperOf(first.container).activeIndex).toBe(1);
    first.unmount();

    const keys = render(element({ slides: texts(4) }));
    fireEvent.keyDown(root(keys.container), { key: "ArrowRight" });
    expect(swiperOf(keys.container).activeIndex).toBe(1);
    keys.unmount();

    const focus = render(element({ slides, slidesPerView: 2 }));
    fireEvent.focus(screen.getByRole("link", { name: "Slide text 4" }));
    expect(swiperOf(focus.container).activeIndex).toBe(2);
  });

  it("lets its owner move it before it started (thumbnails)", () => {
    observeLazily();
    const control = createRef<CarouselControl | null>() as { current: CarouselControl | null };
    const { container, unmount } = render(element({ slides: texts(4), controlRef: control }));
    expect(isStarted(container)).toBe(false);
    act(() => control.current!.slideTo(3));
    expect(isStarted(container)).toBe(true);
    expect(swiperOf(container).activeIndex).toBe(3);
    unmount();
    expect(control.current).toBeNull();
  });

  it("loads Swiper's code on the first need only", async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock("~modules/kit/swiper-core", async (original) => {
      imported();
      return original();
    });
    const fresh = await import("~modules/kit/carousel");
    observeLazily();
    const { container } = render(withI18n(<fresh.Carousel label="Fresh" slides={texts(3)} />));
    await act(async () => {});
    expect(imported).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.mouseEnter(root(container));
    });
    await vi.waitFor(() => expect(isStarted(container)).toBe(true));
    expect(imported).toHaveBeenCalledTimes(1);
    vi.doUnmock("~modules/kit/swiper-core");
  });
});

describe("fixtures/templates/content-carousels.json", () => {
  const info = pageInfoSchema.parse(fixture);
  const { modules, diagnostics } = buildLandingPage(info, { tabs: {} });

  it("renders every module, dropping only the items without an image", () => {
    expect(modules.map((m) => m.code)).toEqual([1, 5, 2, 9, 9, 5, 12, 12, 18, 18, 21, 21]);
    expect(diagnostics.map((d) => [d.position, d.outcome, d.reason])).toEqual([
      [4, "altered", "item 3 dropped: has no image (pcImage, mobileImage or image)"],
      [7, "altered", "image 6 dropped: has no image (pcImage, mobileImage or image)"],
      [12, "altered", "image 3 dropped: has no image (pcImage, mobileImage or image)"],
    ]);
  });

  it.each(["desktop", "mobile"] as const)("shows the edge cases the template is for (%s)", (device) => {
    const { container } = render(
      withI18n(<LandingModules modules={unloaded(modules)} page={{ ...TEST_PAGE, urlKey: "content-carousels", device, theme: info.theme }} />),
    );
    const at = (position: number) => container.querySelector<HTMLElement>(`#module-${position}`)!;
    const carouselAt = (position: number) => at(position).querySelector<HTMLElement>(".carousel");
    const arrowsAt = (position: number) => at(position).querySelectorAll(".carousel__arrow").length;
    // Banner carousels: three slides loop and autoplay; one slide does neither.
    expect(carouselAt(2)!.dataset).toMatchObject({ slides: "3", loop: "true", autoplayDelay: "6000", speed: "1000" });
    expect(carouselAt(6)!.dataset).toMatchObject({ slides: "1", loop: "false" });
    expect(carouselAt(6)!.dataset.autoplayDelay).toBeUndefined();
    if (device === "desktop") {
      // Graphic module 1: 5 items (one dropped) have arrows, exactly 4 do not.
      expect(at(4).querySelectorAll(".gm1__item")).toHaveLength(5);
      expect(arrowsAt(4)).toBe(2);
      expect(at(5).querySelectorAll(".gm1__item")).toHaveLength(4);
      expect(arrowsAt(5)).toBe(0);
    } else {
      expect(at(4).querySelectorAll(".gm1__grid > li")).toHaveLength(4);
    }
    // Graphic module 4: a slide gallery on mobile ("2"), tiles otherwise.
    expect(at(7).querySelector(".gm4")!.getAttribute("data-layout")).toBe(device === "mobile" ? "slide" : "tile");
    expect(at(8).querySelector(".gm4")!.getAttribute("data-layout")).toBe("tile");
    // Feature rows: 5 is a grid, 6 a carousel.
    expect(at(9).querySelector(".feature-row")!.getAttribute("data-layout")).toBe("grid");
    expect(at(10).querySelector(".feature-row")!.getAttribute("data-layout")).toBe("carousel");
    // Buyer show: 3 images without arrows, 4 (one dropped) with.
    expect(arrowsAt(11)).toBe(0);
    expect(at(12).querySelectorAll(".swiper-slide")).toHaveLength(4);
    expect(arrowsAt(12)).toBe(2);
  });
});
