import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Counts the back-office calls a piece of work makes (the preview's page weight): the client
 * (backoffice.server.ts) reports each call it is asked for to the meter of the work it runs
 * in, if any. An AsyncLocalStorage, so concurrent requests and the preview's devices, each
 * measured on its own, never count each other's calls.
 */

type Meter = {
  /** Calls asked for, with whether each has answered yet. */
  calls: { name: string; settled: boolean; sent: boolean }[];
};

const storage = new AsyncLocalStorage<Meter>();

/**
 * The client reports a call it is asked for; the answer is `sent` when it goes to the back
 * office (not answered by the server's cache), and the call must say when it has settled.
 */
export function meterCall(name: string): { sent(): void; settled(): void } | undefined {
  const meter = storage.getStore();
  if (!meter) return undefined;
  const call = { name, settled: false, sent: false };
  meter.calls.push(call);
  return {
    sent: () => {
      call.sent = true;
    },
    settled: () => {
      call.settled = true;
    },
  };
}

/** What the work asked the back office for. */
export type CallCount = {
  /** Calls that had answered when the work finished: the ones the page waited for. */
  awaited: number;
  /** Calls still under way when the work finished, or made after (a streamed part of the page). */
  streamed: number;
  /** Of all calls, those that went to the back office (the rest the server's cache answered). */
  sent: number;
  /** The calls by name, in the order they were made. */
  names: string[];
};

/**
 * Runs `work` and counts the back-office calls it makes. Which calls had answered is taken
 * when `work` resolves: those stood before the page's data was ready. `count()` reads the
 * rest when asked, so a streamed part's calls, and whether each went to the back office,
 * are known by then.
 */
export async function meterCalls<T>(work: () => Promise<T>): Promise<{ result: T; count(): CallCount }> {
  const meter: Meter = { calls: [] };
  const result = await storage.run(meter, work);
  const awaited = meter.calls.filter((call) => call.settled).length;
  return {
    result,
    count: () => ({
      awaited,
      streamed: meter.calls.length - awaited,
      sent: meter.calls.filter((call) => call.sent).length,
      names: meter.calls.map((call) => call.name),
    }),
  };
}
