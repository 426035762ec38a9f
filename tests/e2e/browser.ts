/**
 * Helpers shared by the e2e files: one Chromium per file (playwright-core, the system
 * browser), device contexts, console capture and a hydration wait.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Frame, type Page, type Response } from "playwright-core";
import { afterEach, beforeEach, expect, inject } from "vitest";

/** The repository root, whatever the working directory. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "screenshots");

/** CHROMIUM_PATH when set (it must exist), else Debian's package. */
export function chromiumPath(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`e2e: CHROMIUM_PATH=${configured} does not exist.`);
    return configured;
  }
  const debian = "/usr/bin/chromium";
  if (!existsSync(debian)) {
    throw new Error(`e2e: no Chromium at ${debian}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  return debian;
}

/**
 * `webgl`: Chromium composites on its GPU process (SwiftShader, on this machine without a GPU)
 * as a shopper's browser with a GPU does, for pages that draw WebGL (the gallery's 3D viewer);
 * with --disable-gpu every WebGL frame is read back for the software compositor, and
 * Chromium's GL driver reports that read-back as console warnings of its own.
 */
export function launchBrowser({ webgl = false }: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    // Root in a container needs --no-sandbox; the network is closed, so keep Chromium from
    // phoning home (background networking, component updates, sync, QUIC probes).
    args: [
      "--no-sandbox",
      ...(webgl ? ["--use-angle=swiftshader", "--enable-unsafe-swiftshader"] : ["--disable-gpu"]),
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const baseUrl = (): string => inject("baseUrl");
export const previewToken = (): string => inject("previewToken");

/** An absolute URL on the app under test. */
export const url = (pathAndQuery: string): string => new URL(pathAndQuery, baseUrl()).href;

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 } };

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** A phone: the server picks mobile from the user agent (no `?device=` needed). */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: IPHONE_UA,
};

export type Device = "desktop" | "mobile";
export const DEVICE_OPTIONS: Record<Device, BrowserContextOptions> = { desktop: DESKTOP, mobile: MOBILE };

/**
 * Hydration signal. React DOM (production builds included) reports every commit to the
 * React DevTools global hook if one is installed before it loads; we install a minimal one
 * before any page script runs. `onPostCommitFiberRoot` fires once a commit's passive
 * effects (useEffect) have run, so after the first one the document is hydrated, event
 * handlers are attached and effects such as the back-to-top scroll listener are live.
 * This needs no test-only markup in the app and, unlike `networkidle` or fixed sleeps, is
 * tied to React's own lifecycle. (Init scripts are injected by the browser, not the page,
 * so the app's CSP does not apply to them.)
 */
const HYDRATION_PROBE = () => {
  const state = { commits: 0, effects: 0 };
  Object.defineProperty(window, "__e2eReact", { value: state });
  Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
    configurable: true,
    value: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer: unknown) {
        this.renderers.set(1, renderer);
        return 1;
      },
      onCommitFiberRoot() {
        state.commits += 1;
      },
      onPostCommitFiberRoot() {
        state.effects += 1;
      },
      onCommitFiberUnmount() {},
      checkDCE() {},
    },
  });
};

export type Problem = {
  type: string;
  text: string;
  /** The page's URL when it was reported. */
  url: string;
  /** Where the message comes from: the script, or the resource a network error is about. */
  source: string;
};

export type TestPage = {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings and uncaught page errors seen so far, on every page visited. */
  problems: Problem[];
  /** Navigates and waits until React has hydrated the new document. */
  open: (pathAndQuery: string) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * A fresh browser context. By default it sends the preview token on every request, as the
 * marketing staff's browser sends its preview cookie (frames included); tests of the access
 * rules ask for a context without it (`preview: false`).
 */
export async function newTestPage(browser: Browser, options: BrowserContextOptions = DESKTOP, { preview = true } = {}): Promise<TestPage> {
  const context = await browser.newContext(preview ? { ...options, extraHTTPHeaders: { "X-Preview-Token": previewToken() } } : options);
  await context.addInitScript(HYDRATION_PROBE);
  const page = await context.newPage();
  const problems: Problem[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type === "error" || type === "warning") {
      problems.push({ type, text: message.text(), url: page.url(), source: message.location().url });
    }
  });
  page.on("pageerror", (error) =>
    problems.push({ type: "pageerror", text: error.stack ?? error.message, url: page.url(), source: page.url() }),
  );
  // Child frames (the preview's device frame) report their console messages and errors here too.

  const open = async (pathAndQuery: string) => {
    const response = await page.goto(url(pathAndQuery), { waitUntil: "load" });
    if (!response) throw new Error(`e2e: no response for ${pathAndQuery}`);
    await waitForHydration(page);
    return response;
  };
  return { context, page, problems, open, close: () => context.close() };
}

/** Waits for React's first commit (and its effects) in a page or in a frame (the preview's device frame). */
export async function waitForHydration(target: Page | Frame): Promise<void> {
  try {
    await target.waitForFunction(
      () => {
        const react = (window as unknown as { __e2eReact?: { commits: number; effects: number } }).__e2eReact;
        return Boolean(react && react.commits > 0 && react.effects > 0);
      },
      undefined,
      { timeout: 10_000 },
    );
  } catch (error) {
    throw new Error(`e2e: ${target.url()} did not hydrate within 10 s (no React commit seen)`, { cause: error });
  }
}

/**
 * A fresh page for each test of the enclosing describe, on the device's browser settings
 * (and `options`, e.g. `javaScriptEnabled: false`), handed to `use`; after each test the
 * console must have stayed free of errors and warnings.
 */
export function pagePerTest(browser: () => Browser, device: Device, use: (page: TestPage) => void, options: BrowserContextOptions = {}): void {
  let current: TestPage | undefined;
  beforeEach(async () => {
    current = await newTestPage(browser(), { ...DEVICE_OPTIONS[device], ...options });
    use(current);
  });
  afterEach(async () => {
    if (!current) return;
    try {
      expectNoConsoleProblems(current.problems);
    } finally {
      await current.close();
    }
  });
}

/** The end-of-test check of requirement "no console errors, warnings or hydration warnings". */
export function expectNoConsoleProblems(problems: Problem[]): void {
  expect(problems, problems.map((p) => `${p.type} on ${p.url}: ${p.text}`).join("\n")).toEqual([]);
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Cumulative layout shift as the Layout Instability API reports it: shifts not caused by
 * recent input, summed. Buffered, so shifts before this call (during load) count too, unless
 * `fromNow` (a test that measures what happens after a point, e.g. streamed sections).
 * Shifts before the document has been parsed do not count: on a loaded machine Chromium
 * paints a page its parser has only partly read, and an element whose text is still arriving
 * (the header's last button, the chat launcher's label) then grows; that is the network
 * and the parser, not something the page moves.
 */
export function startLayoutShiftProbe(page: Page, { fromNow = false } = {}): Promise<void> {
  return page.evaluate((buffered) => {
    const state = { cls: 0, entries: [] as { value: number; sources: string[] }[] };
    Object.defineProperty(window, "__e2eCls", { value: state, configurable: true });
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput || entry.startTime < parsed) continue;
        state.cls += entry.value;
        state.entries.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => {
            const node = s.node;
            if (!node || !(node instanceof Element)) return node?.nodeName ?? "?";
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""}`;
          }),
        });
      }
    }).observe({ type: "layout-shift", buffered });
  }, !fromNow);
}

