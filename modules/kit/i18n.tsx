/*
 * The translation hook and provider every component imports (./translation.tsx), taken from
 * the page kit: importing this file reaches the whole kit, which is what keeps the kit in one
 * chunk (./page-kit.ts says why). So whatever else takes something of the kit at run time
 * from outside it (the client entry, the module views, module types through ../types.ts, the
 * wishlist's lazily loaded actions) takes it from here too, never from ./page-kit.ts: through
 * one file every chunk reaches the kit by the same way, and this file, having no code, becomes
 * no chunk of its own. The kit's own files import ./translation.tsx and one another (no circle).
 */
export { TranslationProvider, useTranslation } from "./page-kit";
export { callApp, ensureClientToken, PAGE_KIT, trackClicks } from "./page-kit";
// The consent banner and the ad pixel, loaded lazily, take the kit's parts they use from here (one chunk, ./page-kit.ts).
export { addDestination, chooseConsent, currentConsent, loadScript, whenIdle } from "./page-kit";
