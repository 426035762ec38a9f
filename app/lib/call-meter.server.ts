import { AsyncLocalStorage } from "node:async_hooks";
import { currentStage } from "../../server/request-context.js";

/**
 * Counts the back-office calls a piece of work makes (the preview's page weight): the client
 * (backoffice.server.ts) reports each call it is asked for, cache hits included, to the meter
 * of the work it runs in, if any. An AsyncLocalStorage, so concurrent requests and the
 * preview's devices, each measured on its own, never count each other's calls.
 */

type Meter = {
  /** Calls asked for: whether the response waits for each (its stage, server/request-context.js) and whether it went to the back office. */
  calls: { name: string; stage: ReturnType<typeof currentStage>; sent: boolean }[];
};

const storage = new AsyncLocalStorage<Meter>();

/** The client reports a call it is asked for, and says when it goes to the back office (the server's cache did not answer it). */
export function meterCall(name: string): { sent(): void } | undefined {
  const meter = storage.getStore();
  if (!meter) return undefined;
  const call = { name, stage: currentStage(), sent: false };
  meter.calls.push(call);
  return {
    sent: () => {
      call.sent = true;
    },
  };
}

/** What the work asked the back office for. */
export type CallCount = {
  /** Calls the page's first byte waits for: all but those of deferred work. */
  beforeFirstByte: number;
  /** Calls made for data the page streams after its first byte (deferred work). */
  streamed: number;
  /** Of all calls, those that went to the back office (the rest the server's cache answered). */
  sent: number;
  /** The calls by name, in the order they were made. */
  names: string[];
};

/**
 * Runs `work` and counts the back-office calls it asks for. A call counts before the first
 * byte unless it was made as deferred work (`deferredWork`, server/request-context.js), which
 * a streamed page sends after it: counting by stage, not by time, gives the same figure
 * whether the server's cache answers at once or the back office takes its time. `count()`
 * reads the meter when asked, so calls still under way when `work` returned count too.
 */
export async function meterCalls<T>(work: () => Promise<T>): Promise<{ result: T; count(): CallCount }> {
  const meter: Meter = { calls: [] };
  const result = await storage.run(meter, work);
  return {
    result,
    count: () => {
      const waited = meter.calls.filter((call) => call.stage === "critical").length;
      return {
        beforeFirstByte: waited,
        streamed: meter.calls.filter((call) => call.stage === "deferred").length,
        sent: meter.calls.filter((call) => call.sent).length,
        names: meter.calls.map((call) => call.name),
      };
    },
  };
}
