import type { AccountAnswer, LoggedInAccount } from "~schemas/rules/account";

/** The fixture's logged-in shopper (fixtures/customers.json), as /api/account answers them. */
export const TEST_SHOPPER: LoggedInAccount = {
  status: "logged-in",
  user: { email: "shopper@loftwell.test", firstName: "Sam", lastName: "Rivera", entityId: "70001" },
  member: { skuId: "90001", sku: "TPVIP1", amount: 49, activityAmount: 19, isShow: 1, activityCountdownTime: 1209600, level: 0 },
};

export const TEST_GUEST: AccountAnswer = { status: "guest" };

/** The account a component is rendered for: a guest, or the fixture's logged-in shopper. */
export const accountFor = (loggedIn: boolean | undefined): AccountAnswer => (loggedIn ? TEST_SHOPPER : TEST_GUEST);
