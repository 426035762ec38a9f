import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import type { tabsSchema } from "~schemas/modules/tabs";
import { defineModule, type ModuleProps } from "../types";
import "./tabs.css";

type Props = ModuleProps<z.output<typeof tabsSchema>>;

/** Tabs are styled compact when there are 3 or fewer (landing spec 2.3). */
export const COMPACT_TABS_MAX = 3;
type TabItem = Props["data"]["packageInfo"][number];

function Tabs({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const items = data.packageInfo;
  const { selectedTab } = module;
  const label = (tab: TabItem) => (device === "mobile" ? tab.mobileContent : tab.pcContent);
  const [active, setActive] = useState(selectedTab !== null && selectedTab < items.length ? selectedTab : 0);
  const compact = items.length <= COMPACT_TABS_MAX;
  return (
    <nav aria-label={t("tabs.label")} className={`tabs tabs--${device}${compact ? " tabs--compact" : ""}`}>
      <ul className="tabs__list">
        {items.map((tab, index) => {
          const current = index === active;
          const props = {
            className: `tabs__tab${current ? " is-active" : ""}`,
            "aria-current": current ? ("true" as const) : undefined,
            onClick: () => setActive(index),
          };
          return (
            <li key={index}>
              {tab.href ? (
                <a href={tab.href} {...props}>
                  {label(tab)}
                </a>
              ) : (
                <button type="button" {...props}>
                  {label(tab)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const tabs = defineModule(Tabs);
