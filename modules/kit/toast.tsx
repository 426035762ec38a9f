import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import "./toast.css";

export type ToastKind = "info" | "error";
type Toast = { id: number; message: string; kind: ToastKind };
type Show = (message: string, kind?: ToastKind) => void;

/** How long a toast stays, in ms. */
export const TOAST_MS = 3000;

const ToastContext = createContext<Show | null>(null);

/**
 * Short confirmations and errors (CouponGetToast, SubmitSuccess, a failed add to cart). The
 * live region is in the page from the start, so screen readers announce what is added to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback<Show>((message, kind = "info") => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, message, kind }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((toast) => toast.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className={`toast toast--${toast.kind}`}>
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside a ToastProvider (a module rendered alone) it does nothing. */
export function useToast(): Show {
  return useContext(ToastContext) ?? noop;
}

function noop() {}
