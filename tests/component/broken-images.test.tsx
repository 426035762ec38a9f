// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { placeholdersForBrokenImages } from "~modules/kit/broken-images";
import { PLACEHOLDER_IMAGE } from "~schemas/rules/image-url";

function page(html: string) {
  document.body.innerHTML = html;
  return (id: string) => document.getElementById(id) as HTMLImageElement;
}

describe("placeholdersForBrokenImages", () => {
  it("gives a failed image of a server-HTML module the placeholder, without its srcset", () => {
    const img = page(`
      <section data-static><img id="kept" src="/a.jpg" srcset="/a.jpg?w=320 320w" sizes="100vw"></section>
      <section><img id="react" src="/b.jpg"></section>`);
    placeholdersForBrokenImages(document);
    img("kept").dispatchEvent(new Event("error"));
    img("react").dispatchEvent(new Event("error"));
    expect(img("kept").getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(img("kept").hasAttribute("srcset")).toBe(false);
    expect(img("kept").hasAttribute("sizes")).toBe(false);
    // Images React renders handle their own failure (Img).
    expect(img("react").getAttribute("src")).toBe("/b.jpg");
  });

  it("also replaces an image that failed before the script ran", () => {
    const img = page(`<section data-static><img id="early" src="/gone.jpg"></section><section data-static><img id="fine" src="/ok.jpg"></section>`);
    Object.defineProperty(img("early"), "complete", { value: true });
    Object.defineProperty(img("early"), "naturalWidth", { value: 0 });
    Object.defineProperty(img("fine"), "complete", { value: true });
    Object.defineProperty(img("fine"), "naturalWidth", { value: 640 });
    placeholdersForBrokenImages(document);
    expect(img("early").getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(img("fine").getAttribute("src")).toBe("/ok.jpg");
  });
});
