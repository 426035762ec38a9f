import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { checkPostcode, isPostcodeReady, postcodePlaceholder } from "~schemas/rules/product/postcode";
import type { ZipCodeAnswer, ZipObject } from "~schemas/rules/product/zip";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import { getStore, type StoreId } from "~schemas/rules/stores";
import { callApp } from "~modules/kit/app-api";
import { rememberZip } from "~modules/kit/saved-zip";
import { usePageFormAnswer, usePageFormPost } from "~modules/kit/page-form-answer";

type Props = {
  store: StoreId;
  /** The chosen SKU's code: a plain post (no JavaScript) answers with its estimate for the new postcode. */
  sku?: string | null;
  /** A postcode was found: the new zip object (already saved). */
  onFound: (zip: ZipObject) => void;
  onCancel: () => void;
};

/**
 * The postcode input (detail spec 4 "Postcode input", 5 "Postcode"): Update is disabled
 * below 4 characters. A format the store's rule refuses shows its message and clears the
 * input; a valid one is looked up (loading meanwhile): found, the zip object is saved and the
 * input closes; not served, 'NotShipTips' shows and the input is cleared. The label is on
 * screen (a placeholder alone vanishes once typing starts, WCAG 3.3.2), and the message is
 * the field's description while it marks the field invalid. On the product page it posts to
 * the page's action with scripts too (its fetcher); in the quick view it calls /api/zip-code.
 */
async function askZipCode(postcode: string): Promise<ZipCodeAnswer> {
  try {
    return await callApp("POST /api/zip-code", { postcode });
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/**
 * The page action's fields for a postcode. No `sku`: the section asks the SKU's delivery data
 * again for the new region (reloadSide), as after a /api/zip-code answer, so the action's
 * estimate (what a page without scripts shows) would be a second back-office call for nothing.
 */
function postcodeFields(postcode: string): FormData {
  const fields = new FormData();
  fields.set("intent", "postcode");
  fields.set("postcode", postcode);
  return fields;
}

/** The page action's answer to a postcode as the form reads a /api/zip-code answer (the action's cookie is set either way). */
function zipAnswer(answer: PageFormAnswer): ZipCodeAnswer {
  if (answer.ok && answer.zip) return { ok: true, zip: answer.zip };
  const error = answer.errors.postcode;
  if (error?.key === "NotShipTips") return { ok: false, reason: "not-serviceable" };
  if (error && error.key !== "service.lookupFailed") return { ok: false, reason: "format", messageKey: error.key, params: error.params ?? {} };
  return { ok: false, reason: "failed" };
}

export function PostcodeForm({ store, sku, onFound, onCancel }: Props) {
  const { t } = useTranslation();
  const rule = getStore(store).postcodeRule;
  // A plain post (no JavaScript) comes back with the postcode as typed and its message.
  const posted = usePageFormAnswer("postcode");
  const postedError = posted?.errors.postcode;
  const [value, setValue] = useState(posted && !posted.ok ? (posted.values.postcode ?? "") : "");
  const [error, setError] = useState<string | null>(postedError ? t(postedError.key, postedError.params) : null);
  // Update waits for 4 characters only once scripts run: without them it must always post.
  const [scripted, setScripted] = useState(false);
  const [busy, setBusy] = useState(false);
  const post = usePageFormPost();
  const input = useRef<HTMLInputElement>(null);
  const live = useRef(true);
  const id = useId();

  useEffect(() => {
    setScripted(true);
    input.current?.focus();
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const refuse = (message: string) => {
    setError(message);
    setValue("");
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !isPostcodeReady(value)) return;
    const check = checkPostcode(value, rule);
    if (!check.ok) {
      refuse(t(check.messageKey, check.params));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = post ? zipAnswer(await post.send(postcodeFields(check.postcode))) : await askZipCode(check.postcode);
    if (!live.current) return;
    setBusy(false);
    if (answer.ok) {
      rememberZip(answer.zip);
      onFound(answer.zip);
    } else if (answer.reason === "not-serviceable") refuse(t("NotShipTips"));
    else if (answer.reason === "format") refuse(t(answer.messageKey, answer.params));
    else setError(t("service.lookupFailed"));
  };

  return (
    // A real form: before hydration or without JavaScript it posts to the page (docs/decisions/no-js-forms.md).
    <form
      method="post"
      className="service-postcode"
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
      noValidate
    >
      <input type="hidden" name="intent" value="postcode" />
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      <label className="service-postcode__label" htmlFor={`${id}-postcode`}>
        {t("service.postcode")}
      </label>
      <input
        ref={input}
        id={`${id}-postcode`}
        className="service-postcode__input"
        name="postcode"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        placeholder={postcodePlaceholder(rule)}
        autoComplete="postal-code"
        maxLength={16}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // Read-only rather than disabled while the lookup runs, so the input keeps the focus for the message that follows.
        readOnly={busy}
      />
      <button type="submit" className="service-postcode__update" disabled={busy || (scripted && !isPostcodeReady(value))} aria-busy={busy || undefined}>
        {busy ? t("service.checking") : t("service.update")}
      </button>
      {error ? (
        <p id={`${id}-error`} className="service-postcode__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
