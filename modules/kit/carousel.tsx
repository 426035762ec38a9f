import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactNode,
} from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { Swiper } from "swiper";
// Not "swiper/css": the classic CSS bundle only collects side-effect imports whose path ends in ".css".
import "swiper/swiper-bundle.css";
import "./carousel.css";
import "./carousel-swipe.css";

export type CarouselProps = {
  /** One node per slide, server-rendered in order. */
  slides: ReactNode[];
  /** Accessible name of the carousel (the module's title, or what it shows); without one it is an unnamed group. */
  label?: string;
  /** Slides in view at once; the module picks it per device (the server knows the device). */
  slidesPerView?: number;
  /**
   * Gap between slides in percent of the carousel's width. A percentage (not px) lets CSS
   * reserve the exact slide sizes before Swiper starts, since 1rem follows the viewport.
   */
  spaceBetween?: number;
  /**
   * Autoplay delay in ms. Autoplay waits while the carousel is hovered or holds focus, does
   * not start for shoppers who prefer reduced motion, and has a pause toggle (WCAG 2.2.2).
   */
  autoplayDelay?: number;
  /** Slide transition in ms (Swiper's default 300). */
  speed?: number;
  /** Loop; only takes effect when there are more slides than fit in view. */
  loop?: boolean;
  /** Show prev/next buttons; by default only when there are more slides than fit in view. */
  arrows?: boolean;
  className?: string;
  slideClassName?: string;
  /** Told the (loop-aware) index of the slide in view whenever it changes. */
  onSlideChange?: (index: number) => void;
  /** Pagination bullets under the slides (one button per slide), when there is more than one. */
  pagination?: boolean;
  /**
   * Lets the owner move the carousel from its own controls (thumbnails, a category jump), from
   * the first render on: a move before Swiper starts starts it and happens once it has.
   */
  controlRef?: MutableRefObject<CarouselControl | null>;
};

export type CarouselControl = { slideTo: (index: number) => void };

/**
 * How wide one slide is for a carousel `width` wide (in any unit), as carousel.css and Swiper
 * size it: the gaps between the slides in view come off, the rest is shared. For the `sizes`
 * of slide images.
 */
export function slideWidth(width: number, slidesPerView: number, spaceBetween = 0): number {
  return (width * (1 - ((slidesPerView - 1) * spaceBetween) / 100)) / slidesPerView;
}

const DEFAULT_SPEED = 300;

type SwiperCode = typeof import("./swiper-core");
let swiperCode: SwiperCode | null = null;

/** Loads Swiper's code (once); a carousel that starts after it has loaded starts at once. */
export function loadSwiper(): Promise<SwiperCode> {
  return import("./swiper-core").then((code) => (swiperCode = code));
}

/** How much of an autoplaying carousel must be in view for its delay to count towards its first move. */
export const AUTOPLAY_VISIBLE = 0.5;

/** A native swipe of the plain track has ended when it has not scrolled for this long. */
export const SWIPE_SETTLE_MS = 120;

type TrackProps = {
  slides: ReactNode[];
  slideClassName?: string;
  /** The container's `aria-live`. */
  live: "off" | "polite";
  slideLabel: (index: number) => string;
  onSlideFocus?: (index: number) => void;
  /** The plain track was scrolled natively (a touch swipe before Swiper started). */
  onScroll?: () => void;
  /** Whether the track takes focus: it scrolls, so the keyboard must reach it (and the arrow keys then move it). */
  focusable: boolean;
};

/**
 * The plain markup Swiper starts over (`.swiper > .swiper-wrapper > .swiper-slide`), the same
 * on the server, in hydration and afterwards: Swiper adds its classes and styles to these
 * elements when it starts, and React never replaces them.
 */
const StaticTrack = forwardRef<HTMLDivElement, TrackProps>(function StaticTrack({ slides, slideClassName, live, slideLabel, onSlideFocus, onScroll, focusable }, ref) {
  return (
    <div ref={ref} className="swiper" aria-live={live} onScroll={onScroll} tabIndex={focusable ? 0 : undefined}>
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div
            key={index}
            className={slideClassName ? `swiper-slide ${slideClassName}` : "swiper-slide"}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index)}
            onFocus={onSlideFocus ? () => onSlideFocus(index) : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
});

