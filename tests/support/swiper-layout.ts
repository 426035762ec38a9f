import { afterAll, beforeAll } from "vitest";

/**
 * jsdom has no layout: Swiper's container gets a width (1000 px, everything else 0) for the
 * file's tests, so it computes slide sizes, positions and edges as in a browser. Removing the
 * override afterwards restores the real getter, which lives on Element.prototype.
 */
export function layOutSwiper(): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, "clientWidth", {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains("swiper") ? 1000 : 0;
      },
    });
  });
  afterAll(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
}
