/**
 * A leading-edge debounce (detail spec 9: helpful clicks, 1000 ms leading): the first call
 * runs at once; calls that follow within `wait` ms of the previous call are dropped, and
 * each dropped call restarts the wait, so a burst of clicks runs once. `now` is injectable
 * for tests; it defaults to the page's monotonic clock.
 */
export function leadingDebounce<A extends unknown[]>(fn: (...args: A) => void, wait: number, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A): boolean => {
    const at = now();
    const quiet = at - last >= wait;
    last = at;
    if (quiet) fn(...args);
    return quiet;
  };
}
