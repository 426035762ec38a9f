// The Content-Security-Policy of every response. Scripts run only from the app's origin and
// inline when the policy names them: a personal page by its per-request nonce, a shared page
// (the same bytes for every shopper, so a nonce would be shared too) by its scripts' hashes.
// Two video sites may add their players when a shopper starts one of their videos
// (modules/kit/external-video.tsx): schemas/rules/external-video.ts accepts only their
// addresses and rewrites them to the embed origins framed here. The third-party providers a
// deployment configures (server/third-party.js) add their origins; none configured, none added.
import { readEnv } from "./env.js";
import { thirdPartyConfig, thirdPartySources } from "./third-party.js";

/**
 * YouTube's player API and the widget script it adds. Their paths rather than the whole host:
 * nothing else on www.youtube.com has to run as a script here. Vimeo's player API comes in
 * our own chunk.
 */
export const VIDEO_SCRIPT_SOURCES = ["https://www.youtube.com/iframe_api", "https://www.youtube.com/s/player/"];
/** The embeds: YouTube's cookie-free host and Vimeo's player. 'self' keeps the preview's device frames. */
export const FRAME_SOURCES = ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"];
/**
 * The gallery's 3D viewer (modules/detail-gallery/three-d-slide.tsx, docs/decisions/model-viewer.md):
 * three.js compiles its mesh decoder's WebAssembly as soon as the viewer's code loads
 * ('wasm-unsafe-eval' allows WebAssembly only, never eval of script text), and it fetches a
 * glTF file's embedded buffers, which are data: URIs. Model files come from 'self' only.
 */
export const MODEL_VIEWER_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"];
export const MODEL_VIEWER_CONNECT_SOURCES = ["data:"];

/** The configured providers' sources, from the deployment's environment (its store: the ad pixel is store 3's). */
export function configuredThirdPartySources() {
  const env = readEnv();
  return thirdPartySources(thirdPartyConfig(env, env.STORE_ID));
}

/**
 * @param {string[]} scriptSources `'nonce-…'` or `'sha256-…'` sources for inline scripts
 * @param {{ development: boolean, framable: boolean, thirdParty?: import("./third-party.js").ThirdPartySources }} options
 *   `thirdParty`: the providers' sources, the configured ones unless given
 */
export function contentSecurityPolicy(scriptSources, options) {
  const thirdParty = options.thirdParty ?? configuredThirdPartySources();
  const after = (/** @type {string[]} */ sources) => sources.map((source) => ` ${source}`).join("");
  return [
    "default-src 'self'",
    ["script-src 'self'", ...VIDEO_SCRIPT_SOURCES, ...MODEL_VIEWER_SCRIPT_SOURCES, ...thirdParty.script, ...scriptSources].join(" "),
    // Style attributes carry back-office colours, backgrounds and hotspot positions.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${after(thirdParty.img.filter((source) => !source.startsWith("https:")))}`,
    "media-src 'self' https:",
    "font-src 'self' data:",
    `frame-src ${[...FRAME_SOURCES, ...thirdParty.frame].join(" ")}`,
    `connect-src 'self' ${MODEL_VIEWER_CONNECT_SOURCES.join(" ")}${after(thirdParty.connect)}${options.development ? " ws:" : ""}`,
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
