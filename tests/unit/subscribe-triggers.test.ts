// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closeSubscribePrompt, markPromptShown, onSubscribePrompt, promptShownThisSession, requestSubscribePrompt, resetSubscribePrompt, subscribePromptScene } from "~modules/kit/subscribe-prompt";
import { delayedTrigger, dwellTrigger, watchRecommendations } from "~modules/kit/subscribe-triggers";
import {
  COUPON_CLOSE_DELAY_MS,
  isProductPath,
  isSubscribeScene,
  PROMPT_SHOWN_KEY,
  promptDecision,
  RECOMMEND_DELAY_MS,
  RECOMMEND_FLAG_KEY,
  REVIEWPIC_DWELL_MS,
  safeReturnPath,
} from "~schemas/rules/subscription";

beforeEach(() => {
  vi.useFakeTimers();
  resetSubscribePrompt();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the spec's delays (detail spec 4)", () => {
  it("are 3 s on the review pictures, 5 s after a recommended product's page mounts, 3 s after the coupon dialog closes", () => {
    expect([REVIEWPIC_DWELL_MS, RECOMMEND_DELAY_MS, COUPON_CLOSE_DELAY_MS]).toEqual([3000, 5000, 3000]);
  });
});

describe("reviewpic_close: a dwell, then leaving", () => {
  it("fires on leaving after 3 s on the pictures", () => {
    const fire = vi.fn();
    const trigger = dwellTrigger(fire);
    trigger.enter();
    vi.advanceTimersByTime(REVIEWPIC_DWELL_MS);
    expect(fire).not.toHaveBeenCalled();
    trigger.leave();
    expect(fire).toHaveBeenCalledOnce();
  });

  it("does not fire on leaving before 3 s, and the clock starts over on the next visit", () => {
    const fire = vi.fn();
    const trigger = dwellTrigger(fire);
    trigger.enter();
    vi.advanceTimersByTime(REVIEWPIC_DWELL_MS - 1);
    trigger.leave();
    trigger.enter();
    vi.advanceTimersByTime(REVIEWPIC_DWELL_MS - 1);
    trigger.leave();
    expect(fire).not.toHaveBeenCalled();
  });

  it("does not restart the clock when entered again while in (pointer and focus both)", () => {
    const fire = vi.fn();
    const trigger = dwellTrigger(fire);
    trigger.enter();
    vi.advanceTimersByTime(2000);
    trigger.enter();
    vi.advanceTimersByTime(1000);
    trigger.leave();
    expect(fire).toHaveBeenCalledOnce();
  });

  it("forgets a dwell when disposed (the section went away)", () => {
    const fire = vi.fn();
    const trigger = dwellTrigger(fire);
    trigger.enter();
    vi.advanceTimersByTime(REVIEWPIC_DWELL_MS);
    trigger.dispose();
    trigger.leave();
    expect(fire).not.toHaveBeenCalled();
  });
});

