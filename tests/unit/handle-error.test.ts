/**
 * What the app logs for an error Remix hands it (handleError, app/entry.server.tsx): found by
 * the request fuzzer, every 404 and 405 was an error line reading "[object Object]".
 */
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { takeLogs } from "../support/logs";

const args = (url = "http://shop.test/guide/sale") => {
  const request = new Request(url, { method: "PUT" });
  return { request, params: {}, context: { cspNonce: "n", clientToken: "guest" } };
};

describe("handleError", () => {
  it.each([
    ["a method no route takes", new ErrorResponse(405, "Method Not Allowed", new Error('You made a PUT request to "/guide/sale" but did not provide an `action`'), true)],
    ["a path no route matches", new ErrorResponse(404, "Not Found", new Error('No route matches URL "/nowhere"'), true)],
  ])("logs nothing for %s (the client's error; the request log has its status)", (_name, error) => {
    handleError(error, args());
    expect(takeLogs()).toEqual([]);
  });

  it("logs a thrown error once, with its stack", () => {
    handleError(new Error("render failed"), args());
    const logs = takeLogs();
    expect(logs).toEqual([{ level: "error", msg: "request error", fields: { url: "http://shop.test/guide/sale", error: expect.stringMatching(/^Error: render failed\n\s+at /) } }]);
  });

  it("still logs a route error response of the server's (5xx)", () => {
    handleError(new ErrorResponse(500, "Internal Server Error", new Error("boom"), true), args());
    expect(takeLogs("error")).toHaveLength(1);
  });
});
