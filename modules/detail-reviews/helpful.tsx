import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useToast } from "~modules/kit/toast";
import { leadingDebounce } from "~schemas/rules/debounce";
import { HELPFUL_DEBOUNCE_MS, toggleHelpful, type HelpfulState, type ReviewView } from "~schemas/rules/product/reviews";
import { callApp } from "~modules/kit/app-api";

type Votes = {
  /** The shopper's votes this visit, by review id: they win over what a list was loaded with. */
  overrides: Record<string, HelpfulState>;
  vote: (review: ReviewView) => void;
};

const VotesContext = createContext<Votes | null>(null);

async function sendVote(reviewId: string, type: 0 | 1): Promise<boolean> {
  try {
    return (await callApp("POST /api/reviews", { reviewId, type })).ok;
  } catch {
    return false;
  }
}

/**
 * Helpful votes (detail spec 4) for every review the section and its sheet show, so a review
 * voted in one list reads the same in the other. A vote shows at once by the toggle rules
 * and is sent; if the back office refuses it, the review goes back to what it was and a
 * toast says so.
 */
export function HelpfulVotesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [overrides, setOverrides] = useState<Record<string, HelpfulState>>({});
  const latest = useRef(overrides);
  latest.current = overrides;

  const vote = useCallback(
    (review: ReviewView) => {
      const before = latest.current[review.id] ?? { helpfulType: review.helpfulType, helpfulCount: review.helpfulCount };
      const { type, next } = toggleHelpful(before);
      latest.current = { ...latest.current, [review.id]: next };
      setOverrides(latest.current);
      void sendVote(review.id, type).then((ok) => {
        if (ok) return;
        // Only undo what is still this vote's result: a later vote has its own outcome.
        if (latest.current[review.id] === next) {
          latest.current = { ...latest.current, [review.id]: before };
          setOverrides(latest.current);
        }
        toast(t("reviews.helpfulFailed"), "error");
      });
    },
    [t, toast],
  );

  const value = useMemo(() => ({ overrides, vote }), [overrides, vote]);
  return <VotesContext.Provider value={value}>{children}</VotesContext.Provider>;
}

function ThumbIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.3-.6.8-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
      />
    </svg>
  );
}

/** 'Helpful (n)': a toggle button; clicks are debounced on the leading edge (1000 ms, detail spec 9). */
export function HelpfulButton({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const votes = useContext(VotesContext);
  const state = votes?.overrides[review.id] ?? { helpfulType: review.helpfulType, helpfulCount: review.helpfulCount };
  // The debounced function lives as long as the button; it calls whatever vote is current.
  const voteRef = useRef<(() => void) | null>(null);
  voteRef.current = () => votes?.vote(review);
  const [onClick] = useState(() => leadingDebounce(() => voteRef.current?.(), HELPFUL_DEBOUNCE_MS));
  return (
    <button
      type="button"
      className={`review__helpful${state.helpfulType === 1 ? " is-voted" : ""}`}
      aria-pressed={state.helpfulType === 1}
      onClick={() => onClick()}
    >
      <ThumbIcon />
      <span>{t("reviews.helpful", { count: state.helpfulCount })}</span>
    </button>
  );
}
