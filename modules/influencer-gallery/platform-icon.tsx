import type { ReactElement } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { Platform } from "./posts";

/**
 * Generic platform marks (no brand logos): a play button for the video-sharing site, a
 * speech bubble for the microblog, a phone with a note for the short-video app, a camera
 * for the photo-sharing app and linked people for the social network.
 */
const SHAPES: Record<Platform, ReactElement> = {
  1: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="#fff" />
    </>
  ),
  2: (
    <path d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 5v2h10V9zm0 3.5v2h7v-2z" fill="currentColor" />
  ),
  3: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2.5" fill="currentColor" />
      <path d="M13.5 7v5.6a2 2 0 1 1-1.2-1.8V7h3v1.6z" fill="#fff" />
    </>
  ),
  4: (
    <>
      <path d="M8.5 4 7 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-3l-1.5-2z" fill="currentColor" />
      <circle cx="12" cy="13" r="4" fill="#fff" />
      <circle cx="12" cy="13" r="2.2" fill="currentColor" />
    </>
  ),
  5: (
    <>
      <circle cx="12" cy="6" r="3" fill="currentColor" />
      <circle cx="5" cy="17" r="3" fill="currentColor" />
      <circle cx="19" cy="17" r="3" fill="currentColor" />
      <path d="M12 6 5 17h14z" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
};

export function PlatformIcon({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const labels: Record<Platform, string> = {
    1: t("campaign.influencers.platform.video"),
    2: t("campaign.influencers.platform.microblog"),
    3: t("campaign.influencers.platform.shortVideo"),
    4: t("campaign.influencers.platform.photo"),
    5: t("campaign.influencers.platform.social"),
  };
  return (
    <svg className="platform-icon" data-platform={platform} viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={labels[platform]}>
      {SHAPES[platform]}
    </svg>
  );
}
