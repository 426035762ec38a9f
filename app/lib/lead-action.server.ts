import { json, type AppLoadContext } from "@remix-run/node";
import { loadLeadForm } from "~modules/lead-form/loader.server";
import { logger } from "../../server/logger.js";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "./landing-page.server";
import {
  echoValues,
  LEAD_FORM_INPUT,
  leadSubmission,
  validateForm,
  valuesFromForm,
  type LeadActionData,
} from "~schemas/rules/lead-form";
import { backofficeFor, getShopper } from "./shopper.server";

const NO_STORE = { "Cache-Control": "no-store" };

function answer(data: LeadActionData, status: number) {
  return json<LeadActionData>(data, { status, headers: NO_STORE });
}

/**
 * A lead form post (landing spec 2.7, 4.8, 5.3, 7). The fields are never taken from the
 * post: the template is read again (the back-office client caches it for a few seconds)
 * and the posted module's own fields, with the region list as state options, are checked
 * with the same rules the browser ran. Only then is the lead saved, with the page info's
 * `id` as templateId. The preview passes `save: false`: it checks and files nothing.
 *
 * Answers 200 when saved (or checked), 400 with the messages when a field is invalid, 502
 * when the lead could not be saved (the values come back so nothing typed is lost), and
 * 400 for a post that is not a lead form at all.
 */
export async function handleLeadPost(request: Request, context: AppLoadContext, urlKey: string, { save }: { save: boolean }) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return json({ error: "the body is not a form" }, { status: 400, headers: NO_STORE });
  }
  const position = Number(form.get(LEAD_FORM_INPUT));
  if (!Number.isInteger(position) || position < 1) {
    return json({ error: `a lead form post names its module in ${LEAD_FORM_INPUT}` }, { status: 400, headers: NO_STORE });
  }

  const shopper = await getShopper(request, context);
  const api = backofficeFor(shopper);
  const failed = (reason: string, status = 502) => {
    logger.warn("lead not saved", { urlKey, module: position, reason });
    return answer({ form: "lead", module: position, status: "failed", values: echoValues(form) }, status);
  };

  try {
    const info = await api.getTemplateDetail({ urlKey });
    if (!info) return failed("the page has no page info", 409);
    const page = buildLandingPage(info, parseGuideQuery(new URL(request.url).searchParams));
    const entry = page.modules.find((candidate) => candidate.code === 32 && candidate.module.position === position);
    if (!entry || entry.code !== 32) return failed(`module ${position} is not a lead form on this page`, 409);

    const data = await loadLeadForm(entry.data, { api });
    const values = valuesFromForm(data.fields, form);
    const errors = validateForm(data.fields, values, shopper.store.phoneRule);
    if (Object.keys(errors).length > 0) return answer({ form: "lead", module: position, status: "invalid", errors, values }, 400);
    if (!save) return answer({ form: "lead", module: position, status: "checked" }, 200);

    const saved = await api.saveLead({ businessId: data.businessId, templateId: info.id ?? "", urlKey, ...leadSubmission(data.fields, values) });
    if (!saved) return failed("the back office refused the lead");
    return answer({ form: "lead", module: position, status: "saved" }, 200);
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}
