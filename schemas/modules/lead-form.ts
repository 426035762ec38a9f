import { z } from "zod";
import { FIELD_TYPES, STANDARD_FIELDS, type LeadField } from "../rules/lead-form";
import { color, idText, itemList, jsonish, numberish, optionalText, requiredText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 32: lead form (landing spec 2.7, 3.12). The packageInfoMap's `content` holds JSON (an
 * object, or a string holding one):
 *
 *   {
 *     businessId: id,                      // required: the lead is filed under it
 *     formData: [                          // a list, or a string holding a JSON list
 *       { label: string,                   // the placeholder, and the key in the lead's content
 *         type: 1 | 2 | 3,                 // text, select, multi-select
 *         id?: 1 | 2 | 3 | 4 | other,      // name, state, email, phone; other ids are plain fields
 *         require?: boolean,               // true, "true" or 1
 *         list?: [option]                  // options: text, or objects with label / name / value
 *       }
 *     ],
 *     pcTitle?, mobileTitle?, pcSubTitle?, mobileSubTitle?,  // each device falls back to the other's
 *     buttonText?, remarkText?, submitSuccesText?,
 *     titleColor?, subTitleColor?, background?               // colours
 *   }
 *
 * A field without a label, with an unknown type, or a select without options is dropped
 * with a note. The state field (id 2) takes its options from the region list when the page
 * loads (its own `list` is the fallback). The module is dropped without a businessId or
 * without any field left.
 */
const option = z.union([
  z.string(),
  z.number().transform(String),
  z.looseObject({ label: optionalText, name: optionalText, value: optionalText, regionName: optionalText }).transform(
    (item) => item.label ?? item.name ?? item.value ?? item.regionName ?? "",
  ),
]);

const options = jsonish(z.array(z.unknown()).nullish()).transform((list) => {
  const texts = (list ?? []).flatMap((item) => {
    const parsed = option.safeParse(item);
    return parsed.success && parsed.data.trim() !== "" ? [parsed.data.trim()] : [];
  });
  return [...new Set(texts)];
});

const flag = z.unknown().optional().transform((value) => value === true || value === 1 || (typeof value === "string" && /^(true|1)$/i.test(value.trim())));

const field = z
  .object({
    label: requiredText,
    type: numberish,
    // Only 1–4 mean something; any other id (or none) is a plain field.
    id: z.unknown().optional().transform((value) => (value === null || value === "" ? undefined : Number(value))),
    require: flag,
    list: options,
  })
  .transform((raw, ctx): Omit<LeadField, "name"> => {
    const type = FIELD_TYPES[raw.type];
    if (!type) {
      ctx.issues.push({ code: "custom", message: `type ${raw.type} is not 1 (text), 2 (select) or 3 (multi-select)`, input: raw.type });
      return z.NEVER;
    }
    const standard = raw.id !== undefined && Number.isInteger(raw.id) ? (STANDARD_FIELDS[raw.id] ?? null) : null;
    // The state field's options arrive with the region list (see the module's loader).
    if (type !== "text" && standard !== "state" && raw.list.length === 0) {
      ctx.issues.push({ code: "custom", message: "is a select without options (list)", input: raw.list });
      return z.NEVER;
    }
    return { label: raw.label, type, standard, required: raw.require, options: type === "text" ? [] : raw.list };
  });

const content = z.object({
  businessId: idText,
  formData: itemList(field, "field"),
  pcTitle: optionalText,
  mobileTitle: optionalText,
  pcSubTitle: optionalText,
  mobileSubTitle: optionalText,
  buttonText: optionalText,
  remarkText: optionalText,
  submitSuccesText: optionalText,
  titleColor: color("#1d1d1d"),
  subTitleColor: color("#595959"),
  background: color("#f4f4f1"),
});

export const leadFormSchema = z
  .object({ content: jsonish(content) })
  .transform(({ content: form }) => {
    const fields: LeadField[] = form.formData.map((entry, index) => ({ ...entry, name: `field-${index + 1}` }));
    const seen = new Set<string>();
    for (const { label } of fields) {
      if (seen.has(label)) note(`two fields are labelled "${label}": the lead keeps only the last one's value`);
      seen.add(label);
    }
    return {
      businessId: form.businessId,
      fields,
      title: { desktop: form.pcTitle ?? form.mobileTitle, mobile: form.mobileTitle ?? form.pcTitle },
      subtitle: { desktop: form.pcSubTitle ?? form.mobileSubTitle, mobile: form.mobileSubTitle ?? form.pcSubTitle },
      buttonText: form.buttonText,
      remarkText: form.remarkText,
      successText: form.submitSuccesText,
      colors: { title: form.titleColor, subtitle: form.subTitleColor, background: form.background },
    };
  });

export type LeadFormData = z.output<typeof leadFormSchema>;
