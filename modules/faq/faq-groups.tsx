import type { ReactNode } from "react";
import type { Device } from "~schemas/rules/device";
import "./faq.css";

export type FaqEntry = { title?: string; body: ReactNode };
export type FaqGroup = { title: string; entries: FaqEntry[] };

/**
 * Collapsible FAQ groups on `<details>`/`<summary>`: the browser gives each toggle its
 * button role, expanded state, Enter and Space, and it works before (and without) the
 * page's scripts. React leaves the `open` state to the browser, so hydration never resets
 * a group the shopper opened. Used by type 31 and by the sale page's 'About sales'.
 */
export function FaqGroups({ title, groups, device, className }: { title?: string; groups: FaqGroup[]; device: Device; className?: string }) {
  return (
    <div className={`faq faq--${device}${className ? ` ${className}` : ""}`}>
      {title ? <h2 className="faq__title">{title}</h2> : null}
      {groups.map((group, index) => (
        <details key={index} className="faq__group">
          <summary className="faq__summary">
            <span className="faq__group-title">{group.title}</span>
            <span className="faq__chevron" aria-hidden="true" />
          </summary>
          <div className="faq__entries">
            {group.entries.map((entry, entryIndex) => (
              <div key={entryIndex} className="faq__entry">
                {entry.title ? <h3 className="faq__question">{entry.title}</h3> : null}
                {entry.body}
              </div>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
