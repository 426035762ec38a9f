import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./dialog.css";

type Props = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native `<dialog>` (`showModal()`: the page behind is inert and focus stays
 * inside). Escape, the close button (`dialog.close`) and a click on the backdrop close it;
 * focus then returns to the element that had it when the dialog opened. Controlled: the
 * parent owns `open`. Closed dialogs render no content, so the server HTML stays small.
 */
export function Dialog({ open, onClose, label, children, className }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    closeRef.current?.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === "function") dialog.close();
        else dialog.removeAttribute("open");
      }
      const back = opener.current;
      opener.current = null;
      if (back && back.isConnected) back.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    // Handled here rather than by the browser's cancel, so `open` stays the single truth.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  // The dialog box has no padding and its panel fills it, so a click whose target is the
  // <dialog> itself landed on the backdrop. Both press and release must be there (a text
  // selection dragged out of the panel is not a backdrop click).
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop) onClose();
  };

  return (
    // Keyboard users close it with Escape or the close button; the backdrop click is the mouse shortcut.
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ""}`}
      aria-label={label}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {open ? (
        <div className="dialog__panel">
          <button ref={closeRef} type="button" className="dialog__close" aria-label={t("dialog.close")} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" fill="currentColor" />
            </svg>
          </button>
          <div className="dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
