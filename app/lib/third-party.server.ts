import { readEnv } from "../../server/env.js";
import { thirdPartyConfig } from "../../server/third-party.js";
import type { ThirdPartyConfig } from "~schemas/rules/third-party";

/**
 * The providers the page may load (the root loader's `thirdParty`). The deployment's store
 * decides the ad pixel, as it does the CSP (server/csp.js), so a page never names a script
 * its policy blocks.
 */
export function thirdPartyForPages(): ThirdPartyConfig {
  const env = readEnv();
  return thirdPartyConfig(env, env.STORE_ID);
}
