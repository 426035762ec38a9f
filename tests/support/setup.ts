import { afterEach, beforeAll } from "vitest";
import { clearLogs, installLogCapture } from "./logs";
import { provideKitParts } from "~modules/kit/lazy-parts";
import { STORES } from "~schemas/rules/store-table.server";
import { knowStores } from "~schemas/rules/stores";

// Tests run server code and components alike: they know every store, as the server does.
knowStores(STORES);
// Components render without the storefront shell here: the kit gets its lazily loaded parts as the shell gives them.
provideKitParts();
// Sections render their split parts at once, as on the server (modules/kit/split-part.tsx).
beforeAll(async () => {
  const { loadSplitParts } = await import("~modules/kit/split-part");
  await loadSplitParts();
});

// Tests assert what they expect to go wrong (tests/support/logs.ts): the server's log is kept
// for them to read, never printed. Child processes the tests start log nothing either.
installLogCapture();
afterEach(clearLogs);
process.env.LOG_LEVEL ??= "silent";
// Loaders under test ask the back office every time; the caches have their own tests.
process.env.SERVER_CACHE ??= "off";

// jsdom has <dialog> but not its methods: they behave here as in a browser, closing only an
// open dialog and telling it with a "close" event.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    },
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    },
  });
}

// Component tests render into jsdom; unmount between tests so queries see one tree.
afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
