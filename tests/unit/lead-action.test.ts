import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LeadActionData } from "~schemas/rules/lead-form";
import { action, loader } from "~/routes/guide.$urlKey";
import { action as previewAction } from "~/routes/preview-frame.$urlKey";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { loginTokenCookie } from "~/lib/cookies.server";
import { clientTokenCookie, cookiePair } from "../../server/cookies.js";
import { takeWarnings } from "../support/logs";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server, backoffice } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  backoffice.state.leads.clear();
  delete process.env.STORE_ID;
});
afterAll(() => server.close());

/** The design-consultation fixture's lead form: module 2, fields 1–8 (see fixtures/templates). */
const VALID: [string, string][] = [
  ["_leadForm", "2"],
  ["field-1", "Ada Lovelace"],
  ["field-2", "Texas"],
  ["field-3", "ada@example.com"],
  ["field-4", "(555) 123-4567"],
  ["field-5", "Dining room"],
  ["field-5", "Living room"],
  ["field-6", "$2,000–$5,000"],
  ["field-7", "Weekday mornings"],
  ["field-8", ""],
];

let visitors = 0;
function post(entries: [string, string][], { urlKey = "design-consultation", visitor = `guest-${++visitors}`, preview = false } = {}) {
  const body = new URLSearchParams(entries);
  const request = new Request(`http://shop.test/${preview ? "preview-frame" : "guide"}/${urlKey}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const args = { request, params: { urlKey }, context: { cspNonce: "n", clientToken: visitor } };
  return { visitor, response: (preview ? previewAction(args) : action(args)) as Promise<Response> };
}

const answerOf = async (response: Response) => (await response.json()) as LeadActionData;
const withValue = (name: string, value: string) => VALID.map(([key, old]): [string, string] => [key, key === name ? value : old]);

describe("the guide route's lead form action", () => {
  it("saves a valid lead with the spec 7 payload, per visitor", async () => {
    const { visitor, response } = post(VALID);
    const res = await response;
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await answerOf(res)).toEqual({ form: "lead", module: 2, status: "saved" });
    const leads = backoffice.state.leads.get(visitor) as Record<string, unknown>[];
    expect(leads).toHaveLength(1);
    const lead = leads[0]!;
    expect(lead).toEqual({
      businessId: "5001",
      templateId: "1320",
      urlKey: "design-consultation",
      customerEmail: "ada@example.com",
      telephone: "(555) 123-4567",
      content: expect.any(String),
    });
    expect(JSON.parse(lead.content as string)).toEqual({
      Name: "Ada Lovelace",
      State: "Texas",
      Email: "ada@example.com",
      Phone: "(555) 123-4567",
      // Options keep the list's order, joined with commas.
      "Rooms you are furnishing": "Living room,Dining room",
      Budget: "$2,000–$5,000",
      "Best time to call": "Weekday mornings",
      "Anything else we should know?": "",
    });
  });

  it("checks again on the server: every rule of spec 5.3, and nothing is saved", async () => {
    const { visitor, response } = post([
      ["_leadForm", "2"],
      ["field-3", "ada@example.info"],
      ["field-4", "555-12-4567"],
    ]);
    const res = await response;
    expect(res.status).toBe(400);
    expect(await answerOf(res)).toEqual({
      form: "lead",
      module: 2,
      status: "invalid",
      errors: {
        "field-1": "ThirtyTwoTips.name",
        "field-2": "ThirtyTwoTips.state",
        "field-3": "WrongEmail",
        "field-4": "PleaseEnterPhoneNumberCorrect",
        "field-5": "ThirtyTwoTips.select",
        "field-6": "ThirtyTwoTips.select",
        "field-7": "ThirtyTwoTips.input",
      },
      values: expect.objectContaining({ "field-3": "ada@example.info", "field-4": "555-12-4567", "field-5": [] }),
    });
    expect(backoffice.state.leads.get(visitor)).toBeUndefined();
  });

  it("refuses options the form does not offer (the state comes from the region list)", async () => {
    const answer = await answerOf(await post(withValue("field-2", "Atlantis")).response);
    expect(answer.status === "invalid" && answer.errors).toEqual({ "field-2": "ThirtyTwoTips.state" });
  });

  it("applies the store's phone rule: store 8 takes 8 to 11 characters", async () => {
    process.env.STORE_ID = "8";
    expect((await post(withValue("field-4", "12345678")).response).status).toBe(200);
    const answer = await answerOf(await post(withValue("field-4", "1234567")).response);
    expect(answer.status === "invalid" && answer.errors).toEqual({ "field-4": "PleaseEnterPhoneNumberCorrect" });
  });

  it("answers 502 and echoes the values when the back office fails to save", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/landing/lead`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const res = await post(VALID).response;
    expect(res.status).toBe(502);
    expect(await answerOf(res)).toEqual({
      form: "lead",
      module: 2,
      status: "failed",
      values: expect.objectContaining({ "field-1": "Ada Lovelace", "field-5": ["Dining room", "Living room"], "field-8": "" }),
    });
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["lead not saved"]);
  });

  it("answers 502 when the back office refuses the lead (a falsy answer)", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/landing/lead`, () => HttpResponse.json({ code: 200, msg: "ok", data: false })));
    expect((await post(VALID).response).status).toBe(502);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["lead not saved"]);
  });

  it("answers 409 for a module that is not a lead form on the page, 400 for a post that names none", async () => {
    const notAForm = await post(VALID.map(([key, value]): [string, string] => [key, key === "_leadForm" ? "1" : value])).response;
    expect(notAForm.status).toBe(409);
    expect((await answerOf(notAForm)).status).toBe("failed");
    expect((await post(VALID.filter(([key]) => key !== "_leadForm")).response).status).toBe(400);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["lead not saved"]);
  });

  it("in the preview, checks the form but files no lead", async () => {
    const { visitor, response } = post(VALID, { preview: true });
    expect(await answerOf(await response)).toEqual({ form: "lead", module: 2, status: "checked" });
    expect(backoffice.state.leads.get(visitor)).toBeUndefined();
    const invalid = await post(withValue("field-3", "nope"), { preview: true }).response;
    expect(invalid.status).toBe(400);
  });
});

describe("the sale page (landing spec 2.6, 4.10)", () => {
  const load = (urlKey: string, cookie?: string) =>
    loader({
      request: new Request(`http://shop.test/guide/${urlKey}`, { headers: cookie ? { cookie } : {} }),
      params: { urlKey },
      context: { cspNonce: "n", clientToken: "guest" },
    }).then((response) => response.json() as Promise<{ sale: boolean; modules: unknown[] }>);

  it("adds 'About sales' to the sale page alike for a guest and a logged-in shopper: the browser decides the invitation", async () => {
    const guest = await load("sale");
    const token = await cookiePair(loginTokenCookie, "t-123");
    const loggedIn = await load("sale", `${await cookiePair(clientTokenCookie, "abc")}; ${token}`);
    expect(guest.sale).toBe(true);
    expect(loggedIn.sale).toBe(true);
    expect(loggedIn.modules).toEqual(guest.modules);
  });

  it("adds nothing to other pages", async () => {
    expect((await load("design-consultation", await cookiePair(loginTokenCookie, "t-123"))).sale).toBe(false);
  });
});
