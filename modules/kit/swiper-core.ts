// Swiper's code, loaded by a carousel on its first need (modules/kit/carousel.tsx): a chunk of
// its own, with what starting Swiper over a carousel's plain track takes.
import { Swiper } from "swiper";
import { Autoplay } from "swiper/modules";

export { Swiper } from "swiper";
export { Autoplay } from "swiper/modules";

/** A carousel's settings, as Swiper starts with them. */
export type SwiperStart = {
  slidesPerView: number;
  /** Percent of the track's width. */
  spaceBetween: number;
  speed: number;
  loop: boolean;
  /** Set for a carousel that autoplays. */
  autoplayDelay: number | undefined;
  /** Whether autoplay may run now (not paused, hovered or focused). */
  running: boolean;
};

/** The slide whose left edge is nearest the track's scroll position (a native swipe's result). */
function slideAtScroll(track: HTMLElement): number {
  const slides = [...track.querySelectorAll<HTMLElement>(":scope > .swiper-wrapper > .swiper-slide")];
  const origin = slides[0]?.offsetLeft ?? 0;
  let nearest = 0;
  slides.forEach((slide, index) => {
    if (Math.abs(slide.offsetLeft - origin - track.scrollLeft) < Math.abs((slides[nearest]?.offsetLeft ?? 0) - origin - track.scrollLeft)) nearest = index;
  });
  return nearest;
}

/**
 * Starts Swiper over the plain track, at the slide a native swipe left it on (the track is
 * scrolled back, Swiper moves instead); `sync` hears every move and is called once at start.
 */
export function startSwiper(el: HTMLElement, settings: SwiperStart, sync: (swiper: Swiper) => void): Swiper {
  const { slidesPerView, spaceBetween, speed, loop, autoplayDelay, running } = settings;
  const autoplay = autoplayDelay !== undefined;
  const swiped = slideAtScroll(el);
  el.scrollLeft = 0;
  const swiper = new Swiper(el, {
    modules: autoplay ? [Autoplay] : [],
    slidesPerView,
    spaceBetween: `${spaceBetween}%`,
    speed,
    loop,
    autoplay: autoplay ? { delay: autoplayDelay, disableOnInteraction: false } : false,
    watchOverflow: true,
    on: { slideChange: sync, reachBeginning: sync, reachEnd: sync, fromEdge: sync, resize: sync },
  });
  if (swiped > 0) {
    if (loop) swiper.slideToLoop(swiped, 0);
    else swiper.slideTo(swiped, 0);
  }
  if (autoplay && !running) swiper.autoplay.stop();
  sync(swiper);
  return swiper;
}

/** Slides a slide that took focus into view, unless it is in view already. */
export function slideIntoView(swiper: Swiper, index: number, { loop, slidesPerView, count }: { loop: boolean; slidesPerView: number; count: number }): void {
  swiper.el.scrollLeft = 0;
  const first = loop ? swiper.realIndex : swiper.activeIndex;
  const inView = Math.max(1, Math.floor(slidesPerView));
  const offset = loop ? (index - first + count) % count : index - first;
  if (offset >= 0 && offset < inView) return;
  if (loop) swiper.slideToLoop(index);
  else swiper.slideTo(Math.min(index, Math.max(0, count - inView)));
}
