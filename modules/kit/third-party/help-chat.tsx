import { useState, type MouseEvent } from "react";
import { askConsent, currentConsent, whenConsented } from "../consent";
import { useStorefrontHref } from "../storefront-links";
import { useTranslation } from "../translation";
import { useThirdParty } from "./config";
import { loadScript } from "./load-script";
import "./help-chat.css";

/** The help centre (a storefront page): where the launcher goes without a chat widget, or without JavaScript. */
export const HELP_CENTRE_PATH = "/help-center/";

/** What a chat widget's script defines (docs/decisions/third-party.md): `open()` shows its pane. */
type ChatWindow = Window & { HelpChat?: { open?: () => void } };

type Status = "idle" | "loading" | "open" | "failed";

/**
 * The help-chat launcher (landing spec 2.1; product pages too). A link to the help centre
 * that, with a chat widget configured, loads the widget on the first click instead and opens
 * it. In the EU stores the widget waits for consent: the click asks for it, and the widget
 * opens once it is given; declined, the link goes to the help centre. A widget that fails to
 * load leaves a note with the help centre's link, and later clicks go there.
 */
export function HelpChatLauncher() {
  const { t } = useTranslation();
  const { helpChat } = useThirdParty();
  const helpCentre = useStorefrontHref()(HELP_CENTRE_PATH);
  const [status, setStatus] = useState<Status>("idle");

  const open = () => {
    if (!helpChat) return;
    setStatus("loading");
    void loadScript(helpChat.scriptUrl).then((loaded) => {
      const chat = (window as ChatWindow).HelpChat;
      if (!loaded || typeof chat?.open !== "function") {
        setStatus("failed");
        return;
      }
      setStatus("open");
      try {
        chat.open();
      } catch {
        setStatus("failed");
      }
    });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!helpChat || status === "failed" || currentConsent() === "denied") return;
    event.preventDefault();
    if (status === "loading") return;
    if (currentConsent() === "granted") {
      open();
      return;
    }
    whenConsented(open);
    askConsent();
  };

  return (
    <div className="help-chat">
      {status === "failed" ? (
        <p className="help-chat__note" role="status">
          {t("thirdParty.chat.unavailable")} <a href={helpCentre}>{t("thirdParty.chat.helpCentre")}</a>
        </p>
      ) : null}
      <a className="help-chat__launcher" href={helpCentre} onClick={onClick} aria-busy={status === "loading" || undefined}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 4h16v12H7l-3 3zm4 5v2h2V9zm4 0v2h2V9zm4 0v2h2V9z" fill="currentColor" />
        </svg>
        <span className="help-chat__label">{t("thirdParty.chat.open")}</span>
      </a>
    </div>
  );
}
