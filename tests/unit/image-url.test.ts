import { describe, expect, it } from "vitest";
import { compressedImage, IMAGE_WIDTHS, imageSrcSet, resizedImage, WIDTH_PARAM } from "~schemas/rules/image-url";
import { PLACEHOLDER_IMAGE } from "~modules/kit/image";

describe("compressedImage", () => {
  it("adds ?quality=N to an absolute https image URL", () => {
    expect(compressedImage("https://cdn.example.com/covers/sofa.jpg", 50)).toBe("https://cdn.example.com/covers/sofa.jpg?quality=50");
  });

  it("works for http URLs too", () => {
    expect(compressedImage("http://cdn.example.com/a.png", 50)).toBe("http://cdn.example.com/a.png?quality=50");
  });

  it("merges with existing parameters and keeps the fragment", () => {
    expect(compressedImage("https://cdn.example.com/a.jpg?w=800&v=2#top", 50)).toBe("https://cdn.example.com/a.jpg?w=800&v=2&quality=50#top");
  });

  it("replaces a quality parameter that is already there, not duplicating it", () => {
    expect(compressedImage("https://cdn.example.com/a.jpg?quality=90&w=1", 50)).toBe("https://cdn.example.com/a.jpg?quality=50&w=1");
  });

  it("leaves relative and local URLs untouched", () => {
    expect(compressedImage("/fixture-images/cover.svg", 50)).toBe("/fixture-images/cover.svg");
    expect(compressedImage("images/cover.jpg?x=1", 50)).toBe("images/cover.jpg?x=1");
  });

  it("leaves non-http URLs and unparsable input untouched", () => {
    expect(compressedImage("data:image/png;base64,AAAA", 50)).toBe("data:image/png;base64,AAAA");
    expect(compressedImage("https://", 50)).toBe("https://");
  });

  it("clamps and rounds the quality to 1–100", () => {
    expect(compressedImage("https://cdn.example.com/a.jpg", 49.6)).toBe("https://cdn.example.com/a.jpg?quality=50");
    expect(compressedImage("https://cdn.example.com/a.jpg", 0)).toBe("https://cdn.example.com/a.jpg?quality=1");
    expect(compressedImage("https://cdn.example.com/a.jpg", 250)).toBe("https://cdn.example.com/a.jpg?quality=100");
  });
});

describe("resizedImage", () => {
  it("adds the CDN's width parameter to an absolute http(s) address", () => {
    expect(WIDTH_PARAM).toBe("width");
    expect(resizedImage("https://cdn.example.com/banners/autumn.jpg", 640)).toBe("https://cdn.example.com/banners/autumn.jpg?width=640");
    expect(resizedImage("http://cdn.example.com/a.png", 320)).toBe("http://cdn.example.com/a.png?width=320");
  });

  it("keeps every other parameter as it was, in order, and the fragment after the query", () => {
    expect(resizedImage("https://cdn.example.com/a.jpg?quality=50&v=2#top", 800)).toBe("https://cdn.example.com/a.jpg?quality=50&v=2&width=800#top");
    // A signed address keeps its exact bytes: nothing is decoded or re-encoded.
    expect(resizedImage("https://cdn.example.com/a.jpg?sig=a%2Bb+c&flag", 480)).toBe("https://cdn.example.com/a.jpg?sig=a%2Bb+c&flag&width=480");
    expect(resizedImage("https://cdn.example.com/a.jpg?#x", 480)).toBe("https://cdn.example.com/a.jpg?width=480#x");
  });

  it("replaces a width that is already there, however it is spelt", () => {
    expect(resizedImage("https://cdn.example.com/a.jpg?width=2000&v=1", 640)).toBe("https://cdn.example.com/a.jpg?v=1&width=640");
    expect(resizedImage("https://cdn.example.com/a.jpg?wid%74h=2000&width=10", 640)).toBe("https://cdn.example.com/a.jpg?width=640");
  });

  it("resizes a root-relative image the storefront serves", () => {
    expect(resizedImage("/fixture-images/photos/autumn.jpg", 320)).toBe("/fixture-images/photos/autumn.jpg?width=320");
  });

  it("refuses a width that is not a positive whole number", () => {
    expect(resizedImage("https://cdn.example.com/a.jpg", 0)).toBeUndefined();
    expect(resizedImage("https://cdn.example.com/a.jpg", 12.5)).toBeUndefined();
    expect(resizedImage("https://cdn.example.com/a.jpg", Number.NaN)).toBeUndefined();
  });
});

describe("imageSrcSet", () => {
  it("offers every width of the ladder, smallest first, each with its w descriptor", () => {
    const srcset = imageSrcSet("https://cdn.example.com/a.jpg?quality=50");
    expect(srcset?.split(", ")).toEqual(IMAGE_WIDTHS.map((width) => `https://cdn.example.com/a.jpg?quality=50&width=${width} ${width}w`));
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
  });

  it("takes another ladder, leaving out widths that are not positive whole numbers", () => {
    expect(imageSrcSet("/a.webp", [200, 0, 400.5, 600])).toBe("/a.webp?width=200 200w, /a.webp?width=600 600w");
    expect(imageSrcSet("/a.webp", [])).toBeUndefined();
  });

  it("gives no srcset for what the URL check refuses or what is not http(s)", () => {
    expect(imageSrcSet("javascript:alert(1)")).toBeUndefined();
    expect(imageSrcSet("data:image/png;base64,AAAA")).toBeUndefined();
    expect(imageSrcSet("blob:https://shop.example.com/1234")).toBeUndefined();
    expect(imageSrcSet("ftp://cdn.example.com/a.jpg")).toBeUndefined();
    expect(imageSrcSet("//evil.example/a.jpg")).toBeUndefined();
    expect(imageSrcSet("https://")).toBeUndefined();
    expect(imageSrcSet("")).toBeUndefined();
  });

  it("gives no srcset for vector or animated images, the placeholder among them", () => {
    expect(imageSrcSet("https://cdn.example.com/logo.svg")).toBeUndefined();
    expect(imageSrcSet("/fixture-images/banner.SVG?v=2")).toBeUndefined();
    expect(imageSrcSet("https://cdn.example.com/spin.gif#frame")).toBeUndefined();
    expect(imageSrcSet(PLACEHOLDER_IMAGE)).toBeUndefined();
  });

  it("gives no srcset for a path relative to the page, or one a srcset cannot hold", () => {
    expect(imageSrcSet("images/a.jpg")).toBeUndefined();
    expect(imageSrcSet("./a.jpg")).toBeUndefined();
    expect(imageSrcSet("https://cdn.example.com/my photo.jpg")).toBeUndefined();
    expect(imageSrcSet("https://cdn.example.com/a.jpg#x,")).toBeUndefined();
  });

  it("reads the address as the URL check does: surrounding spaces go", () => {
    expect(imageSrcSet("  https://cdn.example.com/a.jpg ", [320])).toBe("https://cdn.example.com/a.jpg?width=320 320w");
  });
});
