import { describe, expect, it } from "vitest";
import { CALLS, type CallName, type CallResult } from "~schemas/backoffice-calls";
import { createFixtureBackoffice, fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { FIXTURES_DIR } from "../support/msw";

/** The fixture back office's answer to one call, checked by the call's response schema as the app's client checks it. */
async function call<K extends CallName>(bo: ReturnType<typeof createFixtureBackoffice>, name: K, body: unknown, visitor?: string) {
  const result = await bo.handle(CALLS[name].path, body, { visitor: visitor ?? null });
  const data = result.status === 200 ? (CALLS[name].schema.parse(result.body.data) as CallResult<K>) : null;
  return { status: result.status, msg: result.body.msg, data };
}

const SHOPPER = { email: "shopper@loftwell.test", password: "shopper-2026" };
const PREMIER = { email: "premier@loftwell.test", password: "premier-2026" };

describe("fixture shoppers: check customer, login, register, user and member info", () => {
  it("knows the documented shoppers and logs them in with their passwords, the e-mail in any case", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    expect((await call(bo, "checkCustomer", { email: "Shopper@Loftwell.test" })).data).toBe(true);
    expect((await call(bo, "checkCustomer", { email: "nobody@loftwell.test" })).data).toBe(false);
    const login = await call(bo, "customerLogin", { ...SHOPPER, email: "SHOPPER@loftwell.test" });
    expect(login.data).toEqual({ ok: true, token: fixtureLoginToken(SHOPPER.email) });
  });

  it("refuses a wrong password or an unknown e-mail with info.msg, which the schema passes on", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    const wrong = await call(bo, "customerLogin", { ...SHOPPER, password: "nope" });
    expect(wrong.data).toEqual({ ok: false, message: "The e-mail address or password is not right. Please try again." });
    const unknown = await call(bo, "customerLogin", { email: "nobody@loftwell.test", password: "whatever" });
    expect(unknown.data).toMatchObject({ ok: false, message: expect.stringContaining("no account") });
  });

  it("registers a new e-mail with a password of 6 or more, then knows it and logs it in", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    expect((await call(bo, "customerRegister", { email: "new@loftwell.test", password: "short" })).data).toMatchObject({ ok: false });
    expect((await call(bo, "customerRegister", { email: "not-an-email", password: "long-enough" })).data).toMatchObject({ ok: false });
    expect((await call(bo, "customerRegister", SHOPPER)).data).toMatchObject({ ok: false, message: expect.stringContaining("already exists") });
    const made = await call(bo, "customerRegister", { email: "new@loftwell.test", password: "long-enough" });
    expect(made.data).toEqual({ ok: true, token: fixtureLoginToken("new@loftwell.test") });
    expect((await call(bo, "checkCustomer", { email: "new@loftwell.test" })).data).toBe(true);
    expect((await call(bo, "customerLogin", { email: "new@loftwell.test", password: "long-enough" })).data).toMatchObject({ ok: true });
  });

  it("answers user info for a login token and 401 for a guest's token", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    expect((await call(bo, "getUserInfo", {}, fixtureLoginToken(PREMIER.email))).data).toEqual({
      email: PREMIER.email,
      firstName: "Priya",
      lastName: "Natarajan",
      entityId: "70002",
    });
    expect((await call(bo, "getUserInfo", {}, "3f1c0f0e-guest")).status).toBe(401);
    expect((await call(bo, "getUserInfo", {}, fixtureLoginToken("nobody@loftwell.test"))).status).toBe(401);
  });

  it("gives member info with the membership product and each shopper's level (1 for the Premier member)", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    const premier = (await call(bo, "getMemberInfo", { email: PREMIER.email })).data;
    expect(premier).toEqual({ skuId: "90001", sku: "TPVIP1", amount: 49, activityAmount: 19, isShow: 1, activityCountdownTime: 1209600, level: 1 });
    expect((await call(bo, "getMemberInfo", { email: SHOPPER.email })).data).toMatchObject({ level: 0 });
  });
});

