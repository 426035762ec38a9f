// The translation hook and provider every component imports (./translation.tsx), taken from
// the page kit: importing this file reaches the whole kit, which is what keeps the kit in one
// chunk (./page-kit.ts says why). The kit's own files import ./translation.tsx (no circle).
export { TranslationProvider, useTranslation } from "./page-kit";
