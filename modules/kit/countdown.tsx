import { Fragment, useEffect, useRef, useState } from "react";
import { formatCountdown, isoDuration, remainingAfter } from "~schemas/rules/countdown";
import "./countdown.css";

type Props = {
  /** Seconds left at the page's server time: the server render and hydration both show this. */
  seconds: number;
  /** A repeating cycle's length in seconds (flash sales start over at 0); without one the countdown stops at 0. */
  cycle?: number | null;
  /** Called once when a countdown without a cycle reaches 0. */
  onEnd?: () => void;
  className?: string;
};

/**
 * dd:hh:mm:ss, ticking every second (landing spec 4.3, detail spec 4). The first render
 * shows `seconds` as the server computed it; after hydration the browser counts the
 * seconds since it mounted (its own clock's differences only, so a wrong clock on the
 * shopper's device cannot shift it) and aligns each tick to the next whole second.
 */
export function Countdown({ seconds, cycle, onEnd, className }: Props) {
  const [elapsed, setElapsed] = useState(0);
  const endRef = useRef(onEnd);
  useEffect(() => {
    endRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    setElapsed(0);
    const tick = () => {
      const passed = Date.now() - started;
      const count = Math.floor(passed / 1000);
      setElapsed(count);
      if (!cycle && remainingAfter(seconds, count) === 0) {
        endRef.current?.();
        return;
      }
      timer = setTimeout(tick, 1000 - (passed % 1000));
    };
    if (cycle || seconds > 0) timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [seconds, cycle]);

  const remaining = remainingAfter(seconds, elapsed, cycle);
  const parts = formatCountdown(remaining).split(":");
  return (
    <time className={`countdown${className ? ` ${className}` : ""}`} role="timer" dateTime={isoDuration(remaining)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <span className="countdown__separator">:</span> : null}
          <span className="countdown__part">{part}</span>
        </Fragment>
      ))}
    </time>
  );
}
