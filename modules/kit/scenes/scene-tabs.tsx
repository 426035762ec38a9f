import { useRef, type KeyboardEvent } from "react";

/** Category tabs swipe (scroll sideways) above this many (landing spec 9: swipe threshold 3). */
export const TAB_SWIPE_THRESHOLD = 3;

export const tabId = (base: string, index: number) => `${base}-tab-${index}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * Tabs over a scene set (scene graph tabs, room categories, shop-by-room list tabs): a
 * tablist whose arrow, Home and End keys move between tabs and select them.
 */
export function SceneTabs({
  labels,
  active,
  onSelect,
  idBase,
  label,
  className,
}: {
  labels: string[];
  active: number;
  onSelect: (index: number) => void;
  idBase: string;
  label: string;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    onSelect(index);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = labels.length - 1;
    const next =
      event.key === "ArrowRight" ? (active === last ? 0 : active + 1) : event.key === "ArrowLeft" ? (active === 0 ? last : active - 1) : event.key === "Home" ? 0 : event.key === "End" ? last : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={`scene-tabs${labels.length > TAB_SWIPE_THRESHOLD ? " scene-tabs--swipe" : ""}${className ? ` ${className}` : ""}`}
      onKeyDown={onKeyDown}
    >
      {labels.map((text, index) => (
        <button
          key={index}
          type="button"
          role="tab"
          id={tabId(idBase, index)}
          aria-selected={index === active}
          aria-controls={panelId(idBase)}
          tabIndex={index === active ? 0 : -1}
          className={`scene-tabs__tab${index === active ? " is-active" : ""}`}
          onClick={() => onSelect(index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
