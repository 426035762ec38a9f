import { json, type ActionFunctionArgs } from "@remix-run/node";
import { readLimitedText } from "~/lib/request-body.server";
import { checkTemplateSource, describeDiagnostic, TEMPLATE_SIZE_LIMIT } from "~/lib/template-check.server";

/**
 * POST /api/templates/validate: the back office sends a template (the page info, as its
 * template-detail call returns it) before publishing and gets the preview's diagnostics back,
 * in the same `{code, msg, data}` envelope its own API uses (docs/backoffice-api.md).
 */
const answer = (code: number, msg: string, data: unknown = null, headers: HeadersInit = {}) =>
  json({ code, msg, data }, { status: code, headers: { "Cache-Control": "no-store", ...headers } });

export async function loader() {
  return answer(405, "use POST with a JSON body", null, { Allow: "POST" });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return answer(405, "use POST with a JSON body", null, { Allow: "POST" });
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && !type.endsWith("+json")) return answer(415, "send the template as Content-Type: application/json");

  const body = await readLimitedText(request, TEMPLATE_SIZE_LIMIT);
  if (!body.ok) {
    return body.reason === "too-large"
      ? answer(413, `the template is larger than ${TEMPLATE_SIZE_LIMIT} bytes (1 MiB)`)
      : answer(400, "the body is not UTF-8 text");
  }

  const check = checkTemplateSource(body.text);
  if (!check.ok && check.kind === "syntax") {
    const { line, column, message } = check.error;
    return answer(400, `malformed JSON at line ${line}, column ${column}: ${message}`, { error: "malformed-json", line, column, message });
  }
  if (!check.ok) return answer(400, `not a template: ${check.message}`, { error: "not-a-template", message: check.message });

  const { report } = check;
  return answer(200, report.publishable ? "ok" : `${report.dropped} module(s) would be dropped`, {
    ...report,
    diagnostics: report.diagnostics.map((problem) => ({ ...problem, message: describeDiagnostic(problem) })),
  });
}
