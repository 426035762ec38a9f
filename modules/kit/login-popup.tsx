import { useId, useRef, useState, type FormEvent } from "react";
import { loginEmailError, type LoginAnswer, type LoginFieldError } from "~schemas/rules/account";
import type { LoginPopupProps as Props } from "./account";
import { callApp } from "./app-api";
import { Dialog } from "./dialog";
import { useTranslation } from "./i18n";
import { useToast } from "./toast";
import "./login-popup.css";


type Step = "email" | "login" | "register";

/** What the form shows under a field or above its button: a message key, or the back office's own words. */
type Problem = { field: "email" | "password"; key: LoginFieldError } | { field: "form"; message: string | null } | null;

/**
 * The login popup (detail spec 4, 6, 7; landing spec 2.6): a centred dialog on desktop, a
 * bottom sheet on a phone. The e-mail comes first and is checked (check customer); a known
 * one is asked for its password (login), a new one for a new password (register). A login or
 * register stores the token (the server sets the `token` cookie) and hands the account to the
 * page, which updates in place. The back office's refusal shows as it is (info.msg); the
 * typed e-mail stays in the field whatever fails.
 */
export function LoginPopup({ open, device, pageType, title, intro, onClose, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const changeEmail = (value: string) => {
    setEmail(value);
    // Another address needs checking again.
    if (step !== "email") {
      setStep("email");
      setPassword("");
    }
    if (problem?.field !== "password") setProblem(null);
  };

  const show = (answer: LoginAnswer) => {
    if (answer.result === "invalid") {
      setProblem({ field: answer.messageKey === "login.passwordRequired" ? "password" : "email", key: answer.messageKey });
      (answer.messageKey === "login.passwordRequired" ? passwordRef : emailRef).current?.focus();
    } else if (answer.result === "failed") {
      setProblem({ field: "form", message: answer.message });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const emailKey = loginEmailError(email);
    if (emailKey) {
      setProblem({ field: "email", key: emailKey });
      emailRef.current?.focus();
      return;
    }
    if (step !== "email" && password === "") {
      setProblem({ field: "password", key: "login.passwordRequired" });
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    let answer: LoginAnswer;
    try {
      answer = await callApp("POST /api/login", step === "email" ? { step: "check", email } : { step, email, password });
    } catch {
      answer = { result: "failed", message: null };
    }
    setBusy(false);
    if (answer.result === "exists" || answer.result === "new") {
      setStep(answer.result === "exists" ? "login" : "register");
      // The password field appears with this render; focus it once it is there.
      requestAnimationFrame(() => passwordRef.current?.focus());
    } else if (answer.result === "logged-in") {
      toast(t("login.welcome", { name: answer.account.user.firstName ?? answer.account.user.email }));
      onLoggedIn(answer.account);
    } else {
      show(answer);
    }
  };

  const heading = title ?? t("login.title");
  const emailError = problem?.field === "email" ? t(problem.key) : null;
  const passwordError = problem?.field === "password" ? t(problem.key) : null;
  const formError = problem?.field === "form" ? (problem.message ?? t("login.failed")) : null;
  const action = step === "email" ? t("login.continue") : step === "login" ? t("login.logIn") : t("login.register");

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={heading}
      title={heading}
      placement={device === "mobile" ? "bottom" : "center"}
      className={`login-popup login-popup--${device}`}
    >
      <form className="login-popup__form" noValidate onSubmit={submit} data-page-type={pageType} aria-busy={busy}>
        {intro ? <p className="login-popup__intro">{intro}</p> : null}
        <p className="login-popup__lead">{step === "login" ? t("login.welcomeBack") : step === "register" ? t("login.newAccount") : t("login.lead")}</p>
        <label className="login-popup__label" htmlFor={`${id}-email`}>
          {t("login.email")}
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          className="login-popup__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError ? (
          <p id={`${id}-email-error`} className="login-popup__error">
            {emailError}
          </p>
        ) : null}
        {step !== "email" ? (
          <>
            <label className="login-popup__label" htmlFor={`${id}-password`}>
              {step === "login" ? t("login.password") : t("login.newPassword")}
            </label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              className="login-popup__input"
              type="password"
              name="password"
              autoComplete={step === "login" ? "current-password" : "new-password"}
              required
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (problem?.field === "password") setProblem(null);
              }}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={passwordError ? `${id}-password-error` : undefined}
            />
            {passwordError ? (
              <p id={`${id}-password-error`} className="login-popup__error">
                {passwordError}
              </p>
            ) : null}
          </>
        ) : null}
        {formError ? (
          <p className="login-popup__error login-popup__error--form" role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="login-popup__submit" disabled={busy}>
          {busy ? t("login.wait") : action}
        </button>
        {step !== "email" ? (
          <button type="button" className="login-popup__back" onClick={() => changeEmail(email)}>
            {t("login.otherEmail")}
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}
