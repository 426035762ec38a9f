import { PLACEHOLDER_IMAGE } from "~schemas/rules/image-url";

/** Sections the browser does not hydrate (`data-static`): their images have no React handler. */
const STATIC_IMAGES = "[data-static] img";

function showPlaceholder(img: HTMLImageElement) {
  if (img.getAttribute("src") === PLACEHOLDER_IMAGE) return;
  // Without its srcset: the browser would keep picking from the failed widths.
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  img.src = PLACEHOLDER_IMAGE;
}

/**
 * What `Img` does for a failed image, for the images of modules kept as server HTML: the
 * placeholder takes its place. Catches the failures that happen from now on (image errors do
 * not bubble: a capturing listener sees them) and those that happened before the script ran.
 */
export function placeholdersForBrokenImages(root: Document) {
  root.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.matches(STATIC_IMAGES)) showPlaceholder(target);
    },
    true,
  );
  for (const img of root.querySelectorAll<HTMLImageElement>(STATIC_IMAGES)) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) showPlaceholder(img);
  }
}
