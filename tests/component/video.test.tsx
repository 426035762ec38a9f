// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadExternalVideo } from "~modules/video";
import { landingElement, renderLanding, renderModule } from "../support/render";

/**
 * react-player as the page would import it when a shopper presses play: a stand-in that
 * records its props and renders a marker. `reactPlayer.imports` counts the imports.
 */
const reactPlayer = vi.hoisted(() => ({ imports: 0, props: [] as Record<string, unknown>[], throwOnRender: false }));
function FakeReactPlayer(props: Record<string, unknown>) {
  reactPlayer.props.push(props);
  if (reactPlayer.throwOnRender) throw new Error("the video site's player chunk did not load");
  return <div data-testid="react-player" data-src={String(props.src)} />;
}
const fakeReactPlayerModule = () => {
  reactPlayer.imports += 1;
  return { default: FakeReactPlayer };
};
vi.mock("react-player", () => fakeReactPlayerModule());

/** A controllable IntersectionObserver: tests say how much of the video is on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
}

/** Reports every observed video as `ratio` visible. */
function scrollTo(ratio: number) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      for (const target of observer.targets) {
        const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as unknown as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    }
  });
}

let mutedAtPlay: boolean[] = [];
let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  mutedAtPlay = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  // jsdom does not play media: record the calls and fire the events a browser would.
  play = vi.fn(function (this: HTMLMediaElement) {
    mutedAtPlay.push(this.muted);
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause as unknown as () => void);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const data = {
  pcVideoUrl: "https://cdn.example.com/video/showroom.mp4",
  pcCoverImage: "https://cdn.example.com/covers/showroom.jpg?w=1920",
  mobileVideoUrl: "https://cdn.example.com/video/showroom-mobile.webm",
  mobileCoverImage: "https://cdn.example.com/covers/showroom-mobile.jpg",
  title: "A tour of the showroom",
};

const videoEl = (container: HTMLElement) => container.querySelector("video") as HTMLVideoElement;
const coverEl = (container: HTMLElement) => container.querySelector("img.video__cover");

describe("video (type 20)", () => {
  it("shows the desktop video in a 1920:810 box with its cover compressed to quality 50", () => {
    const { container } = renderModule(20, data, { device: "desktop" });
    const video = videoEl(container);
    expect(video.getAttribute("src")).toBe(data.pcVideoUrl);
    expect(coverEl(container)?.getAttribute("src")).toBe("https://cdn.example.com/covers/showroom.jpg?w=1920&quality=50");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["1920", "810"]);
    expect((container.querySelector(".video__box") as HTMLElement).style.aspectRatio).toBe("1920 / 810");
    expect(video.getAttribute("aria-label")).toBe("A tour of the showroom");
  });

  it("shows the mobile video in a 375:301 box with the mobile cover at quality 50", () => {
    const { container } = renderModule(20, data, { device: "mobile" });
    const video = videoEl(container);
    expect(video.getAttribute("src")).toBe(data.mobileVideoUrl);
    expect(coverEl(container)?.getAttribute("src")).toBe("https://cdn.example.com/covers/showroom-mobile.jpg?quality=50");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["375", "301"]);
    expect((container.querySelector(".video__box") as HTMLElement).style.aspectRatio).toBe("375 / 301");
  });

  it("falls back to the pc video and cover on mobile, and to the mobile ones on desktop", () => {
    const mobile = renderModule(20, { pcVideoUrl: "/v/pc.mp4", pcCoverImage: "/c/pc.jpg" }, { device: "mobile" });
    expect(videoEl(mobile.container).getAttribute("src")).toBe("/v/pc.mp4");
    // Local covers are served by the app, not the CDN: left as they are.
    expect(coverEl(mobile.container)?.getAttribute("src")).toBe("/c/pc.jpg");
    mobile.unmount();
    const desktop = renderModule(20, { mobileVideoUrl: "/v/m.webm", mobileCoverImage: "/c/m.jpg" }, { device: "desktop" });
    expect(videoEl(desktop.container).getAttribute("src")).toBe("/v/m.webm");
    expect(coverEl(desktop.container)?.getAttribute("src")).toBe("/c/m.jpg");
  });

  it("has no cover without a cover image", () => {
    const { container } = renderModule(20, { pcVideoUrl: "/v/pc.mp4" });
    expect(coverEl(container)).toBeNull();
    expect(videoEl(container)).toBeTruthy();
  });

  it("shows the cover as a sized image under the video, lazy below the fold and eager above it, never as a poster", () => {
    const below = renderModule(20, data, { device: "desktop" });
    expect(videoEl(below.container).hasAttribute("poster")).toBe(false);
    // renderModule puts the video first on the page, above the fold.
    expect(coverEl(below.container)?.getAttribute("loading")).toBe("eager");
    below.unmount();
    const { container } = renderLanding([
      ...[1, 2].map((n) => ({ sortId: n, packageType: 4, packageInfoMap: { pcImage: `/b${n}.jpg` } })),
      { sortId: 3, packageType: 20, packageInfoMap: data },
    ]);
    const cover = coverEl(container);
    expect(cover?.getAttribute("loading")).toBe("lazy");
    expect([cover?.getAttribute("width"), cover?.getAttribute("height")]).toEqual(["1920", "810"]);
    // The video comes after the cover, so its frames paint over it.
    expect(cover?.nextElementSibling?.tagName).toBe("VIDEO");
  });

  it.each(["desktop", "mobile"] as const)("starts muted and looping only once at least half of it is in view, and pauses when it leaves (%s)", (device) => {
    const { container } = renderModule(20, data, { device });
    const video = videoEl(container);
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(video.autoplay).toBe(false);
    expect(video.loop).toBe(true);
    expect(video.getAttribute("preload")).toBe("none");
    expect(play).not.toHaveBeenCalled();

    scrollTo(0.3);
    expect(play).not.toHaveBeenCalled();

    scrollTo(0.6);
    expect(play).toHaveBeenCalledTimes(1);
    expect(mutedAtPlay).toEqual([true]);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute("autoplay")).toBe(false);

    const pausesBefore = pause.mock.calls.length;
    scrollTo(0.4);
    expect(pause).toHaveBeenCalledTimes(pausesBefore + 1);
    scrollTo(1);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("observes the video element with a threshold at half", () => {
    const { container } = renderModule(20, data);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.targets).toEqual([videoEl(container)]);
    expect(observer?.options?.threshold).toContain(0.5);
  });

  it("toggles sound with a real button whose label says what it will do", () => {
    const { container } = renderModule(20, data);
    const video = videoEl(container);
    const unmute = screen.getByRole("button", { name: "Unmute" });
    expect(unmute.getAttribute("type")).toBe("button");
    fireEvent.click(unmute);
    expect(video.muted).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Mute" }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole("button", { name: "Unmute" })).toBeTruthy();
  });

  it("keeps the shopper's sound choice when it starts again after scrolling back", () => {
    const { container } = renderModule(20, data);
    fireEvent.click(screen.getByRole("button", { name: "Unmute" }));
    scrollTo(1);
    expect(mutedAtPlay).toEqual([false]);
    expect(videoEl(container).muted).toBe(false);
  });

  it("can be paused and played by the shopper; a paused video does not restart on scroll", () => {
    renderModule(20, data);
    expect(screen.getByRole("button", { name: "Play video" })).toBeTruthy();
    scrollTo(1);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(pause).toHaveBeenCalledTimes(1);
    scrollTo(0);
    scrollTo(1);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("shows 'Video_cant_be_played' over the compressed cover instead of a video that fails", () => {
    const { container } = renderModule(20, data);
    fireEvent.error(videoEl(container));
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("This video can't be played");
    expect(coverEl(container)?.getAttribute("src")).toBe("https://cdn.example.com/covers/showroom.jpg?w=1920&quality=50");
    expect((container.querySelector(".video__box") as HTMLElement).style.aspectRatio).toBe("1920 / 810");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the message in the store's language", () => {
    const { container } = renderModule(20, data, { language: "de" });
    fireEvent.error(videoEl(container));
    expect(screen.getByRole("status").textContent).not.toBe("Video_cant_be_played");
    expect(screen.getByRole("status").textContent).not.toBe("This video can't be played");
  });

  it("names its controls in the store's language, the pause button included", () => {
    renderModule(20, data, { language: "de" });
    expect(screen.getByRole("button", { name: "Video abspielen" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ton an" })).toBeTruthy();
    scrollTo(1);
    expect(screen.getByRole("button", { name: "Pausieren" })).toBeTruthy();
  });

  it("shows the message when the browser cannot play the source at all", async () => {
    play.mockImplementation(() => Promise.reject(new DOMException("no source", "NotSupportedError")));
    renderModule(20, data);
    scrollTo(1);
    expect(await screen.findByText("This video can't be played")).toBeTruthy();
  });

  it("keeps the video and its play button when the browser refuses autoplay", async () => {
    play.mockImplementation(() => Promise.reject(new DOMException("refused", "NotAllowedError")));
    const { container } = renderModule(20, data);
    scrollTo(1);
    await act(async () => {});
    expect(screen.queryByText("This video can't be played")).toBeNull();
    expect(videoEl(container)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play video" })).toBeTruthy();
  });

  it("plays at once where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    renderModule(20, data);
    expect(play).toHaveBeenCalledTimes(1);
    expect(mutedAtPlay).toEqual([true]);
  });

  it("does not autoplay for shoppers who prefer reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
    renderModule(20, data);
    scrollTo(1);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("renders the same markup on the server and hydrates without warnings", () => {
    const { element } = landingElement([{ sortId: 1, packageType: 20, packageInfoMap: data }]);
    const html = renderToString(element);
    expect(html).not.toMatch(/autoplay/i);
    expect(html).toContain("aspect-ratio:1920 / 810");
    expect(html).toContain("showroom.jpg?w=1920&amp;quality=50");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    act(() => {
      hydrateRoot(container, landingElement([{ sortId: 1, packageType: 20, packageInfoMap: data }]).element);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    scrollTo(1);
    expect(play).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("drops the module without a video, with the reason", () => {
    const { container, diagnostics } = renderModule(20, { pcCoverImage: "/c.jpg", pcVideoUrl: "", mobileVideoUrl: null });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics[0]?.reason).toBe("has no video (pcVideoUrl or mobileVideoUrl)");
  });

  it("refuses a javascript: video address (noted) and drops the module when none is left", () => {
    const { container, diagnostics } = renderModule(20, { pcVideoUrl: "javascript:alert(1)" });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(diagnostics.map((d) => d.reason)).toContainEqual(expect.stringContaining("has no video"));
  });

  it("notes a video site's page it cannot play (no https video address), and shows 'can't be played' for it without loading it", () => {
    const input = { pcVideoUrl: "http://www.youtube.com/watch?v=dQw4w9WgXcQ", mobileVideoUrl: "/v/m.mp4", pcCoverImage: "/c.jpg" };
    const desktop = renderModule(20, input, { device: "desktop" });
    expect(videoEl(desktop.container)).toBeNull();
    expect(desktop.container.innerHTML).not.toContain("youtube");
    expect(screen.getByRole("status").textContent).toBe("This video can't be played");
    expect(screen.queryByRole("button")).toBeNull();
    expect(coverEl(desktop.container)?.getAttribute("src")).toBe("/c.jpg");
    desktop.unmount();
    // The mobile address is a file: mobile plays it.
    const { container, diagnostics } = renderModule(20, input, { device: "mobile" });
    expect(videoEl(container).getAttribute("src")).toBe("/v/m.mp4");
    expect(diagnostics.map((d) => `${d.outcome}: ${d.reason}`)).toEqual([
      'altered: pcVideoUrl "http://www.youtube.com/watch?v=dQw4w9WgXcQ" is a video site\'s page but no https YouTube or Vimeo video address: shoppers will see "can\'t be played"',
    ]);
    expect(reactPlayer.imports).toBe(0);
  });
});

describe.each(["desktop", "mobile"] as const)("video (type 20) with a YouTube or Vimeo address on %s", (device) => {
  const size = { desktop: "1920 / 810", mobile: "375 / 301" }[device];
  const coverSrc = { desktop: "/c/pc.jpg", mobile: "/c/m.jpg" }[device];
  const external = {
    pcVideoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    mobileVideoUrl: "https://vimeo.com/76979871/8272103f6e",
    pcCoverImage: "/c/pc.jpg",
    mobileCoverImage: "/c/m.jpg",
    title: "Assembly in three minutes",
  };
  const embed = { desktop: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", mobile: "https://player.vimeo.com/video/76979871?h=8272103f6e" }[device];
  const playButton = () => screen.getByRole("button", { name: "Play video" });
  const box = (container: HTMLElement) => container.querySelector(".video__box") as HTMLElement;

  // As the server does before its first render: the wrapper's own code is here (the browser's
  // hydration without it is the e2e suite's, tests/e2e/external-video.e2e.ts).
  beforeAll(async () => {
    await loadExternalVideo();
  });

  beforeEach(() => {
    reactPlayer.imports = 0;
    reactPlayer.props = [];
    reactPlayer.throwOnRender = false;
  });

  afterEach(() => {
    vi.doMock("react-player", () => fakeReactPlayerModule());
  });

  it("renders the cover and a play button on the server, the same after hydration, with no player", () => {
    const entries = [{ sortId: 1, packageType: 20, packageInfoMap: external }];
    const html = renderToString(landingElement(entries, { device }).element);
    expect(html).toContain(`aspect-ratio:${size}`);
    expect(html).toContain(`src="${coverSrc}"`);
    expect(html).toContain('aria-label="Play video"');
    expect(html).not.toMatch(/<(video|iframe)\b/);
    // Nothing in the markup makes the browser contact the video site before play.
    expect(html).not.toMatch(/(src|href)="[^"]*(youtube|vimeo)/);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = html;
    const served = container.innerHTML;
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, landingElement(entries, { device }).element);
      });
      expect(errors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(served);
      expect(reactPlayer.imports).toBe(0);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it("does not start or load anything on its own, in view or not: the shopper starts it", async () => {
    const { container } = renderModule(20, external, { device });
    expect(FakeIntersectionObserver.instances).toEqual([]);
    // Time enough for an import started by an effect to arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector("video, iframe, [data-testid=react-player]")).toBeNull();
    expect(reactPlayer.imports).toBe(0);
  });

  it("loads react-player on play, busy meanwhile, and gives it the embed address, playing with controls", async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    vi.doMock("react-player", async () => {
      await loaded;
      return fakeReactPlayerModule();
    });
    const { container } = renderModule(20, external, { device });
    const button = playButton();
    button.focus();
    fireEvent.click(button);
    expect(container.querySelector(".external-video")?.getAttribute("aria-busy")).toBe("true");
    expect(playButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(playButton());
    expect(screen.queryByTestId("react-player")).toBeNull();

    release();
    const player = await screen.findByTestId("react-player");
    expect(player.dataset.src).toBe(embed);
    expect(reactPlayer.imports).toBe(1);
    expect(reactPlayer.props.at(-1)).toMatchObject({ src: embed, playing: true, controls: true });
    expect(screen.queryByRole("button", { name: "Play video" })).toBeNull();
    expect(container.querySelector(".external-video")?.hasAttribute("aria-busy")).toBe(false);
    // Same box and cover: starting moves nothing.
    expect(box(container).style.aspectRatio).toBe(size);
    expect(coverEl(container)?.getAttribute("src")).toBe(coverSrc);
    // Focus follows the press, to the player named by the title.
    expect(document.activeElement).toBe(screen.getByRole("group", { name: "Assembly in three minutes" }));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows 'Video_cant_be_played' over the cover when react-player does not load", async () => {
    vi.doMock("react-player", () => {
      throw new Error("offline");
    });
    const { container } = renderModule(20, external, { device });
    fireEvent.click(playButton());
    expect((await screen.findByRole("status")).textContent).toBe("This video can't be played");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByTestId("react-player")).toBeNull();
    expect(coverEl(container)?.getAttribute("src")).toBe(coverSrc);
    expect(box(container).style.aspectRatio).toBe(size);
  });

  it("shows 'Video_cant_be_played' when the player reports an error", async () => {
    renderModule(20, external, { device });
    fireEvent.click(playButton());
    await screen.findByTestId("react-player");
    act(() => {
      (reactPlayer.props.at(-1)!.onError as () => void)();
    });
    expect(screen.getByRole("status").textContent).toBe("This video can't be played");
    expect(screen.queryByTestId("react-player")).toBeNull();
  });

  it("shows 'Video_cant_be_played' when the player fails to render, and the page stays", async () => {
    reactPlayer.throwOnRender = true;
    // React reports the caught error on the console; the message on the page is what counts.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderModule(20, external, { device });
    fireEvent.click(playButton());
    expect((await screen.findByRole("status")).textContent).toBe("This video can't be played");
    expect(container.querySelector("section")).not.toBeNull();
    expect(coverEl(container)?.getAttribute("src")).toBe(coverSrc);
  });

  it("keeps the native <video> for a file on the other device", () => {
    const mixed = { ...external, [device === "desktop" ? "mobileVideoUrl" : "pcVideoUrl"]: "/v/file.mp4" };
    const other = device === "desktop" ? "mobile" : "desktop";
    const { container } = renderModule(20, mixed, { device: other });
    expect(videoEl(container).getAttribute("src")).toBe("/v/file.mp4");
    expect(container.querySelector(".external-video")).toBeNull();
  });
});
