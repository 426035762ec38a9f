import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { PageFormPostContext, usePageFormFetcher } from "~modules/kit/page-form-answer";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";

/**
 * The product page as the route gives it to its sections with scripts (app/routes/$.tsx): a
 * data router whose one route has an action, and its forms' fetchers posting to it. `answer`
 * stands for the page's action (app/lib/product-form.server.ts): it gets each post's fields as
 * the server reads them (the form-encoded body) and says what the action would. Stubs the
 * global Request: the test's vi.unstubAllGlobals() puts it back.
 */
/**
 * jsdom brings its own URLSearchParams and AbortSignal, which Node's Request (the one the
 * router makes a submission's request with) does not take: the body goes as the form-encoded
 * text a browser sends, and jsdom's signal is left out (nothing aborts in these tests).
 */
class SubmissionRequest extends Request {
  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    const { body, signal, ...rest } = init;
    const formBody = body instanceof window.URLSearchParams;
    const headers = new Headers(rest.headers);
    if (formBody) headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
    super(input, { ...rest, headers, body: formBody ? body.toString() : body, ...(signal instanceof AbortSignal ? { signal } : {}) });
  }
}

export function renderWithPageAction(element: ReactElement, answer: (fields: URLSearchParams) => PageFormAnswer | Promise<PageFormAnswer>, path = "/product.html") {
  vi.stubGlobal("Request", SubmissionRequest);
  const posts: { contentType: string | null; fields: URLSearchParams }[] = [];
  const router = createMemoryRouter(
    [
      {
        path,
        action: async ({ request }) => {
          const fields = new URLSearchParams(await request.text());
          posts.push({ contentType: request.headers.get("Content-Type"), fields });
          return answer(fields);
        },
        element: <PageFormPostContext.Provider value={usePageFormFetcher}>{element}</PageFormPostContext.Provider>,
      },
    ],
    // The flags Remix's own router runs with, so the router warns of none.
    { initialEntries: [path], future: { v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_relativeSplatPath: true, v7_skipActionErrorRevalidation: true } },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return {
    ...view,
    router,
    /** Each post's fields as name/value pairs, in order. */
    posted: () => posts.map(({ fields }) => [...fields]),
    contentTypes: () => posts.map(({ contentType }) => contentType),
  };
}
