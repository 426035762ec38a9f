import { useId, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { track } from "~modules/kit/analytics";
import { DesktopSceneShop } from "../kit/scenes/desktop-scene-shop";
import { RoomIdeas } from "../kit/scenes/room-ideas";
import { SceneTabs, panelId, tabId } from "../kit/scenes/scene-tabs";
import type { SceneGraphData } from "../kit/scenes/types";
import { useSceneSet } from "../kit/scenes/use-scene-set";
import { defineModule, type ModuleProps } from "../types";
import "../kit/scenes/scenes.css";

type Props = ModuleProps<SceneGraphData>;

/**
 * Type 26, the scene graph module (landing spec 2.3): a name, content and tabs of room
 * scenes; each tab loads its scene set (by its shop-by-room ids) through /api/scenes, and
 * the set shows as the desktop shop-by-room view, or on mobile as 'Room Ideas' with the tabs
 * as its category tabs. A new tab resets the picks. What both devices share: the active tab
 * and its scene set, the tab list, the empty and error messages and the panel's attributes.
 */
function useSceneGraph({ data, module }: Props, tabsClassName: string | undefined) {
  const { t } = useTranslation();
  const idBase = useId();
  const [tab, setTab] = useState(data.activeTab);
  const set = useSceneSet(String(data.activeTab), data.scenes);

  const selectTab = (index: number) => {
    if (index === tab) return;
    setTab(index);
    track("tags_view", { module: module.position, tabName: data.tabs[index]!.label });
    void set.load(String(index), data.tabs[index]!.sceneIds, { discounts: true });
  };

  const tabs =
    data.tabs.length > 1 ? (
      <SceneTabs
        labels={data.tabs.map((entry) => entry.label)}
        active={tab}
        onSelect={selectTab}
        idBase={idBase}
        label={data.name ?? t("scenes.roomTabs")}
        className={tabsClassName}
      />
    ) : null;
  const empty = <p className="scenes-empty">{t("scenes.empty")}</p>;
  const failed =
    set.status === "error" ? (
      <p className="scenes-error" role="alert">
        {t("scenes.loadFailed")}{" "}
        <button type="button" className="scenes-error__retry" onClick={set.retry}>
          {t("scenes.retry")}
        </button>
      </p>
    ) : null;

  const panel = {
    id: tabs ? panelId(idBase) : undefined,
    role: tabs ? "tabpanel" : undefined,
    "aria-labelledby": tabs ? tabId(idBase, tab) : undefined,
    "aria-busy": set.status === "loading" || undefined,
  };

  return { tab, set, tabs, empty, failed, panel };
}

/** Desktop: the tabs over the shop-by-room view of the tab's scenes. */
function SceneGraphDesktop(props: Props) {
  const { data, module, page } = props;
  const { tab, set, tabs, empty, failed, panel } = useSceneGraph(props, undefined);
  return (
    <div className="scene-graph scene-graph--desktop">
      {data.name ? <h2 className="scenes-heading">{data.name}</h2> : null}
      {data.content ? <p className="scenes-content">{data.content}</p> : null}
      {tabs}
      {failed}
      <div className="scene-graph__panel" {...panel}>
        {set.scenes.length > 0 ? (
          <DesktopSceneShop
            scenes={set.scenes}
            setKey={set.key}
            storeId={page.store}
            eager={module.aboveFold}
            priority={module.priority}
            label={data.tabs[tab]?.label}
          />
        ) : (
          empty
        )}
      </div>
    </div>
  );
}

/** Mobile: 'Room Ideas', the tabs as its category tabs. */
function SceneGraphMobile(props: Props) {
  const { data, module, page } = props;
  const { set, tabs, empty, failed, panel } = useSceneGraph(props, "scene-tabs--category");
  return (
    <div className="scene-graph scene-graph--mobile">
      <RoomIdeas
        scenes={set.scenes}
        setKey={set.key}
        storeId={page.store}
        eager={module.aboveFold}
        priority={module.priority}
        subheading={
          data.name || data.content ? (
            <div className="room-ideas__sub">
              {data.name ? <p className="room-ideas__name">{data.name}</p> : null}
              {data.content ? <p className="room-ideas__content">{data.content}</p> : null}
            </div>
          ) : null
        }
        tabs={
          <>
            {tabs}
            {failed}
          </>
        }
        empty={empty}
        panel={panel}
      />
    </div>
  );
}

// The devices render different components (the desktop scene shop, mobile 'Room Ideas') around the same tab state: one view each.
export const sceneGraph = defineModule({ desktop: SceneGraphDesktop, mobile: SceneGraphMobile });
