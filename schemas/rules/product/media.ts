/**
 * The media gallery's list and layout rules (detail spec 2 "Media gallery", 9 "Layout") as
 * pure functions: the server assembles each SKU's list with them and the browser computes
 * thumbnails, bullets and the category navigation from the same list, so both agree.
 */
import { externalVideo, type VideoProvider } from "../external-video";

/** Record id of the added Comments entry of the image-category navigation, and of the reviews slide it leads to. */
export const COMMENTS_RECORD_ID = "88888888";
/** The 3D model is inserted at this media index (0-based). */
export const THREE_D_INDEX = 9;
/** The media item whose `position` is 7 is the seat-rating image. */
export const SEAT_RATING_POSITION = 7;
/** Above this many media items the thumbnails get arrows and move to the left of the banner. */
export const THUMBNAIL_LIMIT = 8;
/** Pagination shows at most this many bullets. */
export const MAX_BULLETS = 6;
/** The reviews slide shows at most this many reviews, each rated this (0–100). */
export const REVIEW_SLIDE_LIMIT = 2;
export const REVIEW_SLIDE_RATING = 100;

export type GalleryKind = "image" | "gif" | "external-video" | "seat-rating" | "size-chart" | "comment" | "3d-model";

export type GalleryMedia = {
  kind: GalleryKind;
  imageUrl?: string;
  thumbnailUrl?: string;
  videoUrl?: string;
  coverUrl?: string;
  /** What the image-category navigation refers to. */
  recordId?: string;
  label?: string;
  /** Videos only: false when the address is neither a video file nor a video site's video we play. */
  playable?: boolean;
  /** Videos only: the video site whose player plays `videoUrl` (then its embed address); absent for a file. */
  provider?: VideoProvider;
  /** The 3D model only: the model file the viewer shows (`modelFileUrl`); absent, the slide shows its poster. */
  modelUrl?: string;
};

/** A back-office media item as the product schema normalises it. */
export type SourceMedia = {
  kind: "image" | "external-video" | "comment" | "gif" | "size-chart" | "3d-model";
  imageUrl?: string;
  thumbnailUrl?: string;
  videoUrl?: string;
  coverUrl?: string;
  recordId?: string;
  label?: string;
  position?: number;
};

/**
 * A 3D model file the gallery's viewer may load: a glTF file (`.gltf`, or binary `.glb`) on
 * the storefront's own origin, as a root-relative path. The page's CSP lets the viewer fetch
 * from 'self' only (server/csp.js), so an address elsewhere would be refused in the browser:
 * it is left out here and the slide keeps its poster (docs/decisions/model-viewer.md).
 */
