import { describe, expect, it } from "vitest";
import { isPremierMember, loginEmailError, MAX_PASSWORD_LENGTH, parseLoginRequest, type MemberInfo } from "~schemas/rules/account";

describe("parseLoginRequest: the login popup's steps", () => {
  it("checks an e-mail (trimmed) first", () => {
    expect(parseLoginRequest({ step: "check", email: "  ana@example.com " })).toEqual({ ok: true, request: { step: "check", email: "ana@example.com" } });
  });

  it("says 'enter_email_tips' for no e-mail and 'NoEmail' for a malformed one, at every step", () => {
    expect(parseLoginRequest({ step: "check", email: "  " })).toEqual({ ok: false, messageKey: "enter_email_tips" });
    expect(parseLoginRequest({ step: "login", email: "ana@example", password: "x" })).toEqual({ ok: false, messageKey: "NoEmail" });
    expect(parseLoginRequest({ step: "register", email: "ana maria@example.com", password: "x" })).toEqual({ ok: false, messageKey: "NoEmail" });
  });

  it("takes any address shaped like one, longer top-level domains included (the back office decides the rest)", () => {
    for (const email of ["shopper@loftwell.test", "a.b-c@mail.example.online", "x+tag@example.co.uk"]) expect(loginEmailError(email), email).toBeNull();
    for (const email of ["ana", "ana@", "@example.com", "ana@example", "ana@@example.com", "ana@example.", "ana@.com", `${"a".repeat(250)}@x.com`]) {
      expect(loginEmailError(email), email).toBe("NoEmail");
    }
  });

  it("needs a password to log in or register, and no absurdly long one", () => {
    expect(parseLoginRequest({ step: "login", email: "ana@example.com" })).toEqual({ ok: false, messageKey: "login.passwordRequired" });
    expect(parseLoginRequest({ step: "register", email: "ana@example.com", password: "" })).toEqual({ ok: false, messageKey: "login.passwordRequired" });
    expect(parseLoginRequest({ step: "login", email: "ana@example.com", password: "p".repeat(MAX_PASSWORD_LENGTH + 1) })).toMatchObject({ ok: false });
    expect(parseLoginRequest({ step: "login", email: "ana@example.com", password: " secret " })).toEqual({
      ok: true,
      request: { step: "login", email: "ana@example.com", password: " secret " },
    });
  });

  it("is null for anything that is not a login request", () => {
    for (const body of [null, "x", [], {}, { step: "logout", email: "ana@example.com" }, { step: "check", email: 3 }]) {
      expect(parseLoginRequest(body), JSON.stringify(body)).toBeNull();
    }
  });
});

describe("isPremierMember", () => {
  const member = (level: number): MemberInfo => ({ skuId: "90001", sku: "TPVIP1", amount: 49, activityAmount: 19, isShow: 1, activityCountdownTime: 60, level });

  it("is level 1 only", () => {
    expect(isPremierMember(member(1))).toBe(true);
    expect(isPremierMember(member(0))).toBe(false);
    expect(isPremierMember(member(2))).toBe(false);
    expect(isPremierMember(null)).toBe(false);
  });
});
