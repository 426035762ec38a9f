// What server/index.js hands every loader and action (getLoadContext).
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce; reaches scripts through React context, never loader data. */
    cspNonce: string;
    /** The guest client token from the `ct` cookie. */
    clientToken: string;
  }
}

export {};