export function readLayoutShift(page: Page): Promise<{ cls: number; entries: { value: number; sources: string[] }[] }> {
  return page.evaluate(async () => {
    // Observer callbacks are delivered asynchronously: let one frame pass first.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return (window as unknown as { __e2eCls: { cls: number; entries: { value: number; sources: string[] }[] } }).__e2eCls;
  });
}

/**
 * Removes and returns the problems a test provoked on purpose (e.g. a CSP violation it
 * triggered), so the end-of-test check still catches everything else.
 */
export function takeProblems(problems: Problem[], match: (problem: Problem) => boolean): Problem[] {
  const taken = problems.filter(match);
  const kept = problems.filter((problem) => !match(problem));
  problems.splice(0, problems.length, ...kept);
  return taken;
}

/**
 * Chromium logs "Failed to load resource: … 404" for a document that answers 404, even when
 * that is the page's intended answer. Takes exactly that message (for that URL only) and
 * returns how many there were, so any other failed resource still fails the test.
 */
export function takeDocumentStatusMessage(problems: Problem[], documentUrl: string, status: number): number {
  return takeProblems(
    problems,
    (p) => p.type === "error" && p.source === documentUrl && p.text.startsWith(`Failed to load resource: the server responded with a status of ${status}`),
  ).length;
}

/** The directives of a Content-Security-Policy header, by name. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Scrolls to the bottom half a screen at a time, so lazy images load where a shopper would see them. */
export function scrollThroughPage(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}

export type LoadedImage = { src: string | null; ok: boolean; sized: boolean };

/**
 * Waits (up to 8 s) for every image the shopper could have scrolled past to finish, and
 * reports each: loaded (`ok`) and with width and height attributes (`sized`). Lazy images in
 * carousel slides beside the viewport load only when slid in, so those are left out.
 */
export function reachableImages(page: Page): Promise<LoadedImage[]> {
  return page.evaluate(async () => {
    const reachable = () =>
      [...document.images].filter((img) => {
        const box = img.getBoundingClientRect();
        return box.right > 0 && box.left < window.innerWidth;
      });
    for (let waited = 0; waited < 8_000 && !reachable().every((img) => img.complete); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return reachable().map((img) => ({
      src: img.getAttribute("src"),
      ok: img.complete && img.naturalWidth > 0,
      sized: img.hasAttribute("width") && img.hasAttribute("height"),
    }));
  });
}
