import { describe, expect, it } from "vitest";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { FIXTURES_DIR } from "../support/msw";

const backoffice = () => createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });

describe("embedded fixture back office", () => {
  it("serves fixtures/templates/{urlKey}.json in the envelope", async () => {
    const result = await backoffice().handle("landing/template-detail", { urlKey: "members-only" }, {});
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ code: 200, data: { urlKey: "members-only" } });
  });

  it("answers 404 for unknown templates and for keys that are not plain file names", async () => {
    for (const urlKey of ["nope", "../package", "a/b"]) {
      const result = await backoffice().handle("landing/template-detail", { urlKey }, {});
      expect(result).toMatchObject({ status: 404, body: { code: 404 } });
    }
  });

  it("answers 404 for an unknown call", async () => {
    expect((await backoffice().handle("nope/nope", {}, {})).status).toBe(404);
  });

  it("keeps cart lines and leads per visitor", async () => {
    const bo = backoffice();
    await bo.handle("cart/add", { productId: 7, quantity: 1, addToCartTime: 1, once: true }, { visitor: "a" });
    await bo.handle("cart/add-batch", [{ productId: 8, quantity: 1, addToCartTime: 2 }], { visitor: "b" });
    await bo.handle("landing/lead", { urlKey: "x", content: "{}" }, { visitor: "a" });
    expect(bo.state.carts.get("a")).toEqual([{ productId: "7", quantity: 1, addToCartTime: 1 }]);
    expect(bo.state.carts.get("b")).toHaveLength(1);
    expect(bo.state.leads.get("a")).toHaveLength(1);
  });

  it("refuses invalid writes with 400", async () => {
    expect((await backoffice().handle("cart/add", {}, { visitor: "a" })).status).toBe(400);
    expect((await backoffice().handle("cart/add-batch", [], { visitor: "a" })).status).toBe(400);
  });
});
