import { PROMPT_SHOWN_KEY, type SubscribeScene } from "~schemas/rules/subscription";

/**
 * The newsletter prompt's opener (detail spec 4 "Subscription prompts"): a tiny store the
 * triggers (./subscribe-triggers.ts) write and the shell's host reads. The prompt itself is
 * its own chunk, loaded by the host on the first request; the triggers come with the product
 * sections that have them, so a page without them carries only this file.
 */
type Listener = () => void;

let current: SubscribeScene | null = null;
// When session storage is blocked, the page's memory stands in for it.
let shownInMemory = false;
const listeners = new Set<Listener>();

/** The browser session's storage, or null (on the server, or blocked). */
export function session(): Storage | null {
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
