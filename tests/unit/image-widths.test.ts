import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { imageWidths } from "../../server/image-widths.js";
import { IMAGE_WIDTHS } from "~schemas/rules/image-url";

const FIXTURE_IMAGES = path.resolve(__dirname, "../../public/fixture-images");
const PHOTOS = path.join(FIXTURE_IMAGES, "photos");

/** A JPEG's pixel width, from its start-of-frame segment. */
function jpegWidth(file: string): number {
  const bytes = readFileSync(file);
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return bytes.readUInt16BE(at + 7);
    at += 2 + length;
  }
  throw new Error(`${file}: no frame`);
}

type FakeRequest = { method: string; path: string; url: string; query: Record<string, unknown> };

function served(url: string, method = "GET"): string {
  const [pathname, search = ""] = url.split("?");
  const request: FakeRequest = { method, path: pathname!, url, query: Object.fromEntries(new URLSearchParams(search)) };
  let called = false;
  imageWidths(FIXTURE_IMAGES)(request as never, {} as never, () => {
    called = true;
  });
  expect(called).toBe(true);
  return request.url;
}

describe("the fixture photos (scripts/fixture-photos.js)", () => {
  const files = readdirSync(PHOTOS);
  const originals = files.filter((file) => !/\.w\d+\.jpg$/.test(file));

  it("have a copy at every width of the ladder below their own, each that wide", () => {
    expect(originals.length).toBeGreaterThan(0);
    for (const original of originals) {
      const own = jpegWidth(path.join(PHOTOS, original));
      const name = original.replace(/\.jpg$/, "");
      const copies = files.filter((file) => file.startsWith(`${name}.w`)).map((file) => Number(/\.w(\d+)\.jpg$/.exec(file)![1]));
      expect(copies.sort((a, b) => a - b)).toEqual(IMAGE_WIDTHS.filter((width) => width < own));
      for (const width of copies) expect(jpegWidth(path.join(PHOTOS, `${name}.w${width}.jpg`))).toBe(width);
    }
  });
});

describe("imageWidths (the width parameter for the storefront's own images)", () => {
  it("answers a photo asked at a width with its copy at that width", () => {
    expect(served("/fixture-images/photos/harlow-sofa.jpg?width=640")).toBe("/fixture-images/photos/harlow-sofa.w640.jpg");
    expect(served("/fixture-images/photos/harlow-sofa.jpg?quality=50&width=320", "HEAD")).toBe("/fixture-images/photos/harlow-sofa.w320.jpg");
  });

  it("leaves the request as it is (the file itself) when there is no such copy or no usable width", () => {
    // Wider than the photo: the original, as the CDN never scales up.
    expect(served("/fixture-images/photos/harlow-sofa.jpg?width=1920")).toBe("/fixture-images/photos/harlow-sofa.jpg?width=1920");
    expect(served("/fixture-images/photos/harlow-sofa.jpg?width=700")).toBe("/fixture-images/photos/harlow-sofa.jpg?width=700");
    expect(served("/fixture-images/photos/harlow-sofa.jpg?width=-1")).toBe("/fixture-images/photos/harlow-sofa.jpg?width=-1");
    expect(served("/fixture-images/photos/harlow-sofa.jpg")).toBe("/fixture-images/photos/harlow-sofa.jpg");
    expect(served("/fixture-images/banner-autumn-desktop.svg?width=640")).toBe("/fixture-images/banner-autumn-desktop.svg?width=640");
    expect(served("/images/placeholder.svg?width=640")).toBe("/images/placeholder.svg?width=640");
    expect(served("/fixture-images/photos/harlow-sofa.jpg?width=640", "POST")).toBe("/fixture-images/photos/harlow-sofa.jpg?width=640");
  });
});
