import { useEffect } from "react";

/**
 * In-page links (`#module-4` tabs, anchors in rich HTML) scroll to their target without a
 * navigation. Left to the browser, a fragment link fires popstate, the router updates its
 * location, and that update reaches modules React has not hydrated yet: React then throws
 * their server HTML away (error 421). Handled here, the address bar still shows the
 * fragment (replaced, so Back leaves the page as before) and focus moves to the target.
 */
export function handleInPageLink(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank") return;
  const url = new URL(anchor.href, window.location.href);
  if (!url.hash || url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search) return;
  const target = document.getElementById(decodeURIComponent(url.hash.slice(1)));
  if (!target) return;
  event.preventDefault();
  const reduceMotion = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  window.history.replaceState(window.history.state, "", url.hash);
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}

export function useInPageLinks(): void {
  useEffect(() => {
    document.addEventListener("click", handleInPageLink);
    return () => document.removeEventListener("click", handleInPageLink);
  }, []);
}
