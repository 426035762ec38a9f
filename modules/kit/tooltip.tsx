import { useId, useState, type ReactNode } from "react";
import "./tooltip.css";

type Props = {
  /** The trigger's accessible name. */
  label: string;
  /** What the trigger shows (an icon, a name). */
  children: ReactNode;
  /** The tooltip's content. */
  content: ReactNode;
  className?: string;
};

/**
 * A small explanatory bubble on a button: hovering, a click or a tap (and Enter or Space)
 * opens it; leaving, Escape or moving focus away closes it. The bubble describes the
 * button while it shows.
 */
export function Tooltip({ label, children, content, className }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={`tooltip${className ? ` ${className}` : ""}`} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="tooltip__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
      </button>
      {open ? (
        <span role="tooltip" id={id} className="tooltip__bubble">
          {content}
        </span>
      ) : null}
    </span>
  );
}

export function InfoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 10h2v7h-2zM11 7h2v2h-2z" fill="currentColor" />
    </svg>
  );
}
