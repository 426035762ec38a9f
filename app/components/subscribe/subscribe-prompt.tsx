import { useId, useRef, useState, type FormEvent } from "react";
import { track } from "~modules/kit/analytics";
import { Dialog } from "~modules/kit/dialog";
import { callApp, useTranslation } from "~modules/kit/i18n";
import { signupEmailError } from "~schemas/rules/product/buying";
import { SUBSCRIBE_THROTTLE_MS, type SubscribeScene } from "~schemas/rules/subscription";
import type { SignupResponse } from "~schemas/app-api";
import type { Device } from "~schemas/rules/device";
import "./subscribe-prompt.css";

/** Where the form posts: the script sends the same fields as JSON; without script the browser posts them. */
export const SUBSCRIBE_ACTION = "/api/subscribe";

type Props = { scene: SubscribeScene; device: Device; open: boolean; onClose: () => void };

/**
 * The newsletter sign-up prompt (detail spec 4, 5, 8): a modal on desktop, a bottom sheet on
 * a phone. One e-mail field with the spec's rules: an error names its field
 * (`aria-describedby`, `aria-invalid`), takes the focus back to it, and the typed address
 * stays. 'subscribeNewLetter' when the address is a customer's already; 'emailSuccess' after
 * a sign-up. Escape, the close button and the backdrop close it; focus returns to where it was.
 */
export default function SubscribePrompt({ scene, device, open, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const last = useRef(0);
  const mobile = device === "mobile";

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const now = Date.now();
    if (pending || now - last.current < SUBSCRIBE_THROTTLE_MS) return;
    last.current = now;
    const problem = signupEmailError(email);
    if (problem) {
      track("subscribe_submit", { scene, result: "invalid" });
      fail(t(problem));
      return;
    }
    setPending(true);
    let answer: SignupResponse;
    try {
      answer = await callApp("POST /api/subscribe", { email: email.trim(), scene });
    } catch {
      answer = { result: "failed", message: null };
    }
    setPending(false);
    track("subscribe_submit", { scene, result: answer.result });
    switch (answer.result) {
      case "registered":
        setError(null);
        setDone(true);
        return;
      case "exists":
        fail(t("subscribeNewLetter"));
        return;
      case "invalid":
        fail(t(answer.messageKey));
        return;
      default:
        fail(answer.message ?? t("subscribe.failed"));
    }
  };

  const close = () => {
    track("subscribe_prompt_close", { scene, signedUp: done });
    onClose();
  };

  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onClose={close}
      label={t("subscribe.title")}
      title={t("subscribe.title")}
      placement={mobile ? "bottom" : "center"}
      className={`subscribe-prompt subscribe-prompt--${device}`}
    >
      {done ? (
        <div className="subscribe-prompt__done">
          <p className="subscribe-prompt__success" role="status">
            {t("emailSuccess")}
          </p>
          <button type="button" className="subscribe-prompt__button" onClick={close}>
            {t("subscribe.done")}
          </button>
        </div>
      ) : (
        <form className="subscribe-prompt__form" method="post" action={SUBSCRIBE_ACTION} noValidate onSubmit={(event) => void submit(event)}>
          <p className="subscribe-prompt__lead">{t("subscribe.lead")}</p>
          <input type="hidden" name="scene" value={scene} />
          <input type="hidden" name="returnTo" value={typeof window === "undefined" ? "/" : `${window.location.pathname}${window.location.search}`} />
          <label htmlFor={id} className="subscribe-prompt__label">
            {t("subscribe.label")}
          </label>
          <div className="subscribe-prompt__row">
            <input
              ref={input}
              id={id}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              className="subscribe-prompt__input"
              placeholder={t("subscribe.placeholder")}
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <button type="submit" className="subscribe-prompt__button" aria-disabled={pending ? true : undefined}>
              {pending ? t("subscribe.sending") : t("subscribe.submit")}
            </button>
          </div>
          {error ? (
            <p id={errorId} className="subscribe-prompt__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
