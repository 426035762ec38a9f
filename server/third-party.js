// The one integration point for third-party scripts (docs/decisions/third-party.md): which
// provider scripts this deployment names (server/env.js) and what the CSP must allow for them.
// Nothing configured, nothing is added: the pages use their built-in fallbacks and the CSP
// stays as strict as before. Plain JavaScript: the host's CSP and the app's root loader both
// read it.

/** @typedef {import("./env.js").Env} Env */

/**
 * What the browser is told (the root loader's `thirdParty`): public values only, the same for
 * every shopper, so shared pages stay shared.
 * @typedef {{
 *   payLater: { scriptUrl: string, publicKey: string } | null,
 *   helpChat: { scriptUrl: string } | null,
 *   adPixel: { scriptUrl: string, pixelId: string } | null,
 * }} ThirdPartyConfig
 */

/** The store whose pages carry the social-ad pixel (detail spec 1: the US store). */
export const AD_PIXEL_STORE = 3;

/**
 * @param {Pick<Env, "PAY_LATER_SCRIPT_URL" | "PAY_LATER_PUBLIC_KEY" | "HELP_CHAT_SCRIPT_URL" | "AD_PIXEL_SCRIPT_URL" | "AD_PIXEL_ID">} env
 * @param {number} storeId the page's store
 * @returns {ThirdPartyConfig}
 */
export function thirdPartyConfig(env, storeId) {
  return {
    payLater: env.PAY_LATER_SCRIPT_URL && env.PAY_LATER_PUBLIC_KEY ? { scriptUrl: env.PAY_LATER_SCRIPT_URL, publicKey: env.PAY_LATER_PUBLIC_KEY } : null,
    helpChat: env.HELP_CHAT_SCRIPT_URL ? { scriptUrl: env.HELP_CHAT_SCRIPT_URL } : null,
    adPixel: storeId === AD_PIXEL_STORE && env.AD_PIXEL_SCRIPT_URL && env.AD_PIXEL_ID ? { scriptUrl: env.AD_PIXEL_SCRIPT_URL, pixelId: env.AD_PIXEL_ID } : null,
  };
}

/**
 * The CSP sources each configured provider needs, by directive. A provider's script runs from
 * its origin and usually talks back to it: the pay-later and chat providers in frames (their
 * checkout and chat panes) and requests, the pixel in requests and image beacons.
 * @typedef {{ script: string[], connect: string[], frame: string[], img: string[] }} ThirdPartySources
 * @param {ThirdPartyConfig} config
 * @returns {ThirdPartySources}
 */
export function thirdPartySources(config) {
  const origin = (/** @type {string} */ url) => new URL(url).origin;
  /** @type {ThirdPartySources} */
  const sources = { script: [], connect: [], frame: [], img: [] };
  const add = (/** @type {(keyof ThirdPartySources)[]} */ directives, /** @type {string} */ url) => {
    for (const directive of directives) if (!sources[directive].includes(origin(url))) sources[directive].push(origin(url));
  };
  if (config.payLater) add(["script", "connect", "frame"], config.payLater.scriptUrl);
  if (config.helpChat) add(["script", "connect", "frame"], config.helpChat.scriptUrl);
  if (config.adPixel) add(["script", "connect", "img"], config.adPixel.scriptUrl);
  return sources;
}

export const NO_THIRD_PARTY = /** @type {ThirdPartySources} */ (Object.freeze({ script: [], connect: [], frame: [], img: [] }));