/**
 * A thin wrapper over Swiper. Every slide renders on the server and in hydration as plain
 * markup (StaticTrack), and CSS gives the slides their final size, so the carousel looks
 * finished before any script runs. Swiper's code loads and Swiper starts on the carousel's
 * first need: the shopper points at it, moves focus into it or uses its buttons, a touch
 * swipe of the plain track (which scrolls natively until then) comes to rest, or, for an
 * autoplaying carousel, its first move falls due (its delay spent at least half in view); a
 * page nobody moves a carousel on loads no Swiper. It starts over the same elements, at the
 * slide in view, so nothing shifts and nothing is rendered twice. Our own buttons replace Swiper's navigation:
 * without loop, prev is hidden at the start and next at the end. Arrow keys move the
 * carousel while focus is in it; focusing a slide that is out of view brings it in.
 */
export function Carousel({
  slides,
  label,
  slidesPerView = 1,
  spaceBetween = 0,
  autoplayDelay,
  speed = DEFAULT_SPEED,
  loop = false,
  arrows,
  className,
  slideClassName,
  onSlideChange,
  pagination = false,
  controlRef,
}: CarouselProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  // What to do once Swiper has started: moves asked for before it had.
  const pending = useRef<((swiper: Swiper) => void)[]>([]);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = slides.length;
  const scrollable = count > slidesPerView;
  const looping = loop && scrollable;
  const showArrows = (arrows ?? scrollable) && count > 1;
  const autoplay = autoplayDelay !== undefined && autoplayDelay > 0 && scrollable;

  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);

  // What the server renders: the first slides in view. Swiper's events update it after it starts.
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(!scrollable);
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  // Swiper keeps the handlers it started with: the latest callback is read through a ref.
  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  }, [onSlideChange]);
  // Autoplay runs only while the shopper lets it: not paused by the button, hovered or focused.
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = autoplay && playing && !hovered && !focused;
  const runningRef = useRef(running);
  runningRef.current = running;

  const sync = useCallback((swiper: Swiper) => {
    setAtStart(swiper.isBeginning);
    setAtEnd(swiper.isEnd);
    if (activeRef.current !== swiper.realIndex) {
      activeRef.current = swiper.realIndex;
      setActive(swiper.realIndex);
      onSlideChangeRef.current?.(swiper.realIndex);
    }
  }, []);

  /** Runs `action` on Swiper now, or starts Swiper and runs it once it has. */
  const withSwiper = useCallback((action: (swiper: Swiper) => void) => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) {
      action(swiper);
      return;
    }
    pending.current.push(action);
    setStarted(true);
  }, []);

  // An autoplaying carousel starts when its first move falls due: its delay spent in view
  // while nothing pauses it. A browser without IntersectionObserver cannot tell: there every
  // carousel starts at once.
  useEffect(() => {
    if (started) return;
    if (typeof IntersectionObserver === "undefined") {
      setStarted(true);
      return;
    }
    const root = rootRef.current;
    if (!root || !running || autoplayDelay === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const due = () => {
      timer ??= setTimeout(() => withSwiper((swiper) => swiper.slideNext()), autoplayDelay);
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) due();
        else {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: AUTOPLAY_VISIBLE },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [started, running, autoplayDelay, withSwiper]);

  // A touch swipe scrolls the plain track natively; once it comes to rest, Swiper takes over there.
  const settle = useRef<ReturnType<typeof setTimeout>>();
  const onTrackScroll = useCallback(() => {
    if (swiperRef.current) return;
    clearTimeout(settle.current);
    settle.current = setTimeout(start, SWIPE_SETTLE_MS);
  }, [start]);
  useEffect(() => () => clearTimeout(settle.current), []);

  useEffect(() => {
    const el = trackRef.current;
    if (!started || !el) return;
    let swiper: Swiper | null = null;
    let cancelled = false;
    const build = ({ startSwiper }: SwiperCode) => {
      if (cancelled) return;
      swiper = startSwiper(el, { slidesPerView, spaceBetween, speed, loop: looping, autoplayDelay: autoplay ? autoplayDelay : undefined, running: runningRef.current }, sync);
      swiperRef.current = swiper;
      for (const action of pending.current.splice(0)) action(swiper);
    };
    if (swiperCode) build(swiperCode);
    // Swiper's code failed to load: the plain track stays, and still scrolls natively.
    else loadSwiper().then(build, () => {});
    return () => {
      cancelled = true;
      swiperRef.current = null;
      // Puts the slides back in order and takes Swiper's classes and styles off them.
      swiper?.destroy(true, true);
    };
  }, [started, count, slidesPerView, spaceBetween, speed, looping, autoplay, autoplayDelay, sync]);

  useEffect(() => {
    if (!controlRef) return;
    controlRef.current = {
      slideTo: (index) =>
        withSwiper((swiper) => {
          if (looping) swiper.slideToLoop(index);
          else swiper.slideTo(index);
        }),
    };
    return () => {
      controlRef.current = null;
    };
  }, [controlRef, looping, withSwiper]);

  useEffect(() => {
    if (autoplay && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setPlaying(false);
    }
  }, [autoplay]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!autoplay || !swiper || swiper.destroyed || !swiper.autoplay) return;
    if (running && !swiper.autoplay.running) swiper.autoplay.start();
    if (!running && swiper.autoplay.running) swiper.autoplay.stop();
  }, [autoplay, running]);

  const prevHidden = !looping && atStart;
  const nextHidden = !looping && atEnd;
  // A button that hides while focused hands focus to the other one instead of dropping it.
  useEffect(() => {
    if (nextHidden && document.activeElement === nextRef.current) prevRef.current?.focus();
    if (prevHidden && document.activeElement === prevRef.current) nextRef.current?.focus();
  }, [prevHidden, nextHidden]);

  const move = (direction: -1 | 1) =>
    withSwiper((swiper) => {
      if (direction < 0) swiper.slidePrev();
      else swiper.slideNext();
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select, [contenteditable='true']")) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    }
  };

  /** Tabbing into a slide out of view slides it in (the browser would scroll the clipped track instead). */
  const onSlideFocus = (index: number) =>
    // Swiper has started here, so its code (swiper-core.ts) is loaded.
    withSwiper((swiper) => swiperCode?.slideIntoView(swiper, index, { loop: looping, slidesPerView, count }));

  const style = {
    "--carousel-per-view": slidesPerView,
    "--carousel-gap": `${spaceBetween}%`,
  } as CSSProperties;
  const slideLabel = (index: number) => t("carousel.slide", { index: index + 1, count });

  return (
    <div
      ref={rootRef}
      className={`carousel${className ? ` ${className}` : ""}`}
      role={label ? "region" : "group"}
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      data-slides={count}
      data-slides-per-view={slidesPerView}
      data-loop={looping}
      data-speed={speed}
      data-autoplay-delay={autoplay ? autoplayDelay : undefined}
      data-arrows={showArrows}
      onKeyDown={onKeyDown}
      // A shopper about to use the carousel starts it (a touch instead scrolls the plain track: onTrackScroll).
      onMouseEnter={() => {
        start();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        start();
        setFocused(!event.target.closest(".carousel__toggle"));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {autoplay ? (
        <button type="button" className="carousel__toggle" aria-pressed={!playing} aria-label={t("carousel.pause")} onClick={() => setPlaying((value) => !value)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
          </svg>
        </button>
      ) : null}
      {showArrows ? (
        <>
          <button
            ref={prevRef}
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={t("carousel.previous")}
            hidden={prevHidden}
            onClick={() => move(-1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" fill="currentColor" />
            </svg>
          </button>
          <button
            ref={nextRef}
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={t("carousel.next")}
            hidden={nextHidden}
            onClick={() => move(1)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" fill="currentColor" />
            </svg>
          </button>
        </>
      ) : null}
      <StaticTrack
        // Another number of slides is another track: Swiper, which reorders looping slides, starts again on fresh elements.
        key={count}
        ref={trackRef}
        slides={slides}
        slideClassName={slideClassName}
        // Slide changes are announced, except while it rotates by itself (APG carousel pattern).
        live={running ? "off" : "polite"}
        slideLabel={slideLabel}
        onSlideFocus={onSlideFocus}
        onScroll={started ? undefined : onTrackScroll}
        // A track that scrolls takes focus itself, so the arrow keys reach it with or without arrows.
        focusable={scrollable}
      />
      {pagination && count > 1 ? (
        <div className="carousel__pagination">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className="carousel__bullet"
              aria-label={t("carousel.slide", { index: index + 1, count })}
              aria-current={index === active ? "true" : undefined}
              onClick={() =>
                withSwiper((swiper) => {
                  if (looping) swiper.slideToLoop(index);
                  else swiper.slideTo(index);
                })
              }
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
