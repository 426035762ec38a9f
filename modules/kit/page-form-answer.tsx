import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useFetcher } from "@remix-run/react";
import { answerFor, type PageFormAnswer, type PageFormIntent } from "~schemas/rules/product/page-form";

/**
 * The product page action's answer to a plain form post (no JavaScript; app/routes/$.tsx
 * provides it from useActionData). Null otherwise: with JavaScript the answer comes back to
 * the form that posted it through its fetcher (usePageFormPost), not through the page.
 */
export const PageFormAnswerContext = createContext<PageFormAnswer | null>(null);

/** The answer to the form of these intents, if the page was rendered for one. */
export function usePageFormAnswer(...intents: PageFormIntent[]): PageFormAnswer | null {
  return answerFor(useContext(PageFormAnswerContext), ...intents);
}

/** A form's way to its page's action with scripts: `send` posts the fields and resolves with the answer. */
export type PageFormPost = { send: (fields: FormData) => Promise<PageFormAnswer> };

/**
 * Which hook gives the forms here their way to post (docs/decisions/no-js-forms.md): the
 * product route provides usePageFormFetcher, so its sections post to the page's own action
 * with scripts too; elsewhere (the quick view, which shows another product on any page; the
 * preview frame; component tests without a router) there is none and the forms call their
 * JSON routes. A hook handed down: the value must never change while a tree is mounted.
 */
export const noPageFormPost = (): PageFormPost | null => null;
export const PageFormPostContext = createContext<() => PageFormPost | null>(noPageFormPost);

export function usePageFormPost(): PageFormPost | null {
  const usePost = useContext(PageFormPostContext);
  return usePost();
}

/** What a form reads when the answer is none of the action's: a refusal by the server's guards, a page that failed. */
const NO_ANSWER: PageFormAnswer = { intent: null, ok: false, values: {}, errors: {} };

function asAnswer(data: unknown): PageFormAnswer {
  return typeof data === "object" && data !== null && "ok" in data && "errors" in data ? (data as PageFormAnswer) : NO_ANSWER;
}

/**
 * One Remix fetcher per form, posting form data to the route's own action (the one a plain
 * post reaches): `send` resolves with the answer once the fetcher is idle with new data. In
 * react-router-dom 6.30 `fetcher.submit` returns nothing to await, and the router's updates
 * run in a transition that may go from idle to idle without a render in between, so what
 * tells the answer has come is `fetcher.data` being another object than at the submit.
 */
export function usePageFormFetcher(): PageFormPost {
  const fetcher = useFetcher<PageFormAnswer>();
  const { submit, state, data } = fetcher;
  const waiting = useRef<{ resolve: (answer: PageFormAnswer) => void; before: unknown }[]>([]);
  const latest = useRef<unknown>(data);
  latest.current = data;
  useEffect(() => {
    if (state !== "idle") return;
    const done = waiting.current.filter(({ before }) => before !== data);
    waiting.current = waiting.current.filter((entry) => !done.includes(entry));
    for (const { resolve } of done) resolve(asAnswer(data));
  }, [state, data]);
  // A form gone before its answer (its SKU changed, a navigation): whoever waits is told it failed.
  useEffect(
    () => () => {
      for (const { resolve } of waiting.current.splice(0)) resolve(NO_ANSWER);
    },
    [],
  );
  const send = useCallback(
    (fields: FormData) =>
      new Promise<PageFormAnswer>((resolve) => {
        waiting.current.push({ resolve, before: latest.current });
        submit(fields, { method: "post" });
      }),
    [submit],
  );
  return useMemo(() => ({ send }), [send]);
}
