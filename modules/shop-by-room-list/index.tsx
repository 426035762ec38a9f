import { useId, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Img, remSizes } from "~modules/kit/image";
import { useCart } from "~modules/kit/cart/cart-provider";
import { track } from "~modules/kit/analytics";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { pageCount, pageIds, showsPagination } from "~schemas/rules/scene-paging";
import { Pagination } from "../kit/scenes/pagination";
import { initialPicks, pickTotal, uniqueProducts } from "../kit/scenes/pick";
import { SceneTabs, panelId, tabId } from "../kit/scenes/scene-tabs";
import { SceneView } from "../kit/scenes/scene-view";
import { ShopIdeaView } from "../kit/scenes/shop-idea-view";
import type { ShopByRoomListData } from "../kit/scenes/types";
import type { RoomScene } from "~schemas/scene-data";
import { cartSuggestions } from "../kit/scenes/use-pick-and-buy";
import { useSceneSet } from "../kit/scenes/use-scene-set";
import { defineModule, type ModuleProps } from "../types";
import "../kit/scenes/scenes.css";

type Props = ModuleProps<ShopByRoomListData>;

/** Banner slots: the desktop and mobile design sizes of the other banners. */
export const BANNER_SIZE = { desktop: { width: 1920, height: 600 }, mobile: { width: 750, height: 500 } } as const;

/**
 * How wide pictures show (scenes.css): the banner fills the 62.5rem row on desktop and the
 * whole width on mobile (it cancels the row's padding); a room is a third of the row less
 * 1.04rem gaps on desktop and the padded row on mobile.
 */
const BANNER_SIZES = { desktop: remSizes("desktop", 62.5), mobile: "100vw" } as const;
const TILE_SIZES = { desktop: remSizes("desktop", (62.5 - 2 * 1.04) / 3), mobile: remSizes("mobile", 100 - 2 * 4.27) } as const;

/** The page that features a scene: this guide page with ?id= (landing spec 2.1), at this module. */
export function featureHref(urlKey: string, sceneId: string, position: number): string {
  return `/guide/${encodeURIComponent(urlKey)}?id=${encodeURIComponent(sceneId)}#module-${position}`;
}

/** A room of the list: its picture with hotspots and tools, its name, and a link that features it. */
type TileProps = { scene: RoomScene; device: Device; storeId: StoreId; eager: boolean; priority: boolean; href: string };

function SceneTile({ scene, device, storeId, eager, priority, href }: TileProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const products = uniqueProducts(scene.points);
  const suggestions = cartSuggestions(products);
  const add = (skuIds: string[]) => {
    if (skuIds.length === 0) return Promise.resolve(false);
    track("add_button", { kind: skuIds.length > 1 ? "shop_this_idea" : "single", sceneId: scene.id, skuIds });
    return cart.add(skuIds, { suggestions });
  };
  // A tile has no pick toggles: 'In This Idea' offers the whole room.
  const idea = {
    total: pickTotal(initialPicks(scene.id, products)),
    pickedCount: products.length,
    shop: () => add(products.map((product) => product.skuId)),
    addOne: (skuId: string) => add([skuId]),
  };
  return (
    <li className="scene-tile" data-scene-id={scene.id}>
      <SceneView scene={scene} device={device} storeId={storeId} eager={eager} priority={priority} sizes={TILE_SIZES[device]} idea={idea} />
      <div className="scene-tile__info">
        {scene.name ? <h3 className="scene-tile__name">{scene.name}</h3> : null}
        <a className="scene-tile__shop" href={href} aria-label={scene.name ? t("scenes.shopRoom", { name: scene.name }) : undefined}>
          {t("Shopthisidea")}
        </a>
      </div>
    </li>
  );
}

