import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from "react";
import {
  COUPON_CLOSE_DELAY_MS,
  PROMPT_SHOWN_KEY,
  RECOMMEND_DELAY_MS,
  RECOMMEND_FLAG_KEY,
  REVIEWPIC_DWELL_MS,
  type SubscribeScene,
} from "~schemas/rules/subscription";

/**
 * The newsletter prompt's triggers and its opener (detail spec 4 "Subscription prompts"): a
 * tiny store the triggers write and the shell's host reads. The prompt itself is its own
 * chunk, loaded by the host on the first request, so a page carries only this file.
 */
type Listener = () => void;

let current: SubscribeScene | null = null;
// When session storage is blocked, the page's memory stands in for it.
let shownInMemory = false;
const listeners = new Set<Listener>();

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the prompt has shown in this browser session. */
export function promptShownThisSession(): boolean {
  try {
    return shownInMemory || session()?.getItem(PROMPT_SHOWN_KEY) === "1";
  } catch {
    return shownInMemory;
  }
}

/** Records that the prompt showed: no trigger fires it again this session. */
export function markPromptShown(): void {
  shownInMemory = true;
  try {
    session()?.setItem(PROMPT_SHOWN_KEY, "1");
  } catch {
    // Memory keeps it for this page.
  }
}

/** A trigger asks for the prompt; ignored while one is asked for or once it has shown this session. */
export function requestSubscribePrompt(scene: SubscribeScene): void {
  if (current !== null || promptShownThisSession()) return;
  current = scene;
  listeners.forEach((listener) => listener());
}

export function closeSubscribePrompt(): void {
  if (current === null) return;
  current = null;
  listeners.forEach((listener) => listener());
}

export function subscribePromptScene(): SubscribeScene | null {
  return current;
}

export function onSubscribePrompt(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets the page's state (tests: one page's memory per test). */
export function resetSubscribePrompt(): void {
  current = null;
  shownInMemory = false;
}

/**
 * Stay, then leave: `enter` starts the clock, `leave` fires when it had run `ms` (the
 * reviewpic_close rule: 3 s on the review pictures, then leaving them), and otherwise starts
 * over. Entering again while in does not restart it.
 */
export function dwellTrigger(fire: () => void, ms = REVIEWPIC_DWELL_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let armed = false;
  return {
    enter() {
      if (timer !== undefined || armed) return;
      timer = setTimeout(() => {
        timer = undefined;
        armed = true;
      }, ms);
    },
    leave() {
      clearTimeout(timer);
      timer = undefined;
      if (!armed) return;
      armed = false;
      fire();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      armed = false;
    },
  };
}

/** Fires `ms` after `start` (restarted by a second start); `cancel` forgets it. */
export function delayedTrigger(fire: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    start() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        fire();
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** A product page's path (`/{slug}.html`, the ads and min variants): where a recommendation leads. */
export function isProductPath(pathname: string): boolean {
  return /^\/(?:(?:ads|min)-detail\/)?[^/]+\.html$/.test(pathname);
}

/**
 * recommend_click: on a product page, a click on a link to another product (the page's
 * recommendations: similar, quick dispatch, People Also Like, the quick view's Full Details)
 * sets the session flag; the product page it leads to reads and clears it on mount and asks
 * for the prompt 5 s later. Returns the clean-up.
 */
export function watchRecommendations(doc: Document, ms = RECOMMEND_DELAY_MS): () => void {
  const storage = session();
  const here = doc.location?.pathname ?? "";
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    let url: URL;
    try {
      url = new URL(link.href, doc.location?.href);
    } catch {
      return;
    }
    if (url.origin !== doc.location?.origin || url.pathname === here || !isProductPath(url.pathname)) return;
    try {
      storage?.setItem(RECOMMEND_FLAG_KEY, "1");
    } catch {
      // Without storage the next page cannot know: no prompt from this trigger.
    }
  };
  doc.addEventListener("click", onClick, true);
  let flagged = false;
  try {
    flagged = storage?.getItem(RECOMMEND_FLAG_KEY) === "1";
    if (flagged) storage?.removeItem(RECOMMEND_FLAG_KEY);
  } catch {
    flagged = false;
  }
  const timer = delayedTrigger(() => requestSubscribePrompt("recommend_click"), ms);
  if (flagged) timer.start();
  return () => {
    doc.removeEventListener("click", onClick, true);
    timer.cancel();
  };
}

/** The pointer and focus handlers that make an element the review pictures of reviewpic_close. */
export function useReviewPicturesTrigger() {
  const trigger = useMemo(() => dwellTrigger(() => requestSubscribePrompt("reviewpic_close")), []);
  useEffect(() => () => trigger.dispose(), [trigger]);
  return useMemo(
    () => ({
      onPointerEnter: () => trigger.enter(),
      onPointerLeave: () => trigger.leave(),
      onFocus: () => trigger.enter(),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Moving between the pictures is staying on them.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) trigger.leave();
      },
    }),
    [trigger],
  );
}

/** coupon_close: call the returned function when the coupon dialog closes; the prompt is asked for 3 s later (not after the page's part has gone). */
export function useCouponCloseTrigger(): () => void {
  const trigger = useRef<ReturnType<typeof delayedTrigger> | null>(null);
  useEffect(() => () => trigger.current?.cancel(), []);
  return useCallback(() => {
    trigger.current ??= delayedTrigger(() => requestSubscribePrompt("coupon_close"), COUPON_CLOSE_DELAY_MS);
    trigger.current.start();
  }, []);
}
