import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import "./dialog.css";

type Props = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog; also its visible heading when `title` is set. */
  label: string;
  children: ReactNode;
  className?: string;
  /** Centre (a modal), right (a drawer) or bottom (a bottom sheet). */
  placement?: "center" | "right" | "bottom";
  /** A visible heading in the dialog's header (drawers and sheets have one). */
  title?: ReactNode;
  /**
   * Whether Escape and a backdrop click close it. Dialogs that ask the shopper to decide
   * (the out-of-stock dialog) turn this off and offer their own buttons.
   */
  dismissible?: boolean;
  /** Replaces the header (title and close button), e.g. store 4's custom cart-sheet header. */
  header?: ReactNode;
};

/**
 * A modal on the native `<dialog>` (`showModal()`: the page behind is inert and focus stays
 * inside), shown centred, as a right-side drawer or as a bottom sheet: one mechanism for
 * every overlay. Escape, the close button and a click on the backdrop close it (unless it is
 * not `dismissible`); focus then returns to the element that had it when the dialog opened.
 * Controlled: the parent owns `open`. Closed dialogs render no content, so the server HTML
 * stays small.
 */
export function Dialog({ open, onClose, label, children, className, placement = "center", title, dismissible = true, header }: Props) {
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
    // A custom header brings its own close button; otherwise ours takes focus.
    (closeRef.current ?? dialog.querySelector<HTMLElement>("[data-dialog-close]") ?? dialog).focus();
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
    if (dismissible) onClose();
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
    if (onBackdrop && dismissible) onClose();
  };

  return (
    // Keyboard users close it with Escape or the close button; the backdrop click is the mouse shortcut.
    <dialog
      ref={ref}
      className={`dialog dialog--${placement}${className ? ` ${className}` : ""}`}
      aria-label={label}
      aria-modal="true"
      onKeyDown={onKeyDown}
      // React hands a nested dialog's cancel and close to its ancestors' handlers too (they do
      // not bubble in the DOM): only this dialog's own may close it, or closing the similar
      // products' popup inside the quick view would close the quick view as well.
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClose={(event) => {
        // The close event comes a task after close(): by then the dialog may be open again
        // (closed, then reopened at once), and this stale event must not close it.
        if (event.target === event.currentTarget && open && !event.currentTarget.open) onClose();
      }}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {open ? (
        <div className="dialog__panel">
          {header ?? (
            <div className={`dialog__header${title ? "" : " dialog__header--bare"}`}>
              {title ? <h2 className="dialog__title">{title}</h2> : null}
              <button ref={closeRef} type="button" className="dialog__close" aria-label={t("dialog.close")} onClick={onClose}>
                <CloseIcon />
              </button>
            </div>
          )}
          <div className="dialog__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z" fill="currentColor" />
    </svg>
  );
}
