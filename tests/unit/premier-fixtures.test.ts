import { describe, expect, it } from "vitest";
import { CALLS, type CallName, type CallResult } from "~schemas/backoffice-calls";
import { premierLinePrice } from "~schemas/rules/premier";
import { createFixtureBackoffice, fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { FIXTURES_DIR } from "../support/msw";

/** One call to the fixture back office, its answer checked by the call's schema as the app's client checks it. */
async function call<K extends CallName>(bo: ReturnType<typeof createFixtureBackoffice>, name: K, body: unknown, visitor: string | null = null) {
  const result = await bo.handle(CALLS[name].path, body, { visitor });
  return result.status === 200 ? (CALLS[name].schema.parse(result.body.data) as CallResult<K>) : null;
}

const RENEWING = fixtureLoginToken("renewing@loftwell.test");
const CART = { regionCode: "CA", postcode: null };

describe("the fixtures for previewing the three Premier paths (docs/fixtures.md)", () => {
  it("gives harlow-sofa member coupons and a member price: the 'with Premier' line is kept on it", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    const coupons = await call(bo, "getCouponList", { storeId: 3, spu: "LW1001", sku: "LW1001-OAT-3-SEAT", skuId: "20011" });
    expect(coupons?.memberCouponList.map((coupon) => coupon.code)).toEqual(["PREMIER50", "PREMIER5"]);
    expect(premierLinePrice(coupons)).toBe(1149);
  });

  it("starts the renewing shopper's cart with the membership (isMemberSku), kept through later adds", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    const member = await call(bo, "getMemberInfo", { email: "renewing@loftwell.test" });
    expect(member?.level).toBe(0);
    expect((await call(bo, "getCartInfo", CART, RENEWING))?.lines.map((line) => [line.productId, line.isMemberSku])).toEqual([["90001", true]]);
    await call(bo, "addToCart", { productId: "20011", quantity: 1, addToCartTime: 1, once: true }, RENEWING);
    expect((await call(bo, "getCartInfo", CART, RENEWING))?.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ["90001", 1],
      ["20011", 1],
    ]);
  });

  it("seeds the cart on a first add too, and leaves other shoppers' and guests' carts empty", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    await call(bo, "addToCart", { productId: "20011", quantity: 1, addToCartTime: 1, once: true }, RENEWING);
    expect((await call(bo, "getCartInfo", CART, RENEWING))?.lines.map((line) => line.productId)).toEqual(["90001", "20011"]);
    expect((await call(bo, "getCartInfo", CART, fixtureLoginToken("shopper@loftwell.test")))?.lines).toEqual([]);
    expect((await call(bo, "getCartInfo", CART, "guest-token"))?.lines).toEqual([]);
  });
});
