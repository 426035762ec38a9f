import path from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { createFixtureBackoffice, visitorOf } from "../../server/fixture-backoffice/handler.js";

export const BACKOFFICE_URL = "http://backoffice.test";
export const FIXTURES_DIR = path.resolve(__dirname, "../../fixtures");

/** msw handlers answering the back-office contract from the same fixtures as `npm start`. */
export function fixtureHandlers(fixturesDir = FIXTURES_DIR) {
  const backoffice = createFixtureBackoffice({ fixturesDir });
  const handler = http.post(`${BACKOFFICE_URL}/api/*`, async ({ request }) => {
    const call = new URL(request.url).pathname.slice("/api/".length);
    const text = await request.text();
    const result = await backoffice.handle(call, text ? JSON.parse(text) : {}, {
      storeId: request.headers.get("x-store-id"),
      visitor: visitorOf(request.headers),
    });
    return HttpResponse.json(result.body, { status: result.status });
  });
  return { backoffice, handlers: [handler] };
}

/** The fixture back office on msw, plus a test's own handlers (e.g. the app routes the page's scripts call). */
export function fixtureServer(...extra: Parameters<typeof setupServer>) {
  const { backoffice, handlers } = fixtureHandlers();
  return { backoffice, server: setupServer(...handlers, ...extra) };
}

/** GET /api/cart as the cart provider asks for it on mount: an empty cart. */
export const emptyCart = http.get("*/api/cart", () => HttpResponse.json({ ok: true, cart: { count: 0, lines: [] } }));
