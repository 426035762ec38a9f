import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ensureClientToken } from "~modules/kit/i18n";

// Before any API call the page makes: concurrent first calls must not each get a new token.
ensureClientToken();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

// The page's module types load first (each type is its own chunk), so hydration renders every
// module at once, exactly as the server did; types without behaviour keep their server HTML
// and load nothing (schemas/module-codes.ts, `hydrate: false`). A chunk that fails to load
// leaves its module to its error boundary: the rest of the page hydrates all the same. Pages
// without modules do not load the registry at all. It is taken from the landing modules' file,
// which the page's route has loaded already: imported from modules/module-views.tsx, the
// registry would have been a chunk apart from that file's (one more file on every guide page).
async function loadPageModules() {
  if (!document.querySelector("[data-module-type]")) return;
  const { prepareModules } = await import("~/components/landing-modules");
  await prepareModules(document);
}

// The split parts of sections the server rendered load first too, for the same reason
// (modules/kit/split-part.tsx); a page without any does not load even that file.
async function loadPageParts() {
  if (!document.querySelector("template[data-part]")) return;
  const { loadRenderedSplitParts } = await import("~modules/kit/split-part");
  await loadRenderedSplitParts(document);
}

Promise.all([loadPageModules(), loadPageParts()]).then(hydrate, hydrate);
