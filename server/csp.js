// The Content-Security-Policy of every response. Scripts run only from the app's origin and
// inline when the policy names them: a personal page by its per-request nonce, a shared page
// (the same bytes for every shopper, so a nonce would be shared too) by its scripts' hashes.

/**
 * @param {string[]} scriptSources `'nonce-…'` or `'sha256-…'` sources for inline scripts
 * @param {{ development: boolean, framable: boolean }} options
 */
export function contentSecurityPolicy(scriptSources, options) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // Style attributes carry back-office colours, backgrounds and hotspot positions.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.development ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.framable ? "'self'" : "'none'"}`,
  ].join("; ");
}

/** @param {string} nonce */
export const nonceSource = (nonce) => `'nonce-${nonce}'`;

/**
 * Only the preview's device frames may be framed, only by the app itself, and only for a
 * request that may see the preview (otherwise it is a plain not-found page, headers included).
 * @param {string} path
 * @param {boolean} previewAccess
 */
export const framable = (path, previewAccess) => path.startsWith("/preview-frame/") && previewAccess;
