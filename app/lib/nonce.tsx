import { createContext, useContext } from "react";

/**
 * The request's CSP nonce, passed from entry.server through context (never loader data,
 * which would put it in the page's JSON). In the browser it is empty: scripts are already
 * running by then, and browsers hide nonce attributes anyway.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
