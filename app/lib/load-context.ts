// What server/index.js hands every loader and action (getLoadContext).
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce; reaches scripts through React context, never loader data. */
    cspNonce: string;
    /** The guest client token from the `ct` cookie. */
    clientToken: string;
    /**
     * A shared request (server/pages.js): rendered for nobody in particular, without cookies,
     * and kept for everyone when the route calls it public. Unset counts as personal.
     */
    shared?: boolean;
    /**
     * Told the HTML of a shared document rendered whole (so without a nonce: documentNonce),
     * as a string, with the Response made of it: the host keeps the page as it is, without
     * decoding the body back (server/pages.js).
     */
    renderedWhole?: (response: Response, html: string) => void;
  }
}

export {};
