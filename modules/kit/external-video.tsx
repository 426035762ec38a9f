import { Component, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type ReactPlayer from "react-player";
import type { VideoProvider } from "~schemas/rules/external-video";
import "./external-video.css";

type Player = typeof ReactPlayer;
type State = "idle" | "loading" | "ready" | "failed";

/** Vimeo's player keeps no session data (YouTube's is kept cookie-free by its embed host). */
const PLAYER_CONFIG = { vimeo: { dnt: true } } as const;

/** A player that throws while rendering (its provider's chunk failed to load) ends like a failed import. */
class PlayerBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A YouTube or Vimeo video (its embed address from schemas/rules/external-video.ts) over its
 * cover. The server and the first client render are only the cover and a play button, so
 * the page carries no player: react-player is imported when the shopper presses play (its
 * own chunk, never in the page's initial JS) and the video site is contacted only then. It
 * fills its parent, which sets the box, so starting it moves nothing. A failed import or
 * player shows 'Video_cant_be_played' over the cover.
 */
export function ExternalVideo({ src, provider, cover, title }: { src: string; provider: VideoProvider; cover: ReactNode; title: string | undefined }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>("idle");
  const [player, setPlayer] = useState<Player | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  // Focus follows the shopper's press: to the player once it is there, to the message if it fails.
  const hadFocus = useRef(false);

  const fail = () => setState("failed");

  const start = () => {
    if (state !== "idle") return;
    hadFocus.current = document.activeElement === button.current;
    setState("loading");
    import("react-player").then((module) => {
      setPlayer(() => module.default);
      setState((current) => (current === "loading" ? "ready" : current));
    }, fail);
  };

  useEffect(() => {
    if (!hadFocus.current) return;
    if (state === "ready") frame.current?.focus();
    else if (state === "failed") message.current?.focus();
    else return;
    hadFocus.current = false;
  }, [state]);

  const Player = state === "ready" ? player : null;
  return (
    <div className="external-video" data-provider={provider} aria-busy={state === "loading" ? true : undefined}>
      {cover}
      {Player ? (
        <div ref={frame} className="external-video__frame" role="group" aria-label={title} tabIndex={-1}>
          <PlayerBoundary onError={fail}>
            <Player
              className="external-video__player"
              src={src}
              playing
              controls
              playsInline
              width="100%"
              height="100%"
              config={PLAYER_CONFIG}
              // Shown while react-player loads the video site's own player, its second chunk.
              fallback={<span className="external-video__spinner" aria-hidden="true" />}
              onError={fail}
            />
          </PlayerBoundary>
        </div>
      ) : null}
      {state === "idle" || state === "loading" ? (
        <button
          ref={button}
          type="button"
          className="external-video__play"
          aria-label={t("video.play")}
          aria-disabled={state === "loading" ? true : undefined}
          onClick={start}
        >
          {state === "loading" ? <span className="external-video__spinner" aria-hidden="true" /> : <PlayIcon />}
        </button>
      ) : null}
      {state === "failed" ? (
        <p ref={message} className="external-video__message" role="status" tabIndex={-1}>
          {t("Video_cant_be_played")}
        </p>
      ) : null}
    </div>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
