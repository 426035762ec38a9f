import { useSyncExternalStore } from "react";

const noSubscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * Whether the page's scripts run here: false in the server's HTML and while hydrating (so
 * both agree), true once hydrated. What only a script can do (a loading state, a button that
 * opens a sheet) renders behind it, so a page without scripts shows nothing that pretends to
 * work (docs/decisions/no-js-forms.md).
 */
export function useScriptsRun(): boolean {
  return useSyncExternalStore(noSubscribe, inBrowser, onServer);
}
