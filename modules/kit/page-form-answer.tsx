import { createContext, useContext } from "react";
import { answerFor, type PageFormAnswer, type PageFormIntent } from "~schemas/rules/product/page-form";

/**
 * The product page action's answer to a plain form post (no JavaScript; app/routes/$.tsx
 * provides it from useActionData). Null otherwise: with JavaScript the forms call their JSON
 * routes and keep their answers in their own state (docs/decisions/no-js-forms.md).
 */
export const PageFormAnswerContext = createContext<PageFormAnswer | null>(null);

/** The answer to the form of these intents, if the page was rendered for one. */
export function usePageFormAnswer(...intents: PageFormIntent[]): PageFormAnswer | null {
  return answerFor(useContext(PageFormAnswerContext), ...intents);
}
