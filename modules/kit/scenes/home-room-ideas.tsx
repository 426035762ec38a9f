import { useId, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { track } from "~modules/kit/analytics";
import { Carousel } from "~modules/kit/carousel";
import { remSizes } from "~modules/kit/image";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import type { RoomScene } from "~schemas/scene-data";
import { RoomIdeasFrame } from "./room-ideas";
import { SceneTabs, panelId, tabId } from "./scene-tabs";
import { SceneView } from "./scene-view";
import { useSlide } from "./slide-state";
import type { HomeRoomIdeasData } from "./types";
import { useKnownDiscounts } from "./use-discount";
import { usePickAndBuy } from "./use-pick-and-buy";
import "./scenes.css";
import "./home-room-ideas.css";

/** Where Room Ideas sits on the home page: `#room-ideas`, for links to it. */
export const ROOM_IDEAS_ID = "room-ideas";

/**
 * The home variant of 'Room Ideas' (landing spec 2.5): the heading, the home-only sub-heading
 * 'Get inspiration room-by room' and a category tab per room category (#375542 when active,
 * swiping sideways above 3: landing spec 9), over a swiper of the category's rooms with their
 * hotspots. No 'Shop this idea' area and no product list: those are the non-home variant's.
 * On mobile, the room in view says what its bundle saves when bought whole (its 'In This Idea'
 * sheet's 'Shop this idea'); desktop shows the same rooms on desktop pictures, with arrows.
 */
export function HomeRoomIdeas({ data, device, storeId }: { data: HomeRoomIdeasData; device: Device; storeId: StoreId }) {
  const { t } = useTranslation();
  const idBase = useId();
  const heading = useId();
  const [active, setActive] = useState(0);
  const category = data.categories[Math.min(active, data.categories.length - 1)]!;

  const select = (index: number) => {
    if (index === active) return;
    setActive(index);
    track("tags_view", { module: ROOM_IDEAS_ID, tabName: data.categories[index]!.name });
  };

  return (
    <section id={ROOM_IDEAS_ID} className={`home-room-ideas home-room-ideas--${device}`} aria-labelledby={heading}>
      <RoomIdeasFrame
        headingId={heading}
        subheading={<p className="room-ideas__subheading">{t("scenes.roomIdeasSubheading")}</p>}
        tabs={
          <SceneTabs
            labels={data.categories.map((entry) => entry.name)}
            active={active}
            onSelect={select}
            idBase={idBase}
            label={t("scenes.roomCategories")}
            className="scene-tabs--category"
          />
        }
        panel={{ id: panelId(idBase), role: "tabpanel", "aria-labelledby": tabId(idBase, active) }}
      >
        <HomeRoomScenes scenes={category.scenes} setKey={`category-${active}`} label={category.name} device={device} storeId={storeId} />
      </RoomIdeasFrame>
    </section>
  );
}

/** A room's picture fills the row: the padded phone width (home-room-ideas.css), or the 62.5rem desktop row. */
const PICTURE_SIZES = { mobile: remSizes("mobile", 100 - 2 * 4.27), desktop: remSizes("desktop", 62.5) } as const;

function HomeRoomScenes({ scenes, setKey, label, device, storeId }: { scenes: RoomScene[]; setKey: string; label: string; device: Device; storeId: StoreId }) {
  const { t } = useTranslation();
  const [slide, setSlide] = useSlide(setKey);
  const scene = scenes[Math.min(slide, scenes.length - 1)]!;
  const known = useKnownDiscounts(scenes);
  // Nothing is picked or unpicked here: the room's whole set is what 'In This Idea' buys. The
  // desktop rooms show no price, so no discount is asked for there.
  const room = usePickAndBuy(`${setKey}:${slide}:${scene.id}`, scene.id, scene.points, device === "mobile" ? known : null);
  const idea = { total: room.total, pickedCount: room.pickedCount, shop: room.shop, addOne: room.addOne };

  const slides = scenes.map((entry) => (
    <div className="scene-slide">
      <SceneView scene={entry} device={device} storeId={storeId} eager={false} sizes={PICTURE_SIZES[device]} idea={idea} />
      {entry.name ? <p className="scene-slide__name">{entry.name}</p> : null}
    </div>
  ));

  return (
    <div className="room-ideas__body" data-active-scene={scene.id}>
      <Carousel
        key={setKey}
        className="room-ideas__swiper"
        label={label}
        slides={slides}
        onSlideChange={setSlide}
        pagination
        arrows={device === "mobile" ? false : undefined}
      />
      {device === "mobile" ? (
        <p className="room-ideas__save" aria-live="polite">
          {room.discount > 0 ? t("scenes.ideaSave", { amount: formatPrice(room.discount, storeId) }) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Where Room Ideas will be while its rooms stream in: empty, about as tall. */
export function HomeRoomIdeasPending({ device }: { device: Device }) {
  return <div className={`home-room-ideas home-room-ideas--pending home-room-ideas--${device}`} aria-hidden="true" />;
}
