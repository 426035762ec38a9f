import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from "react";
import { COUPON_CLOSE_DELAY_MS, isProductPath, RECOMMEND_DELAY_MS, RECOMMEND_FLAG_KEY, REVIEWPIC_DWELL_MS } from "~schemas/rules/subscription";
import { requestSubscribePrompt, session } from "./subscribe-prompt";

/*
 * The newsletter prompt's three triggers (detail spec 4 "Subscription prompts"), which ask the
 * opener (./subscribe-prompt.ts) for the prompt: the review pictures' and the coupon dialog's
 * hooks, imported by those sections, and the recommend_click watcher the shell's host loads on
 * product pages.
 */

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
