/**
 * The failures the fuzz tests found (issue 20 item 1), each kept as a case of its own so a
 * regression names itself: docs/robustness.md#what-the-fuzzers-found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLandingPage } from "~/lib/landing-page.server";
import { MAX_URL_KEY_LENGTH } from "~/lib/landing-loader.server";
import { parseDetailPath } from "~/lib/product-page.server";
import { checkTemplateValue } from "~/lib/template-check.server";
import { loader as guideLoader } from "~/routes/guide.$urlKey";
import { pageInfoSchema } from "~schemas/page-info";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const asked: string[] = [];
server.events.on("request:start", ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest" };

describe("a 5,000-character urlKey or product slug", () => {
  it("is the not-found page (404) under /guide/, and the back office is not asked (it answered 500)", async () => {
    asked.length = 0;
    const urlKey = "a".repeat(5000);
    const thrown = await Promise.resolve(guideLoader({ request: new Request(`http://shop.test/guide/${urlKey}`), params: { urlKey }, context })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(asked).not.toContain("/api/landing/template-detail");
  });

  it("asks the back office for a urlKey of MAX_URL_KEY_LENGTH (200) characters, as for any other", async () => {
    asked.length = 0;
    const urlKey = "a".repeat(MAX_URL_KEY_LENGTH);
    const thrown = await Promise.resolve(guideLoader({ request: new Request(`http://shop.test/guide/${urlKey}`), params: { urlKey }, context })).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
    expect(asked).toEqual(expect.arrayContaining(["/api/landing/template-detail"]));
  });

  it("is no product path (so the not-found page) past 200 characters", () => {
    expect(parseDetailPath(`/${"a".repeat(200)}.html`)).not.toBeNull();
    expect(parseDetailPath(`/${"a".repeat(201)}.html`)).toBeNull();
    expect(parseDetailPath(`/${"a".repeat(5000)}.html`)).toBeNull();
  });
});

describe("a template with one unreadable module", () => {
  const title = { sortId: 1, packageType: 1, packageInfoMap: { title: "Kept" } };

  it("drops a module that is not an object, alone, with the reason (the whole page was a 500)", () => {
    const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [title, 42, null, ["x"]] }), { tabs: {} });
    expect(page.modules.map((entry) => entry.code)).toEqual([1]);
    expect(page.diagnostics.map((problem) => problem.reason)).toEqual([
      "is not a module (an object) but number",
      "is not a module (an object) but null",
      "is not a module (an object) but a list",
    ]);
  });

  it("drops a module whose packageType is not a number, alone (the whole page was a 500)", () => {
    const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [title, { sortId: 2, packageType: "abc", packageInfoMap: {} }] }), { tabs: {} });
    expect(page.modules.map((entry) => entry.code)).toEqual([1]);
    expect(page.diagnostics).toEqual([expect.objectContaining({ position: 2, outcome: "dropped", reason: 'packageType "abc" is not a type code' })]);
  });

  it("keeps a module whose sortId is unreadable, in its place in the list", () => {
    const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [title, { sortId: [1], packageType: 1, packageInfoMap: { title: "Second" } }] }), { tabs: {} });
    expect(page.modules.map((entry) => entry.module.position)).toEqual([1, 2]);
  });

  it("reads a theme field of the wrong type as absent: the default colour (the whole page was a 500)", () => {
    const info = pageInfoSchema.parse({ configColor: { not: "a colour" }, metaTitle: ["x"], pcBackgroundImage: 5, templatePackageList: [title] });
    expect(info.theme.color).toBe("#375542");
    expect(info.meta.title).toBeNull();
  });

  it("keeps packageTypeList's places when a code in it is not a number", () => {
    const info = pageInfoSchema.parse({ packageTypeList: [1, "x", 1], templatePackageList: [title, { ...title, sortId: 2 }] });
    expect(info.packageTypeList).toEqual([1, null, 1]);
  });

  it("renders no modules when the module list is not a list, saying so, and the pre-publish check refuses it", () => {
    const info = pageInfoSchema.parse({ templatePackageList: 7 });
    expect(buildLandingPage(info, { tabs: {} }).diagnostics).toEqual([
      expect.objectContaining({ position: null, outcome: "dropped", reason: expect.stringMatching(/^templatePackageList is not a list of modules: /) }),
    ]);
    expect(checkTemplateValue({ templatePackageList: 7 })).toMatchObject({ ok: false, kind: "not-a-template" });
  });
});
