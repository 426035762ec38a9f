import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../server/metrics.js";
import {
  backgroundWork,
  callsBeforeFirstByte,
  countBackofficeCall,
  countingCalls,
  deferredWork,
  markShellFirst,
  requestContext,
} from "../../server/request-context.js";

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("back-office calls by what the response waits for (server/request-context.js)", () => {
  it("counts calls as critical, deferred (a loader's streamed data) or background, whatever they start", async () => {
    const { calls } = countingCalls(() => {
      countBackofficeCall();
      void deferredWork(async () => {
        countBackofficeCall();
        await settle();
        // Still deferred after an await, and background stays background inside it.
        countBackofficeCall();
        void backgroundWork(() => deferredWork(() => countBackofficeCall()));
      });
      void backgroundWork(async () => {
        await settle();
        countBackofficeCall();
      });
      return Promise.resolve().then(() => countBackofficeCall());
    });
    await settle();
    await settle();
    expect(calls).toMatchObject({ critical: 2, deferred: 2, background: 2 });
  });

  it("counts nothing outside a request", () => {
    expect(() => countBackofficeCall()).not.toThrow();
  });

  it("puts the deferred calls before the first byte unless the render sent its shell first", () => {
    const calls = { critical: 5, deferred: 4, background: 3, shellFirst: false, beforeFirstByte: null };
    expect(callsBeforeFirstByte(calls)).toBe(9);
    expect(callsBeforeFirstByte({ ...calls, shellFirst: true })).toBe(5);
  });
});

describe("the calls before a response's first byte, per route on /metrics", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(requestContext);
    // Three calls the page waits for, two for what it streams; the first byte goes out, then one more.
    app.get("/api/:name", async (req, res) => {
      for (let i = 0; i < 3; i++) countBackofficeCall();
      void deferredWork(() => {
        countBackofficeCall();
        countBackofficeCall();
      });
      if (req.query.shell === "1") markShellFirst();
      await settle();
      res.write("first byte");
      countBackofficeCall();
      res.end();
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function sample(name: string): Promise<{ sum: number; count: number }> {
    const lines = (await registry.metrics()).split("\n");
    const value = (suffix: string) => Number(lines.find((line) => line.startsWith(`storefront_backoffice_calls_before_first_byte_${suffix}{route="api/${name}"} `))?.split(" ")[1] ?? 0);
    return { sum: value("sum"), count: value("count") };
  }

  it("counts what a whole response waited for, deferred data included, once per response", async () => {
    await (await fetch(`${base}/api/wholepage`)).text();
    expect(await sample("wholepage")).toEqual({ sum: 5, count: 1 });
  });

  it("leaves out the deferred calls of a response rendered shell first", async () => {
    await (await fetch(`${base}/api/shellfirst?shell=1`)).text();
    await (await fetch(`${base}/api/shellfirst?shell=1`)).text();
    expect(await sample("shellfirst")).toEqual({ sum: 6, count: 2 });
  });
});
