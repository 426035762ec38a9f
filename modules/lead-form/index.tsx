import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useToast } from "~modules/kit/toast";
import {
  emptyValues,
  fitValues,
  LEAD_FORM_INPUT,
  validateField,
  validateForm,
  type FieldErrors,
  type FieldValue,
  type FieldValues,
  type LeadActionData,
  type LeadField,
  type LeadMessageKey,
} from "~schemas/rules/lead-form";
import { getStore } from "~schemas/rules/stores";
import type { LeadFormData } from "~schemas/modules/lead-form";
import { defineModule, type ModuleProps } from "../types";
import { EmailField } from "./email-field";
import "./lead-form.css";

type Props = ModuleProps<LeadFormData>;

/** The route's answer for this form (a page may hold several lead forms). */
function answerFor(data: unknown, position: number): LeadActionData | null {
  if (typeof data !== "object" || data === null) return null;
  const answer = data as Partial<LeadActionData>;
  return answer.form === "lead" && answer.module === position ? (answer as LeadActionData) : null;
}

/** Spec 2.7: a required field's placeholder starts with '*'. */
export function placeholderOf(field: LeadField): string {
  return field.required ? `*${field.label}` : field.label;
}

const AUTOCOMPLETE: Partial<Record<NonNullable<LeadField["standard"]>, string>> = { name: "name", phone: "tel", state: "address-level1" };

type Notice = "saved" | "failed" | null;

/**
 * Type 32: the lead form (landing spec 2.7, 4.8, 5.3). Fields start empty; each is checked on
 * blur (a multi-select also on every change) and all of them on submit, with the rules in
 * schemas/rules/lead-form.ts that the route's action runs again on the server. With JavaScript
 * the form posts through a fetcher (no navigation): success shows a toast and empties the
 * form, a failure keeps everything typed. Without JavaScript it is a plain form post and the
 * page comes back with the action's answer: messages, a notice and the values as posted.
 */
