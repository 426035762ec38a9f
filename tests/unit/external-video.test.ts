import { canPlay } from "react-player/patterns";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/csp.js";
import { videoSchema } from "~schemas/modules/video";
import { EMBED_ORIGINS, externalVideo, isVideoSitePage } from "~schemas/rules/external-video";
import { assembleMedia } from "~schemas/rules/product/media";

describe("external video addresses (schemas/rules/external-video.ts)", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/a_b-c_d-e_f", "https://www.youtube-nocookie.com/embed/a_b-c_d-e_f"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["  https://WWW.YouTube.com/live/dQw4w9WgXcQ  ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=90", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?t=90"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?t=90"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
  ])("plays the YouTube address %s from the cookie-free embed %s", (address, src) => {
    expect(externalVideo(address)).toEqual({ provider: "youtube", src });
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://www.vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/8272103f6e", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1", "https://player.vimeo.com/video/76979871?h=8272103f6e"],
  ])("plays the Vimeo address %s from the player host %s", (address, src) => {
    expect(externalVideo(address)).toEqual({ provider: "vimeo", src });
  });

  it.each([
    ["a javascript: address", "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a data: address", "data:text/html,https://youtu.be/dQw4w9WgXcQ"],
    ["plain http", "http://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["plain http on Vimeo", "http://vimeo.com/76979871"],
    ["a protocol-relative address", "//www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a relative address", "/watch?v=dQw4w9WgXcQ"],
    ["control characters", "https://www.you\ttube.com/watch?v=dQw4w9WgXcQ"],
    ["another video site", "https://www.dailymotion.com/video/x7tgad0"],
    ["a look-alike host", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["a look-alike suffix", "https://evil-youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a subdomain outside the list", "https://music.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["credentials before the host", "https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ"],
    ["credentials on the host", "https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a port", "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs"],
    ["a channel", "https://www.youtube.com/@SomeChannel"],
    ["a short id", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["a long id", "https://www.youtube.com/watch?v=willow-assembly"],
    ["an id with other characters", "https://youtu.be/dQw4w9WgX.C"],
    ["a Vimeo event", "https://vimeo.com/event/12345"],
    ["a Vimeo channel", "https://vimeo.com/channels/staffpicks/76979871"],
    ["a Vimeo id that is no number", "https://vimeo.com/about"],
    ["a Vimeo hash with other characters", "https://player.vimeo.com/video/76979871?h=8272%22onload"],
    ["nothing", ""],
  ])("refuses %s", (_what, address) => {
    expect(externalVideo(address)).toBeUndefined();
  });

  it("refuses what is no text", () => {
    expect(externalVideo(undefined)).toBeUndefined();
    expect(externalVideo(42)).toBeUndefined();
  });

  it("rewrites only to the embed origins, each of which react-player hands to its own site's player", () => {
    const accepted = ["https://youtu.be/dQw4w9WgXcQ?t=5", "https://vimeo.com/76979871/8272103f6e"].map((address) => externalVideo(address)!);
    for (const { provider, src } of accepted) {
      expect(new URL(src).origin).toBe(EMBED_ORIGINS[provider]);
      expect(canPlay[provider](src)).toBe(true);
      const other = provider === "youtube" ? "vimeo" : "youtube";
      expect(canPlay[other](src)).toBe(false);
    }
  });

  it("tells a video site's page from other addresses, playable or not", () => {
    expect(isVideoSitePage("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(true);
    expect(isVideoSitePage("https://www.youtube.com/playlist?list=x")).toBe(true);
    expect(isVideoSitePage("https://vimeo.com")).toBe(true);
    expect(isVideoSitePage("https://cdn.example.com/youtube.com/a.mp4")).toBe(false);
    expect(isVideoSitePage("https://youtube.com.evil.example/a.mp4")).toBe(false);
    expect(isVideoSitePage("/v/a.mp4")).toBe(false);
  });
});

describe("the video module's sources (type 20)", () => {
  it("keeps a file for the page's <video>, plays a YouTube or Vimeo address externally and marks other video-site pages unplayable", () => {
    const data = videoSchema.parse({
      pcVideoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      mobileVideoUrl: "https://cdn.example.com/v/m.mp4",
      pcCoverImage: "/c.jpg",
    });
    expect(data.desktop).toEqual({ kind: "external", provider: "youtube", src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", cover: "/c.jpg" });
    expect(data.mobile).toEqual({ kind: "file", src: "https://cdn.example.com/v/m.mp4", cover: "/c.jpg" });
    expect(videoSchema.parse({ pcVideoUrl: "http://vimeo.com/76979871" }).desktop).toEqual({ kind: "unplayable", cover: undefined });
    expect(videoSchema.parse({ mobileVideoUrl: "https://vimeo.com/76979871" }).desktop).toMatchObject({ kind: "external", provider: "vimeo" });
  });
});

describe("the gallery's videos (detail spec 2)", () => {
  it("plays a YouTube or Vimeo video through its embed address, keeps files as they are and marks what neither plays", () => {
    const list = assembleMedia({
      media: [
        { kind: "external-video", videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", coverUrl: "/c.svg" },
        { kind: "external-video", videoUrl: "https://vimeo.com/76979871" },
        // A file on a video site's host is still a file.
        { kind: "external-video", videoUrl: "https://player.vimeo.com/external/76979871.hd.mp4" },
        { kind: "external-video", videoUrl: "http://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      ],
      hasReviews: false,
    });
    expect(list.map(({ videoUrl, provider, playable }) => ({ videoUrl, provider, playable }))).toEqual([
      { videoUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", provider: "youtube", playable: true },
      { videoUrl: "https://player.vimeo.com/video/76979871", provider: "vimeo", playable: true },
      { videoUrl: "https://player.vimeo.com/external/76979871.hd.mp4", provider: undefined, playable: true },
      { videoUrl: "http://www.youtube.com/watch?v=dQw4w9WgXcQ", provider: undefined, playable: false },
    ]);
  });
});

describe("the CSP for the external players (server/csp.js)", () => {
  const directives = (policy: string) => new Map(policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));

  it.each([true, false])("frames the app itself and exactly the embed origins the rule rewrites to (framable page: %s)", (framable) => {
    const csp = directives(contentSecurityPolicy(["'nonce-abc'"], { development: false, framable }));
    expect(csp.get("frame-src")).toEqual(["'self'", ...Object.values(EMBED_ORIGINS)]);
    expect(csp.get("script-src")).toEqual(["'self'", "https://www.youtube.com/iframe_api", "https://www.youtube.com/s/player/", "'wasm-unsafe-eval'", "'nonce-abc'"]);
    expect([...csp.values()].flat().filter((source) => source.includes("*"))).toEqual([]);
  });
});
