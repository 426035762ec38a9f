import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import { trackOnClick } from "~modules/kit/analytics";
import type { keywordTilesSchema } from "~schemas/modules/keyword-tiles";
import { defineModule, type ModuleProps } from "../types";
import "./keyword-tiles.css";

type Props = ModuleProps<z.output<typeof keywordTilesSchema>>;
type Item = Props["data"]["items"][number];

/** A tile's optional picture: 8:5, shown at most a third of the 1200 design px row wide. */
export const TILE_IMAGE_SIZE = { width: 480, height: 300 } as const;

/**
 * `tags_view` is sent when a shopper opens a keyword (tile or list link), with the keyword,
 * its 1-based position and its link: the tag page is what the shopper goes on to view. The
 * link carries it (trackOnClick): the type has no script of its own (`hydrate: false`).
 */
function keywordTracking(keyword: string, position: number, href: string | undefined) {
  return trackOnClick("tags_view", { keyword, position, link: href ?? null });
}

function HotIcon() {
  const { t } = useTranslation();
  return (
    <span className="keyword-tiles__hot" role="img" aria-label={t("campaign.keywords.hot")}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M13.5 1.7s.7 2.6.7 4.7c0 2-1.3 3.7-3.3 3.7S7.5 8.4 7.5 6.4l.03-.36C5.5 8.4 4.3 11.5 4.3 14.8 4.3 19.2 7.8 22.7 12.2 22.7s7.9-3.5 7.9-7.9c0-5.3-2.6-10.1-6.6-13.1z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}

function TileLink({ href, className, tracking, children }: { href: string | undefined; className: string; tracking: Record<string, string>; children: ReactNode }) {
  return href ? (
    <a href={href} className={className} {...tracking}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** Desktop: 3, 4 or 5 tiles per row (pcShowNum). */
function KeywordTilesDesktop({ data, module }: Props) {
  const tiles = data.items.filter((item): item is Item & { label: string } => Boolean(item.label));
  if (tiles.length === 0) return null;
  // A tile's share of the 62.5rem row less its 0.83rem gaps (CSS).
  const sizes = remSizes("desktop", (62.5 - (data.perRow - 1) * 0.83) / data.perRow);
  return (
    <div className="keyword-tiles keyword-tiles--desktop" data-per-row={data.perRow} style={{ "--per-row": data.perRow } as CSSProperties}>
      {data.title ? <h2 className="keyword-tiles__title">{data.title}</h2> : null}
      <ul className="keyword-tiles__grid">
        {tiles.map((item, index) => (
          <li key={index}>
            <TileLink
              href={item.href}
              className={`keyword-tiles__tile${item.image ? " keyword-tiles__tile--image" : ""}`}
              tracking={keywordTracking(item.label, index + 1, item.href)}
            >
              {item.image ? (
                <Img
                  src={item.image}
                  alt=""
                  {...TILE_IMAGE_SIZE}
                  sizes={sizes}
                  eager={module.aboveFold && index < data.perRow}
                  priority={module.priority && index === 0}
                  className="keyword-tiles__image"
                />
              ) : null}
              <span className="keyword-tiles__label">
                {item.label}
                {item.hot ? <> <HotIcon /></> : null}
              </span>
            </TileLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Mobile: the link list (landing spec 2.4, 5.1): mobileContent, items without it left out. */
function KeywordTilesMobile({ data }: Props) {
  const links = data.items.filter((item): item is Item & { mobileLabel: string } => Boolean(item.mobileLabel));
  if (links.length === 0) return null;
  return (
    <div className="keyword-tiles keyword-tiles--mobile">
      {data.title ? <h2 className="keyword-tiles__title">{data.title}</h2> : null}
      <ul className="keyword-tiles__list">
        {links.map((item, index) => (
          <li key={index}>
            <TileLink href={item.href} className="keyword-tiles__link" tracking={keywordTracking(item.mobileLabel, index + 1, item.href)}>
              <span className="keyword-tiles__label">
                {item.mobileLabel}
                {item.hot ? <> <HotIcon /></> : null}
              </span>
              {item.href ? (
                <svg className="keyword-tiles__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" fill="currentColor" />
                </svg>
              ) : null}
            </TileLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const keywordTiles = defineModule({ desktop: KeywordTilesDesktop, mobile: KeywordTilesMobile });