function LeadForm({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const toast = useToast();
  const fetcher = useFetcher<LeadActionData>();
  // Set only by a plain form post (no JavaScript yet): fetcher answers arrive in fetcher.data.
  const posted = answerFor(useActionData(), module.position);
  const phoneRule = getStore(page.store).phoneRule;
  const successText = data.successText ?? t("SubmitSuccess");

  const [values, setValues] = useState<FieldValues>(() =>
    posted && "values" in posted ? fitValues(data.fields, posted.values) : emptyValues(data.fields),
  );
  const [errors, setErrors] = useState<FieldErrors>(() => (posted?.status === "invalid" ? posted.errors : {}));
  const [notice, setNotice] = useState<Notice>(() => (posted?.status === "failed" ? "failed" : posted?.status === "saved" ? "saved" : null));
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const handled = useRef<unknown>(null);
  const busy = fetcher.state !== "idle";

  const idOf = (field: LeadField) => `lead-${module.position}-${field.name}`;
  const errorIdOf = (field: LeadField) => (errors[field.name] ? `${idOf(field)}-error` : undefined);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError.current = true;
  };

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
  }, [errors]);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    const mine = answerFor(answer, module.position);
    if (!mine || mine.status === "failed") {
      setNotice("failed");
      return;
    }
    if (mine.status === "invalid") {
      setNotice(null);
      setErrors(mine.errors);
      focusFirstError.current = true;
      return;
    }
    setNotice(null);
    setErrors({});
    if (mine.status === "saved") {
      setValues(emptyValues(data.fields));
      toast(successText);
    } else {
      toast(t("forms.leadForm.previewChecked"));
    }
  }, [fetcher.state, fetcher.data, module.position, data.fields, successText, toast, t]);

  const check = (field: LeadField, value: FieldValue) => {
    const message = validateField(field, value, phoneRule);
    setErrors((current) => {
      if ((current[field.name] ?? null) === message) return current;
      const next = { ...current };
      if (message) next[field.name] = message;
      else delete next[field.name];
      return next;
    });
  };

  const change = (field: LeadField, value: FieldValue) => {
    setValues((current) => ({ ...current, [field.name]: value }));
    if (field.type === "multi") check(field, value);
    // Checked on blur; a message already shown goes as soon as the value is right.
    else if (errors[field.name] && !validateField(field, value, phoneRule)) check(field, value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const found = validateForm(data.fields, values, phoneRule);
    setNotice(null);
    showErrors(found);
    // With no message the fetcher form posts it; otherwise nothing is sent (spec 4.8).
    if (Object.keys(found).length > 0) event.preventDefault();
  };

  const message = (field: LeadField) => {
    const key: LeadMessageKey | undefined = errors[field.name];
    return key ? (
      <p id={`${idOf(field)}-error`} className="lead-form__error">
        {t(key)}
      </p>
    ) : null;
  };

  const renderField = (field: LeadField) => {
    const id = idOf(field);
    const value = values[field.name] ?? (field.type === "multi" ? [] : "");
    const common = {
      id,
      name: field.name,
      "aria-required": field.required,
      "aria-invalid": errors[field.name] ? true : undefined,
      "aria-describedby": errorIdOf(field),
    };

    if (field.type === "multi") {
      const chosen = Array.isArray(value) ? value : [];
      // Leaving the whole group is its blur.
      const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) check(field, chosen);
      };
      return (
        <fieldset
          key={field.name}
          className="lead-form__field lead-form__multi"
          aria-describedby={errorIdOf(field)}
          data-invalid={errors[field.name] ? "" : undefined}
          onBlur={onGroupBlur}
        >
          <legend className="lead-form__legend">{placeholderOf(field)}</legend>
          <div className="lead-form__options">
            {field.options.map((option) => (
              <label key={option} className="lead-form__option">
                <input
                  type="checkbox"
                  name={field.name}
                  value={option}
                  checked={chosen.includes(option)}
                  onChange={(event) =>
                    change(field, event.target.checked ? field.options.filter((o) => o === option || chosen.includes(o)) : chosen.filter((o) => o !== option))
                  }
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
          {message(field)}
        </fieldset>
      );
    }

    const text = typeof value === "string" ? value : "";
    if (field.type === "select") {
      return (
        <div key={field.name} className="lead-form__field">
          <label htmlFor={id} className="lead-form__label">
            {field.label}
          </label>
          <select
            {...common}
            className={`lead-form__control lead-form__select${text === "" ? " is-empty" : ""}`}
            autoComplete={field.standard ? AUTOCOMPLETE[field.standard] : undefined}
            value={text}
            onChange={(event) => change(field, event.target.value)}
            onBlur={(event) => check(field, event.target.value)}
          >
            <option value="">{placeholderOf(field)}</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {message(field)}
        </div>
      );
    }

    if (field.standard === "email") {
      return (
        <EmailField
          key={field.name}
          id={id}
          name={field.name}
          label={field.label}
          placeholder={placeholderOf(field)}
          required={field.required}
          value={text}
          errorId={errorIdOf(field)}
          onChange={(next) => change(field, next)}
          onBlur={() => check(field, text)}
        >
          {message(field)}
        </EmailField>
      );
    }

    return (
      <div key={field.name} className="lead-form__field">
        <label htmlFor={id} className="lead-form__label">
          {field.label}
        </label>
        <input
          {...common}
          className="lead-form__control"
          type={field.standard === "phone" ? "tel" : "text"}
          autoComplete={field.standard ? AUTOCOMPLETE[field.standard] : undefined}
          placeholder={placeholderOf(field)}
          value={text}
          onChange={(event) => change(field, event.target.value)}
          onBlur={(event) => check(field, event.target.value)}
        />
        {message(field)}
      </div>
    );
  };

  const title = data.title[device];
  const subtitle = data.subtitle[device];
  const titleId = `lead-${module.position}-title`;

  return (
    <div className={`lead-form lead-form--${device}`} style={{ background: data.colors.background }}>
      {title ? (
        <h2 id={titleId} className="lead-form__title" style={{ color: data.colors.title }}>
          {title}
        </h2>
      ) : null}
      {subtitle ? (
        <p className="lead-form__subtitle" style={{ color: data.colors.subtitle }}>
          {subtitle}
        </p>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        className="lead-form__form"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : t("forms.leadForm.label")}
        onSubmit={onSubmit}
      >
        <input type="hidden" name={LEAD_FORM_INPUT} value={module.position} />
        <div className="lead-form__fields">{data.fields.map(renderField)}</div>
        {notice === "failed" ? (
          <p className="lead-form__notice lead-form__notice--failed" role="alert">
            {t("forms.leadForm.failed")}
          </p>
        ) : null}
        {notice === "saved" ? (
          <p className="lead-form__notice lead-form__notice--saved" role="status">
            {successText}
          </p>
        ) : null}
        <div className="lead-form__actions">
          <button type="submit" className="lead-form__submit" aria-disabled={busy || undefined}>
            {busy ? t("forms.leadForm.sending") : (data.buttonText ?? t("forms.leadForm.submit"))}
          </button>
        </div>
        {data.remarkText ? <p className="lead-form__remark">{data.remarkText}</p> : null}
      </fetcher.Form>
    </div>
  );
}

export const leadForm = defineModule(LeadForm);
