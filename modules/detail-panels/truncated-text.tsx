import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";

/** Truncated text shows this many lines before 'more' (detail spec 9). */
export const TRUNCATED_LINES = 3;

/**
 * Sanitised HTML clamped to 3 lines with a 'more' / 'less' expander. Whether the text is
 * longer than that is measured in the browser after hydration (the server cannot know), so
 * the button appears then; without JavaScript the text stays clamped.
 */
export function TruncatedText({ html, className }: { html: string; className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [html, expanded]);

  return (
    <div className={`truncated${className ? ` ${className}` : ""}`}>
      <div
        ref={ref}
        id={id}
        className={`truncated__text${expanded ? "" : " truncated__text--clamped"}`}
        style={{ ["--truncated-lines" as string]: TRUNCATED_LINES }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows || expanded ? (
        <button type="button" className="truncated__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((current) => !current)}>
          {expanded ? t("service.panels.less") : t("service.panels.more")}
        </button>
      ) : null}
    </div>
  );
}
