import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img } from "~modules/kit/image";
import { compressedImage } from "~schemas/rules/image-url";
import type { videoSchema } from "~schemas/modules/video";
import type { Device } from "~schemas/rules/device";
import { defineModule, type ModuleProps } from "../types";
import "./video.css";

type Props = ModuleProps<z.output<typeof videoSchema>>;
type Source = Props["data"]["desktop"];
type ExternalSource = Extract<Source, { kind: "external" }>;
type PageSource = Exclude<Source, ExternalSource>;

type ExternalVideoCode = typeof import("~modules/kit/external-video");

/**
 * The YouTube and Vimeo wrapper loads with a page that shows such a video, not with every
 * video module (most play a file). The server has it before its first render. In the browser
 * a page with one hydrates without it: the wrapper's Suspense boundary keeps the server's
 * cover and play button until the code is here, then hydrates them (a press meanwhile is
 * replayed by React).
 */
let externalVideo: ExternalVideoCode | null = null;

export function loadExternalVideo(): Promise<ExternalVideoCode> {
  return import("~modules/kit/external-video").then((code) => (externalVideo = code));
}

if (typeof document === "undefined") void loadExternalVideo();

const LazyExternalVideo = lazy(() => loadExternalVideo().then((code) => ({ default: code.ExternalVideo })));

/** Video boxes (landing spec 2.3, 2.4, 9): 1920:810 on desktop, 375:301 on mobile. */
export const VIDEO_SIZE = { desktop: { width: 1920, height: 810 }, mobile: { width: 375, height: 301 } } as const;
/** Cover and poster quality (landing spec 9). */
export const COVER_QUALITY = 50;
/** Share of the video that must be on screen for it to count as "in view". */
export const IN_VIEW_RATIO = 0.5;

function isRefusedPlay(error: unknown, name: string) {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === name;
}

/**
 * A plain <video>: autoplays muted and looping only while in view (landing spec 4.7),
 * paused when it leaves. Server and first client render are the same markup (no autoplay
 * attribute); playback starts in an effect. Pause/play and mute toggles are real buttons
 * (an auto-playing, looping video must be pausable). The cover is a lazy image under the
 * video (a `poster` would load even far below the fold, with no placeholder when it fails);
 * the video's first frame paints over it. A video that cannot play, or that the server
 * already knows is no video file, shows 'Video_cant_be_played' over the cover instead.
 */
/** How the cover image loads: eagerly above the fold, first of all as the page's first large image. */
type CoverLoad = { eager: boolean; priority: boolean };

function VideoPlayer({ source, title, device, load }: { source: PageSource; title: string | undefined; device: Device; load: CoverLoad }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [loadFailed, setFailed] = useState(false);
  const src = source.kind === "file" ? source.src : undefined;
  const failed = loadFailed || !src;
  // Read by the observer callback, which outlives renders.
  const mutedRef = useRef(true);
  const pausedByShopper = useRef(false);
  const size = VIDEO_SIZE[device];

  const play = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = mutedRef.current;
    // Older browsers return undefined instead of a promise.
    const started = video.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => {
      if (isRefusedPlay(error, "NotSupportedError")) setFailed(true);
      // NotAllowedError (autoplay refused, e.g. power saving) leaves the play button;
      // AbortError means it was paused before it started.
    });
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || failed) return;
    // A load error before hydration fired before React listened.
    if (video.error) {
      setFailed(true);
      return;
    }
    if (typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (typeof IntersectionObserver === "undefined") {
      play();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO) {
          if (!pausedByShopper.current) play();
        } else {
          video.pause();
        }
      },
      { threshold: [0, IN_VIEW_RATIO] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [failed, play]);

  const togglePlay = () => {
    if (playing) {
      pausedByShopper.current = true;
      ref.current?.pause();
    } else {
      pausedByShopper.current = false;
      play();
    }
  };

  const toggleMute = () => {
    const next = !muted;
    mutedRef.current = next;
    setMuted(next);
    if (ref.current) ref.current.muted = next;
  };

  return (
    <div className={`video video--${device}${failed ? " video--failed" : ""}`}>
      <div className="video__box" style={boxStyle(device)}>
        <Cover source={source} device={device} load={load} />
        {failed ? (
          <p className="video__message" role="status">
            {t("Video_cant_be_played")}
          </p>
        ) : (
          <>
            <video
              ref={ref}
              className="video__media"
              src={src}
              {...size}
              // No `muted` attribute: React hydrates it as a property and would report a
              // server/client difference; play() sets `muted` right before every start.
              loop
              playsInline
              preload="none"
              aria-label={title}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onError={() => setFailed(true)}
            />
            <div className="video__controls">
              <button type="button" className="video__control" onClick={togglePlay} aria-label={playing ? t("video.pause") : t("video.play")}>
                {playing ? <PauseIcon /> : <PlayIcon />}
              </button>
              <button type="button" className="video__control" onClick={toggleMute} aria-label={muted ? t("video.unmute") : t("video.mute")}>
                {muted ? <MutedIcon /> : <SoundIcon />}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

const boxStyle = (device: Device) => ({ aspectRatio: `${VIDEO_SIZE[device].width} / ${VIDEO_SIZE[device].height}` });

/** The cover fills the full-width box. */
function Cover({ source, device, load }: { source: Source; device: Device; load: CoverLoad }) {
  if (!source.cover) return null;
  return (
    <Img
      src={compressedImage(source.cover, COVER_QUALITY)}
      alt=""
      {...VIDEO_SIZE[device]}
      sizes="100vw"
      eager={load.eager}
      priority={load.priority}
      className="video__cover"
    />
  );
}

/**
 * A YouTube or Vimeo video: the same box and cover, and the video site's player once the
 * shopper presses play (no autoplay in view: that would load the site's player for every
 * shopper who scrolls past).
 */
function ExternalPlayer({ source, title, device, load }: { source: ExternalSource; title: string | undefined; device: Device; load: CoverLoad }) {
  // One component for the element's life: the loaded one where it is here already (the server, a later page), else the lazy one.
  const [ExternalVideo] = useState(() => externalVideo?.ExternalVideo ?? LazyExternalVideo);
  const cover = <Cover source={source} device={device} load={load} />;
  return (
    <div className={`video video--${device} video--external`}>
      <div className="video__box" style={boxStyle(device)}>
        {/* Shown only on a client navigation before the code is here: the same box and cover. */}
        <Suspense fallback={<div className="external-video">{cover}</div>}>
          <ExternalVideo src={source.src} provider={source.provider} title={title} cover={cover} />
        </Suspense>
      </div>
    </div>
  );
}

const iconProps = { viewBox: "0 0 24 24", width: 24, height: 24, "aria-hidden": true, focusable: false } as const;

function PlayIcon() {
  return (
    <svg {...iconProps}>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}

function MutedIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
      <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function SoundIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 9v6h4l5 4V5L8 9z" fill="currentColor" />
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}

function Video({ data, module, page }: Props) {
  const { device } = page;
  const source = device === "mobile" ? data.mobile : data.desktop;
  const load = { eager: module.aboveFold, priority: module.priority };
  if (source.kind === "external") return <ExternalPlayer source={source} title={data.title} device={device} load={load} />;
  return <VideoPlayer source={source} title={data.title} device={device} load={load} />;
}

export const video = defineModule(Video);
