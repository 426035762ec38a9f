import { describe, expect, it } from "vitest";
import { MAX_SOCIAL_POSTS, socialPosts, type SocialPostInput } from "~schemas/rules/product/social-media";

const post = (extra: Partial<SocialPostInput> = {}): SocialPostInput => ({
  spu: "LW1001",
  redskinsName: "Maya",
  publishDate: "2026-10-12 09:30:00",
  keyword: "cosy",
  mediaList: [{ mediaType: 1, imageUrl: "/a.jpg" }],
  ...extra,
});

describe("socialPosts (the detail page's social media carousel)", () => {
  it("keeps every usable media item in order: pictures, file videos with their cover, video-site videos for their player", () => {
    const [shown] = socialPosts([
      post({
        mediaList: [
          { mediaType: 2, videoUrl: "/clip.webm", videoCoverImage: "/cover.jpg" },
          { mediaType: 1, imageUrl: "/b.jpg" },
          { mediaType: 2, videoUrl: "https://youtu.be/dQw4w9WgXcQ" },
          { mediaType: 1 },
        ],
      }),
    ]);
    expect(shown!.media).toEqual([
      { kind: "video", videoUrl: "/clip.webm", coverUrl: "/cover.jpg", external: null },
      { kind: "image", imageUrl: "/b.jpg" },
      { kind: "video", videoUrl: "https://youtu.be/dQw4w9WgXcQ", coverUrl: null, external: { provider: "youtube", src: expect.stringContaining("youtube-nocookie.com") } },
    ]);
    expect([shown!.name, shown!.publishDate, shown!.keyword]).toEqual(["Maya", "2026-10-12 09:30:00", "cosy"]);
  });

  it("reads a video without its address as its cover picture, and drops a post with nothing to show", () => {
    const shown = socialPosts([post({ mediaList: [{ mediaType: 2, videoCoverImage: "/cover.jpg" }] }), post({ mediaList: [] }), post({ mediaList: [{ mediaType: 1 }] })]);
    expect(shown.map((entry) => entry.media)).toEqual([[{ kind: "image", imageUrl: "/cover.jpg" }]]);
  });

  it(`shows at most ${MAX_SOCIAL_POSTS} posts, counted after the empty ones are dropped, each with its own key`, () => {
    const many = [post({ mediaList: [] }), ...Array.from({ length: 20 }, (_, index) => post({ keyword: `k${index}` }))];
    const shown = socialPosts(many);
    expect(shown).toHaveLength(MAX_SOCIAL_POSTS);
    expect(shown[0]!.keyword).toBe("k0");
    expect(new Set(shown.map((entry) => entry.key)).size).toBe(MAX_SOCIAL_POSTS);
  });
});
