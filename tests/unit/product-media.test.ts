import { describe, expect, it } from "vitest";
import {
  activeCategory,
  assembleMedia,
  bulletWindow,
  categoryNavigation,
  COMMENTS_RECORD_ID,
  galleryLayout,
  isPlayableVideo,
  reviewSlideReviews,
  type SourceMedia,
} from "~schemas/rules/product/media";

const image = (n: number, extra: Partial<SourceMedia> = {}): SourceMedia => ({ kind: "image", imageUrl: `/i/${n}.svg`, recordId: String(n), ...extra });
const images = (count: number) => Array.from({ length: count }, (_, index) => image(index + 1));

describe("gallery media list (detail spec 2, 'Media gallery')", () => {
  it("spec 9 '3D model at index 9': inserts the 3D model at media index 9", () => {
    const list = assembleMedia({ media: images(12), threeDimensionalId: "3d-1", hasReviews: false });
    expect(list).toHaveLength(13);
    expect(list[9]).toEqual({ kind: "3d-model", recordId: "3d-1" });
    expect(list[8]?.recordId).toBe("9");
    expect(list[10]?.recordId).toBe("10");
  });

  it("spec 9 '3D model at index 9': a shorter list gets it at its end", () => {
    const list = assembleMedia({ media: images(3), threeDimensionalId: "3d-1", hasReviews: false });
    expect(list.map((item) => item.kind)).toEqual(["image", "image", "image", "3d-model"]);
  });

  it("spec 2 'position 7 is the seat-rating image': the item whose position is 7", () => {
    const media = images(8).map((item, index) => ({ ...item, position: index + 1 }));
    const list = assembleMedia({ media, hasReviews: false });
    expect(list.map((item) => item.kind)).toEqual(["image", "image", "image", "image", "image", "image", "seat-rating", "image"]);
    expect(list[6]).not.toHaveProperty("position");
  });

  it("spec 2 'size-chart slide' and 'reviews slide': the size chart after the media, the reviews slide last", () => {
    const list = assembleMedia({ media: images(2), sizeImage: "/size.svg", hasReviews: true });
    expect(list.map((item) => item.kind)).toEqual(["image", "image", "size-chart", "comment"]);
    expect(list[2]).toEqual({ kind: "size-chart", imageUrl: "/size.svg", thumbnailUrl: "/size.svg" });
    expect(list[3]).toEqual({ kind: "comment", recordId: COMMENTS_RECORD_ID });
  });

  it("spec 2 'reviews slide': goes where the back office put a comment item, and only with reviews", () => {
    const media: SourceMedia[] = [image(1), { kind: "comment" }, image(2), { kind: "comment" }];
    expect(assembleMedia({ media, hasReviews: true }).map((item) => item.kind)).toEqual(["image", "comment", "image"]);
    expect(assembleMedia({ media, hasReviews: false }).map((item) => item.kind)).toEqual(["image", "image"]);
  });

  it("spec 2 'external videos, GIFs': keeps videos with an address (marking what our player cannot play) and GIFs", () => {
    const media: SourceMedia[] = [
      { kind: "external-video", videoUrl: "/v/a.mp4", coverUrl: "/c.svg", recordId: "v1" },
      { kind: "external-video", videoUrl: "https://www.youtube.com/watch?v=x", coverUrl: "/c.svg" },
      { kind: "external-video" },
      { kind: "gif", imageUrl: "/g.gif" },
      { kind: "image" },
    ];
    const list = assembleMedia({ media, hasReviews: false });
    expect(list.map((item) => [item.kind, item.playable])).toEqual([
      ["external-video", true],
      ["external-video", false],
      ["gif", undefined],
    ]);
    expect(isPlayableVideo("/v/a.webm?x=1")).toBe(true);
    expect(isPlayableVideo("https://vimeo.com/1")).toBe(false);
  });
});

describe("reviews slide reviews (detail spec 9, 'Gallery review slide')", () => {
  const review = (id: string, rating: number, images = 0) => ({ reviewId: id, reviewRating: rating, images: Array.from({ length: images }, () => ({})) });

  it("uses only reviews rated 100, at most 2, preferring ones with images", () => {
    const picked = reviewSlideReviews([review("a", 100), review("b", 80, 2), review("c", 100, 1), review("d", 100), review("c", 100, 1)]);
    expect(picked.map((entry) => entry.reviewId)).toEqual(["c", "a"]);
  });

  it("shows none when no review is rated 100", () => {
    expect(reviewSlideReviews([review("a", 99, 3)])).toEqual([]);
  });
});

describe("gallery layout (detail spec 9, 'Layout')", () => {
  it("thumbnail arrows and the left layout only above 8 media items", () => {
    expect(galleryLayout(8)).toEqual({ thumbnails: "bottom", arrows: false });
    expect(galleryLayout(9)).toEqual({ thumbnails: "left", arrows: true });
  });

  it("pagination shows at most 6 bullets, keeping the active one in the window", () => {
    expect(bulletWindow(4, 2)).toEqual({ start: 0, end: 4 });
    expect(bulletWindow(6, 5)).toEqual({ start: 0, end: 6 });
    expect(bulletWindow(12, 0)).toEqual({ start: 0, end: 6 });
    expect(bulletWindow(12, 7)).toEqual({ start: 4, end: 10 });
    expect(bulletWindow(12, 11)).toEqual({ start: 6, end: 12 });
    for (let active = 0; active < 12; active += 1) {
      const { start, end } = bulletWindow(12, active);
      expect(end - start).toBe(6);
      expect(active >= start && active < end).toBe(true);
    }
  });
});

describe("image-category navigation (detail spec 2)", () => {
  const media = assembleMedia({
    media: [
      { kind: "external-video", videoUrl: "/v.mp4", recordId: "v1" },
      image(1),
      image(2),
      image(3),
    ],
    hasReviews: true,
  });
  const categories = [
    { imageCategory: "video", imageCategoryName: "Video", imageCount: 1, imageRecordIdList: ["v1"] },
    { imageCategory: "scene", imageCategoryName: "Scene", imageCount: 2, imageRecordIdList: ["2", "3"] },
    { imageCategory: "empty", imageCategoryName: "Empty", imageCount: 1, imageRecordIdList: ["nope"] },
  ];

  it("lists the categories with media here, then the added Comments entry (record id 88888888)", () => {
    const entries = categoryNavigation(categories, media, { comments: true });
    expect(entries).toEqual([
      { key: "video", name: "Video", indexes: [0] },
      { key: "scene", name: "Scene", indexes: [2, 3] },
      { key: "comments", name: null, indexes: [4] },
    ]);
  });

  it("has no Comments entry on min-detail, nor without a reviews slide", () => {
    expect(categoryNavigation(categories, media, { comments: false }).map((entry) => entry.key)).toEqual(["video", "scene"]);
    const noReviews = assembleMedia({ media: [image(2)], hasReviews: false });
    expect(categoryNavigation(categories, noReviews, { comments: true }).map((entry) => entry.key)).toEqual(["scene"]);
  });

  it("the active entry shows (index/count) of the slide in view", () => {
    const entries = categoryNavigation(categories, media, { comments: true });
    expect(activeCategory(entries, 3)).toEqual({ entry: 1, index: 2, count: 2 });
    expect(activeCategory(entries, 4)).toEqual({ entry: 2, index: 1, count: 1 });
    expect(activeCategory(entries, 1)).toBeNull();
  });
});