const MODEL_FILE = /^\/(?![/\\])[^\s?#\\]*\.(gltf|glb)([?#][^\s]*)?$/i;

export function modelFileUrl(url: string | undefined): string | undefined {
  return url && MODEL_FILE.test(url) ? url : undefined;
}

/** Addresses our plain <video> can play: a video file. A video site's page needs that site's player (`externalVideo`). */
const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(\?|#|$)/i;

export function isPlayableVideo(url: string | undefined): boolean {
  return Boolean(url && VIDEO_FILE.test(url));
}

export type AssembleInput = {
  media: SourceMedia[];
  /** The SKU's productImage.sizeImage: a size-chart slide after the media. */
  sizeImage?: string;
  /** spuInfo.threeDimensionalId: the 3D model slide at index 9. */
  threeDimensionalId?: string;
  /** spuInfo.threeDimensionalUrl: the slide's model file, for its viewer. */
  threeDimensionalUrl?: string;
  /** Whether a reviews slide has reviews to show. */
  hasReviews: boolean;
};

/**
 * A SKU's gallery, in order:
 * 1. its media, the item at position 7 being the seat-rating image; a 'comment' item marks
 *    where the reviews slide goes (the first one; more are dropped);
 * 2. the size-chart slide;
 * 3. the reviews slide (where the back office placed it, else last), only with reviews;
 * 4. the 3D model inserted at index 9 (at the end of a shorter list), with its model file when usable.
 */
export function assembleMedia({ media, sizeImage, threeDimensionalId, threeDimensionalUrl, hasReviews }: AssembleInput): GalleryMedia[] {
  const list: GalleryMedia[] = [];
  let commentAt = -1;
  for (const item of media) {
    if (item.kind === "comment") {
      if (commentAt < 0) commentAt = list.length;
      continue;
    }
    // The assembled kinds come from their own fields, never from the media list.
    if (item.kind === "size-chart" || item.kind === "3d-model") continue;
    if (item.kind === "external-video") {
      if (!item.videoUrl) continue;
      const external = isPlayableVideo(item.videoUrl) ? undefined : externalVideo(item.videoUrl);
      if (external) list.push({ ...strip(item), kind: "external-video", videoUrl: external.src, provider: external.provider, playable: true });
      else list.push({ ...strip(item), kind: "external-video", playable: isPlayableVideo(item.videoUrl) });
      continue;
    }
    if (!item.imageUrl) continue;
    const kind: GalleryKind = item.position === SEAT_RATING_POSITION ? "seat-rating" : item.kind;
    list.push({ ...strip(item), kind });
  }
  if (sizeImage) list.push({ kind: "size-chart", imageUrl: sizeImage, thumbnailUrl: sizeImage });
  if (hasReviews) {
    const slide: GalleryMedia = { kind: "comment", recordId: COMMENTS_RECORD_ID };
    if (commentAt >= 0) list.splice(commentAt, 0, slide);
    else list.push(slide);
  }
  if (threeDimensionalId) {
    const modelUrl = modelFileUrl(threeDimensionalUrl);
    list.splice(Math.min(THREE_D_INDEX, list.length), 0, { kind: "3d-model", recordId: threeDimensionalId, ...(modelUrl ? { modelUrl } : {}) });
  }
  return list;
}

/** The item without its position and without absent fields (the list travels to the browser as JSON). */
function strip(item: SourceMedia): GalleryMedia {
  const out: GalleryMedia = { kind: "image" };
  for (const key of ["imageUrl", "thumbnailUrl", "videoUrl", "coverUrl", "recordId", "label"] as const) {
    if (item[key] !== undefined) out[key] = item[key];
  }
  return out;
}

/** Picks the reviews slide's reviews: rated 100 only, those with images first, at most 2, in the given order otherwise. */
export function reviewSlideReviews<R extends { reviewId: string; reviewRating: number; images: unknown[] }>(reviews: R[]): R[] {
  const seen = new Set<string>();
  const top = reviews.filter((review) => {
    if (review.reviewRating !== REVIEW_SLIDE_RATING || seen.has(review.reviewId)) return false;
    seen.add(review.reviewId);
    return true;
  });
  const withImages = top.filter((review) => review.images.length > 0);
  const without = top.filter((review) => review.images.length === 0);
  return [...withImages, ...without].slice(0, REVIEW_SLIDE_LIMIT);
}

export type GalleryLayout = { thumbnails: "bottom" | "left"; arrows: boolean };

/** Thumbnail arrows and the left layout above 8 media items. */
export function galleryLayout(count: number): GalleryLayout {
  const many = count > THUMBNAIL_LIMIT;
  return { thumbnails: many ? "left" : "bottom", arrows: many };
}

/**
 * Which bullets show, at most 6: a window of consecutive slides that keeps the active one
 * inside, centred where it can be. `end` is exclusive.
 */
export function bulletWindow(count: number, active: number, max: number = MAX_BULLETS): { start: number; end: number } {
  if (count <= max) return { start: 0, end: Math.max(0, count) };
  const current = Math.min(Math.max(active, 0), count - 1);
  const start = Math.min(Math.max(current - Math.floor(max / 2), 0), count - max);
  return { start, end: start + max };
}

export type SourceCategory = { imageCategory?: string; imageCategoryName?: string; imageCount?: number; imageRecordIdList: string[] };

export type CategoryEntry = {
  key: string;
  /** The back office's name; null for the added Comments entry (the page translates it). */
  name: string | null;
  /** Indexes in the gallery of this category's media, in gallery order. */
  indexes: number[];
};

/**
 * The image-category navigation: each category with media in this gallery (matched by
 * record id), then the added Comments entry (record id 88888888) when the reviews slide
 * exists and the page is not min-detail.
 */
export function categoryNavigation(categories: SourceCategory[], media: GalleryMedia[], { comments }: { comments: boolean }): CategoryEntry[] {
  const entries: CategoryEntry[] = [];
  categories.forEach((category, position) => {
    const ids = new Set(category.imageRecordIdList.map(String));
    const indexes = media.flatMap((item, index) => (item.recordId !== undefined && item.kind !== "comment" && ids.has(item.recordId) ? [index] : []));
    if (indexes.length === 0) return;
    entries.push({ key: category.imageCategory ?? `category-${position}`, name: category.imageCategoryName ?? category.imageCategory ?? null, indexes });
  });
  if (comments) {
    const index = media.findIndex((item) => item.kind === "comment" && item.recordId === COMMENTS_RECORD_ID);
    if (index >= 0) entries.push({ key: "comments", name: null, indexes: [index] });
  }
  return entries;
}

/** The entry holding the slide in view, with the slide's place in it: '(index/count)'. Null when no entry holds it. */
export function activeCategory(entries: CategoryEntry[], active: number): { entry: number; index: number; count: number } | null {
  for (let entry = 0; entry < entries.length; entry += 1) {
    const place = entries[entry]!.indexes.indexOf(active);
    if (place >= 0) return { entry, index: place + 1, count: entries[entry]!.indexes.length };
  }
  return null;
}
