import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useTranslation } from "~modules/kit/i18n";
import { useCrossSellList, useNearViewport } from "~modules/kit/cross-sell-list";
import type { getTheLookSectionSchema } from "~schemas/detail/get-the-look";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-get-the-look.css";

type Data = z.output<typeof getTheLookSectionSchema>;
type Props = SectionProps<Data>;

const loadDrawer = () => import("./collection-drawer");
// The drawer and its product cards load once the link shows, not with the page.
const CollectionDrawer = lazy(loadDrawer);

/**
 * Get the look (detail spec 2 "Other detail-page sections"; issue 18, item 3): the link 'Shop
 * {tag} collection', shown only when the collection has products, opening them in a 500 px
 * right drawer (desktop) or a bottom popup (phone). The collection is asked for when the
 * section nears the viewport; until it answers with products, and when its call fails, the
 * section shows nothing. A product without a collection tag renders nothing at all.
 */
function GetTheLook({ data, page }: Props) {
  if (!data.tag) return null;
  return <CollectionLink data={data} tag={data.tag} device={page.device} />;
}

function CollectionLink({ data, tag, device }: { data: Data; tag: string; device: Props["page"]["device"] }) {
  const { t } = useTranslation();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const list = useCrossSellList({ kind: "collection", sku: data.sku, skuId: data.skuId, spu: data.spu, spuId: data.spuId }, near);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const items = list.status === "ready" && list.items.length > 0 ? list.items : null;
  useEffect(() => {
    if (items) void loadDrawer();
  }, [items]);
  return (
    <div ref={place} className={`detail-look detail-look--${device}`} data-state={list.status === "ready" ? (items ? "shown" : "hidden") : list.status}>
      {items ? (
        <>
          <p className="detail-look__line">
            <span className="detail-look__label">{t("crossSell.getTheLook")}</span>
            <button
              type="button"
              className="detail-look__link"
              aria-haspopup="dialog"
              onClick={() => {
                setOpened(true);
                setOpen(true);
              }}
            >
              {t("crossSell.shopCollection", { tag })}
            </button>
          </p>
          {opened ? (
            <Suspense fallback={null}>
              <CollectionDrawer open={open} onClose={() => setOpen(false)} tag={tag} items={items} store={data.store} device={device} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export const detailGetTheLook = defineSection(GetTheLook);
