import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ensureClientToken } from "~modules/kit/client-token";
import { loadModuleViews, moduleCodesIn } from "~modules/module-views";

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
// module at once, exactly as the server did. A chunk that fails to load leaves its module to
// its error boundary: the rest of the page hydrates all the same.
loadModuleViews(moduleCodesIn(document)).then(hydrate, hydrate);
