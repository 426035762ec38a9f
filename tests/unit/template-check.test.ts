import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkTemplateSource, checkTemplateValue, describeDiagnostic, TEMPLATE_SIZE_LIMIT } from "~/lib/template-check.server";
import { action, loader } from "~/routes/api.templates.validate";

const fixture = (urlKey: string) => readFileSync(path.resolve(__dirname, "../../fixtures/templates", `${urlKey}.json`), "utf8");

describe("checking a template", () => {
  it("reports what the preview shows: rendered modules, drops and alterations", () => {
    const check = checkTemplateSource(fixture("broken-modules"));
    if (!check.ok) throw new Error("broken-modules is a template");
    expect(check.report).toMatchObject({ dropped: 9, altered: 4, publishable: false });
    expect(check.report.rendered.map((m) => m.position)).toEqual([1, 3, 10]);
    expect(describeDiagnostic(check.report.diagnostics[0]!)).toBe("module 2, banner (type 4) dropped: has no image (pcImage, mobileImage or mobileBanner)");
    expect(describeDiagnostic(check.report.diagnostics.find((d) => d.code === null)!)).toBe("module 11 dropped: has no type code (packageType)");
  });

  it("takes the back office's whole {code, msg, data} answer too", () => {
    const check = checkTemplateValue({ code: 200, msg: "ok", data: JSON.parse(fixture("autumn-living")) });
    expect(check.ok && check.report).toMatchObject({ dropped: 0, publishable: true });
  });

  it("tells a syntax error (with its place) from JSON that is no template", () => {
    expect(checkTemplateSource('{\n  "moduleInfoList": [\n    {"sortId": 1,}\n  ]\n}')).toMatchObject({ ok: false, kind: "syntax", error: { line: 3, column: 18 } });
    expect(checkTemplateSource("[1, 2]")).toMatchObject({ ok: false, kind: "not-a-template", message: expect.stringContaining("not a list") });
    expect(checkTemplateSource('{"moduleInfoList": 5}')).toMatchObject({ ok: false, kind: "not-a-template", message: expect.stringContaining("moduleInfoList") });
  });
});

describe("POST /api/templates/validate", () => {
  const post = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
    action({ request: new Request("http://shop.test/api/templates/validate", { method: "POST", body, headers, duplex: "half" } as RequestInit), params: {}, context: {} as never });
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: number; msg: string; data: Record<string, unknown> | null } });

  it("answers the diagnostics in the back office's envelope", async () => {
    const { status, body } = await answer(await post(fixture("broken-modules")));
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.msg).toBe("9 module(s) would be dropped");
    expect(body.data).toMatchObject({ publishable: false, dropped: 9, altered: 4 });
    const first = (body.data!.diagnostics as Record<string, unknown>[])[0];
    expect(first).toEqual({
      position: 2,
      code: 4,
      name: "banner",
      outcome: "dropped",
      reason: "has no image (pcImage, mobileImage or mobileBanner)",
      message: "module 2, banner (type 4) dropped: has no image (pcImage, mobileImage or mobileBanner)",
    });
    expect((await answer(await post(fixture("autumn-living")))).body).toMatchObject({ code: 200, msg: "ok", data: { publishable: true } });
  });

  it("answers 400 with line and column for malformed JSON", async () => {
    const { status, body } = await answer(await post('{\n  "urlKey": "x",\n  "moduleInfoList": [}\n}'));
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ error: "malformed-json", line: 3, column: 22 });
    expect(body.msg).toMatch(/^malformed JSON at line 3, column 22: /);
  });

  it("answers 400 for JSON that is no template, 415 for other content types and 405 for GET", async () => {
    expect(await answer(await post('"just text"'))).toMatchObject({ status: 400, body: { data: { error: "not-a-template" } } });
    expect((await post("{}", { "content-type": "text/plain" })).status).toBe(415);
    const get = await loader();
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("answers 413 above 1 MiB, by Content-Length or while reading a body without one", async () => {
    // Declared too large: refused before a byte is read.
    expect((await post("{}", { "content-type": "application/json", "content-length": String(TEMPLATE_SIZE_LIMIT + 1) })).status).toBe(413);
    const big = `{"metaTitle": "${"x".repeat(TEMPLATE_SIZE_LIMIT)}"}`;
    expect((await post(big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect((await post(stream)).status).toBe(413);
  });
});
