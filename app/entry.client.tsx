import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ensureClientToken } from "~modules/kit/client-token";

// Before any API call the page makes: concurrent first calls must not each get a new token.
ensureClientToken();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
