/**
 * Loads a third-party script once per address (docs/decisions/third-party.md): resolves true
 * when it has run, false when it failed (blocked, 404, offline). A failure is not logged:
 * the browser already reports the failed request, and the page goes on with its fallback.
 */
const scripts = new Map<string, Promise<boolean>>();

export function loadScript(src: string, data: Record<string, string> = {}): Promise<boolean> {
  let loaded = scripts.get(src);
  if (!loaded) {
    loaded = new Promise<boolean>((resolve) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
      script.addEventListener("load", () => resolve(true));
      script.addEventListener("error", () => {
        script.remove();
        resolve(false);
      });
      document.head.append(script);
    });
    scripts.set(src, loaded);
  }
  return loaded;
}

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs `run` when the browser is idle after the page's own work (at the latest after 3 s); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const id = idle.requestIdleCallback(run, { timeout: 3000 });
    return () => idle.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}