describe("fixture wishlist: kept per shopper on the server", () => {
  const token = fixtureLoginToken(SHOPPER.email);

  it("adds (newest first, no duplicates), answers isInWish and removes", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    expect((await call(bo, "addToWish", { skuId: "20011", spuId: "501" }, token)).data).toBe(true);
    expect((await call(bo, "addToWish", { skuId: "20141", spuId: "514" }, token)).data).toBe(true);
    expect((await call(bo, "addToWish", { skuId: "20011", spuId: "501" }, token)).data).toBe(true);
    const list = (await call(bo, "getWishlistMyList", { page: 1, pageSize: 999 }, token)).data;
    expect(list?.items.map((item) => item.skuId)).toEqual(["20141", "20011"]);
    expect(list?.items[1]).toMatchObject({ name: "Harlow 3-Seat Sofa, Oat, 3-Seat", detailUrl: "/harlow-sofa.html", specialPrice: 1299 });
    expect((await call(bo, "isInWish", { skuIdList: ["20011", "20012", "20141"] }, token)).data).toEqual(["20011", "20141"]);
    expect((await call(bo, "removeFromWish", { skuId: "20011", spuId: "501" }, token)).data).toBe(true);
    expect((await call(bo, "isInWish", { skuIdList: ["20011"] }, token)).data).toEqual([]);
  });

  it("pages the list on the server: total and maxPage from the page size", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    for (const skuId of ["20011", "20012", "20013"]) await call(bo, "addToWish", { skuId, spuId: "501" }, token);
    const second = (await call(bo, "getWishlistMyList", { page: 2, pageSize: 2 }, token)).data;
    expect(second).toMatchObject({ total: 3, maxPage: 2 });
    expect(second?.items.map((item) => item.skuId)).toEqual(["20011"]);
  });

  it("starts the Premier member with the fixture's list, and keeps each shopper's apart", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    await call(bo, "addToWish", { skuId: "20141", spuId: "514" }, token);
    const premier = (await call(bo, "getWishlistMyList", { page: 1, pageSize: 999 }, fixtureLoginToken(PREMIER.email))).data;
    expect(premier?.items.map((item) => item.skuId)).toEqual(["20011", "20121"]);
  });

  it("refuses guests (401), unknown products (404) and adds without a skuId (400)", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    expect((await call(bo, "addToWish", { skuId: "20011", spuId: "501" }, "guest-client-token")).status).toBe(401);
    expect((await call(bo, "getWishlistMyList", { page: 1, pageSize: 10 })).status).toBe(401);
    expect((await call(bo, "addToWish", { skuId: "999999", spuId: "1" }, token)).status).toBe(404);
    expect((await call(bo, "addToWish", { spuId: "1" }, token)).status).toBe(400);
  });

  it("looks products up by skuId for the guest list, in the order asked, unknown ids left out", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    const products = (await call(bo, "getSkuIdList", { skuIdList: ["20121", "nope", "20011"] })).data;
    expect(products?.map((product) => product.skuId)).toEqual(["20121", "20011"]);
  });
});

describe("fixture cart: the membership line", () => {
  it("marks the Premier membership (member info's skuId) with isMemberSku, at its activity price", async () => {
    const bo = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
    await call(bo, "addToCart", { productId: "20011", quantity: 1, addToCartTime: 1, once: true }, "v");
    await call(bo, "addToCart", { productId: "90001", quantity: 1, addToCartTime: 2, once: true }, "v");
    const cart = (await call(bo, "getCartInfo", { regionCode: "CA", postcode: null }, "v")).data;
    expect(cart?.lines.map((line) => [line.productId, line.isMemberSku])).toEqual([
      ["20011", false],
      ["90001", true],
    ]);
    expect(cart?.lines[1]).toMatchObject({ name: "Loftwell Premier membership, 1 year", specialPrice: 19 });
  });
});
