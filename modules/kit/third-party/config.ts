import { createContext, useContext } from "react";
import { NO_THIRD_PARTY, type ThirdPartyConfig } from "~schemas/rules/third-party";

/** The providers this deployment configured (the root loader's `thirdParty`); the storefront shell provides it. */
export const ThirdPartyContext = createContext<ThirdPartyConfig>(NO_THIRD_PARTY);

export const useThirdParty = (): ThirdPartyConfig => useContext(ThirdPartyContext);
