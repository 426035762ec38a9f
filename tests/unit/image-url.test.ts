import { describe, expect, it } from "vitest";
import { compressedImage } from "~schemas/rules/image-url";

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
