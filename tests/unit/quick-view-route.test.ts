import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as quickView } from "~/routes/api.quick-view";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-quick-view" };
const ask = (url: string) =>
  quickView({ request: new Request(`http://shop.test/api/quick-view?url=${encodeURIComponent(url)}`), params: {}, context }) as Promise<Response>;

describe("/api/quick-view (detail spec 2, quick view)", () => {
  it("answers a product the store does not have with ok: false and status 200, so the browser logs no failed request", async () => {
    const response = await ask("/no-such-sofa.html");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false, error: "no such product" });
  });

  it("refuses an address that names no product page", async () => {
    const response = await ask("javascript:alert(1)");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false });
  });

  it("answers a product with its sections", async () => {
    const response = await ask("/harlow-sofa.html");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; detailPath: string; sections: Record<string, unknown> };
    expect(answer.ok).toBe(true);
    expect(answer.detailPath).toBe("/harlow-sofa.html");
    expect(Object.keys(answer.sections)).toContain("gallery");
  });
});