/**
 * Type 29, the shop-by-room list (landing spec 2.3, 4.4): a banner (the second one when the
 * page has ?id=), the featured ?id= scene shopped like a 'Shop this idea' scene, tabs named
 * by `name`, and the tab's rooms six per page. A tab change goes back to page 1 and loads it;
 * a page change loads that page's ids (6n − 6, 6n) and scrolls back to the top of the list.
 * Pagination shows only with more than six rooms.
 */
function ShopByRoomList({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const idBase = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState(data.activeTab);
  const [pageNumber, setPageNumber] = useState(1);
  const set = useSceneSet(`${data.activeTab}:1`, data.scenes);
  const ids = data.tabs[tab]!.sceneIds;

  const selectTab = (index: number) => {
    if (index === tab) return;
    setTab(index);
    setPageNumber(1);
    track("tags_view", { module: module.position, tabName: data.tabs[index]!.name });
    void set.load(`${index}:1`, pageIds(data.tabs[index]!.sceneIds, 1));
  };
  const selectPage = (number: number) => {
    setPageNumber(number);
    listTop.current?.scrollIntoView({ block: "start" });
    void set.load(`${tab}:${number}`, pageIds(ids, number));
  };

  const banner = data.banner ? (
    <Img
      src={device === "mobile" ? data.banner.mobileImage : data.banner.pcImage}
      alt={data.title ?? ""}
      {...BANNER_SIZE[device]}
      sizes={BANNER_SIZES[device]}
      eager={module.aboveFold}
      priority={module.priority}
      className="room-list__banner-image"
    />
  ) : null;
  // The featured scene is shown first, so it is not repeated in the grid.
  const tiles = set.scenes.filter((scene) => scene.id !== data.featured?.id);

  return (
    <div className={`room-list room-list--${device}`}>
      {banner ? (
        data.bannerHref ? (
          <a className="room-list__banner" href={data.bannerHref}>
            {banner}
          </a>
        ) : (
          <div className="room-list__banner">{banner}</div>
        )
      ) : null}
      {data.title ? <h2 className="scenes-heading">{data.title}</h2> : null}
      {data.featured ? (
        <section className="room-list__featured" aria-label={t("scenes.featured")}>
          <ShopIdeaView scene={data.featured} title={null} content={null} device={device} storeId={page.store} eager={module.aboveFold} priority={module.priority && !data.banner} heading="h3" />
        </section>
      ) : null}
      <div ref={listTop} className="room-list__top">
        {data.tabs.length > 1 ? (
          <SceneTabs labels={data.tabs.map((entry) => entry.name)} active={tab} onSelect={selectTab} idBase={idBase} label={data.title ?? t("scenes.roomTabs")} />
        ) : null}
      </div>
      <div
        id={panelId(idBase)}
        className="room-list__panel"
        role={data.tabs.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={data.tabs.length > 1 ? tabId(idBase, tab) : undefined}
        aria-busy={set.status === "loading" || undefined}
        data-page={pageNumber}
      >
        {set.status === "error" ? (
          <p className="scenes-error" role="alert">
            {t("scenes.loadFailed")}{" "}
            <button type="button" className="scenes-error__retry" onClick={set.retry}>
              {t("scenes.retry")}
            </button>
          </p>
        ) : null}
        {tiles.length > 0 ? (
          <ul className="room-list__grid">
            {tiles.map((scene, index) => (
              <SceneTile
                key={scene.id}
                scene={scene}
                device={device}
                storeId={page.store}
                eager={module.aboveFold && !data.featured && index < (device === "mobile" ? 1 : 3)}
                priority={module.priority && !data.banner && !data.featured && index === 0}
                href={featureHref(page.urlKey, scene.id, module.position)}
              />
            ))}
          </ul>
        ) : set.status !== "loading" ? (
          <p className="scenes-empty">{t("scenes.empty")}</p>
        ) : null}
        {showsPagination(ids.length) ? <Pagination page={pageNumber} count={pageCount(ids.length)} onSelect={selectPage} /> : null}
      </div>
    </div>
  );
}

export const shopByRoomList = defineModule(ShopByRoomList);