describe("coupon_close: a delay after closing", () => {
  it("fires 3 s after start, once; a second close restarts the wait; cancel forgets it", () => {
    const fire = vi.fn();
    const trigger = delayedTrigger(fire, COUPON_CLOSE_DELAY_MS);
    trigger.start();
    vi.advanceTimersByTime(2000);
    trigger.start();
    vi.advanceTimersByTime(2999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledOnce();
    trigger.start();
    trigger.cancel();
    vi.advanceTimersByTime(10_000);
    expect(fire).toHaveBeenCalledOnce();
  });
});

describe("the prompt's request: at most once per session", () => {
  it("keeps the first scene asked for until closed, and asks nothing once the prompt has shown", () => {
    const heard = vi.fn();
    const off = onSubscribePrompt(heard);
    requestSubscribePrompt("coupon_close");
    requestSubscribePrompt("reviewpic_close");
    expect(subscribePromptScene()).toBe("coupon_close");
    expect(heard).toHaveBeenCalledOnce();
    markPromptShown();
    closeSubscribePrompt();
    requestSubscribePrompt("recommend_click");
    expect(subscribePromptScene()).toBeNull();
    expect(window.sessionStorage.getItem(PROMPT_SHOWN_KEY)).toBe("1");
    off();
  });

  it("reads the session's record, so a new page of the same session asks nothing", () => {
    window.sessionStorage.setItem(PROMPT_SHOWN_KEY, "1");
    expect(promptShownThisSession()).toBe(true);
    requestSubscribePrompt("coupon_close");
    expect(subscribePromptScene()).toBeNull();
  });

  it("shows to a guest who has not seen it, waits while the account is unknown, drops it for a logged-in shopper or once shown", () => {
    expect(promptDecision({ shownThisSession: false, account: "guest" })).toBe("show");
    expect(promptDecision({ shownThisSession: false, account: "unknown" })).toBe("wait");
    expect(promptDecision({ shownThisSession: false, account: "logged-in" })).toBe("drop");
    expect(promptDecision({ shownThisSession: true, account: "guest" })).toBe("drop");
  });
});

describe("recommend_click: a session flag, then 5 s after the next product page mounts", () => {
  const at = (path: string) => window.history.replaceState(null, "", path);
  const link = (href: string) => {
    const anchor = document.createElement("a");
    anchor.href = href;
    anchor.addEventListener("click", (event) => event.preventDefault());
    document.body.append(anchor);
    return anchor;
  };

  it("sets the flag on a click to another product's page, not to this page or to other pages", () => {
    at("/harlow-sofa.html");
    const stop = watchRecommendations(document);
    link("/harlow-sofa.html?variant=2").click();
    link("/guide/sale").click();
    expect(window.sessionStorage.getItem(RECOMMEND_FLAG_KEY)).toBeNull();
    link("/nook-loveseat.html").click();
    expect(window.sessionStorage.getItem(RECOMMEND_FLAG_KEY)).toBe("1");
    stop();
  });

  it("asks for the prompt 5 s after mounting with the flag, and clears the flag", () => {
    at("/nook-loveseat.html");
    window.sessionStorage.setItem(RECOMMEND_FLAG_KEY, "1");
    const stop = watchRecommendations(document);
    expect(window.sessionStorage.getItem(RECOMMEND_FLAG_KEY)).toBeNull();
    vi.advanceTimersByTime(RECOMMEND_DELAY_MS - 1);
    expect(subscribePromptScene()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(subscribePromptScene()).toBe("recommend_click");
    stop();
  });

  it("asks nothing without the flag, or when the page is left within 5 s", () => {
    at("/nook-loveseat.html");
    const plain = watchRecommendations(document);
    vi.advanceTimersByTime(RECOMMEND_DELAY_MS * 2);
    expect(subscribePromptScene()).toBeNull();
    plain();
    window.sessionStorage.setItem(RECOMMEND_FLAG_KEY, "1");
    const left = watchRecommendations(document);
    vi.advanceTimersByTime(RECOMMEND_DELAY_MS - 1);
    left();
    vi.advanceTimersByTime(RECOMMEND_DELAY_MS);
    expect(subscribePromptScene()).toBeNull();
  });

  it("knows a product page's path", () => {
    expect(["/harlow-sofa.html", "/ads-detail/harlow-sofa.html", "/min-detail/harlow-sofa.html"].map(isProductPath)).toEqual([true, true, true]);
    expect(["/", "/guide/sale", "/a/b.html", "/wishlist"].map(isProductPath)).toEqual([false, false, false, false]);
  });
});

describe("the sign-up route's inputs", () => {
  it("knows the three scenes", () => {
    expect(["reviewpic_close", "recommend_click", "coupon_close"].every(isSubscribeScene)).toBe(true);
    expect(isSubscribeScene("popup")).toBe(false);
  });

  it("returns a form post to a path of this site only", () => {
    expect(safeReturnPath("/harlow-sofa.html?variant=2")).toBe("/harlow-sofa.html?variant=2");
    for (const bad of ["//evil.test/x", "https://evil.test", "/\\evil.test", "harlow.html", "/a\nb", 42, undefined]) expect(safeReturnPath(bad)).toBe("/");
  });
});
