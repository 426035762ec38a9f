import "./full-screen-loader.css";

/** Covers the page while a batch add runs (landing spec 4.1), and says so to screen readers. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <span className="full-screen-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
