import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, readEnv, STORE_IDS as ENV_STORE_IDS } from "../../server/env.js";
import { STORE_IDS } from "~schemas/rules/stores";

const ROOT = path.resolve(__dirname, "../..");

/** The message readEnv throws for `source`, or null when it accepts it. */
function problem(source: Record<string, string>): string | null {
  try {
    readEnv(source);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
}

describe("readEnv (README Configuration)", () => {
  it("gives the documented defaults for an empty environment", () => {
    expect(readEnv({})).toEqual({
      NODE_ENV: undefined,
      PORT: 3000,
      HOST: undefined,
      BACKOFFICE_URL: undefined,
      BACKOFFICE_TIMEOUT_MS: 3000,
      STORE_ID: 3,
      PUBLIC_ORIGIN: undefined,
      STOREFRONT_URL: undefined,
      LOG_LEVEL: "info",
      PREVIEW_TOKEN: undefined,
      CACHE_S_MAXAGE: 60,
      CACHE_SWR: 600,
      CACHE_MAX_ENTRIES: 2000,
      PAGE_CACHE: "on",
      SERVER_CACHE: "on",
      REDIS_URL: undefined,
      REVALIDATE_SECRET: undefined,
      WEB_CONCURRENCY: 1,
      HOME_URL_KEY: "home",
      TRUST_PROXY: undefined,
      COOKIE_SECRETS: undefined,
      RATE_LIMIT_MULTIPLIER: 1,
      FIXTURES_DIR: undefined,
    });
  });

  it("counts an empty value as unset", () => {
    expect(readEnv({ PORT: "", STORE_ID: "", BACKOFFICE_URL: "", PUBLIC_ORIGIN: "", PREVIEW_TOKEN: "", LOG_LEVEL: "" })).toMatchObject({
      PORT: 3000,
      STORE_ID: 3,
      BACKOFFICE_URL: undefined,
      PUBLIC_ORIGIN: undefined,
      PREVIEW_TOKEN: undefined,
      LOG_LEVEL: "info",
    });
  });

  it("reads good values into their types", () => {
    expect(
      readEnv({
        NODE_ENV: "production",
        PORT: "8080",
        HOST: "127.0.0.1",
        BACKOFFICE_URL: "https://backoffice.example.com/base/",
        BACKOFFICE_TIMEOUT_MS: "1500",
        STORE_ID: "5",
        PUBLIC_ORIGIN: "https://shop.example.com",
        STOREFRONT_URL: "https://www.example.com/us/",
        LOG_LEVEL: "WARN",
        PREVIEW_TOKEN: " s3cret ",
        CACHE_S_MAXAGE: "30",
        CACHE_SWR: "0",
        CACHE_MAX_ENTRIES: "50",
        PAGE_CACHE: "off",
        SERVER_CACHE: "on",
        REDIS_URL: "redis://127.0.0.1:6379/2",
        REVALIDATE_SECRET: "0123456789abcdef",
        WEB_CONCURRENCY: "4",
        HOME_URL_KEY: "home-2026",
        TRUST_PROXY: "loopback, 10.0.0.0/8, ::1, fd00::/8",
        COOKIE_SECRETS: `${"n".repeat(32)}, ${"o".repeat(40)}`,
        RATE_LIMIT_MULTIPLIER: "50",
        FIXTURES_DIR: "/tmp/fixtures",
      }),
    ).toEqual({
      NODE_ENV: "production",
      PORT: 8080,
      HOST: "127.0.0.1",
      BACKOFFICE_URL: "https://backoffice.example.com/base/",
      BACKOFFICE_TIMEOUT_MS: 1500,
      STORE_ID: 5,
      PUBLIC_ORIGIN: "https://shop.example.com",
      STOREFRONT_URL: "https://www.example.com/us",
      LOG_LEVEL: "warn",
      PREVIEW_TOKEN: "s3cret",
      CACHE_S_MAXAGE: 30,
      CACHE_SWR: 0,
      CACHE_MAX_ENTRIES: 50,
      PAGE_CACHE: "off",
      SERVER_CACHE: "on",
      REDIS_URL: "redis://127.0.0.1:6379/2",
      REVALIDATE_SECRET: "0123456789abcdef",
      WEB_CONCURRENCY: 4,
      HOME_URL_KEY: "home-2026",
      TRUST_PROXY: ["loopback", "10.0.0.0/8", "::1", "fd00::/8"],
      COOKIE_SECRETS: ["n".repeat(32), "o".repeat(40)],
      RATE_LIMIT_MULTIPLIER: 50,
      FIXTURES_DIR: "/tmp/fixtures",
    });
  });

  it("reads process.env afresh on every call", () => {
    const original = process.env.STORE_ID;
    try {
      process.env.STORE_ID = "6";
      expect(readEnv().STORE_ID).toBe(6);
      process.env.STORE_ID = "7";
      expect(readEnv().STORE_ID).toBe(7);
    } finally {
      if (original === undefined) delete process.env.STORE_ID;
      else process.env.STORE_ID = original;
    }
  });

  it("accepts exactly the stores of the store table", () => {
    expect([...ENV_STORE_IDS]).toEqual(STORE_IDS);
    for (const id of STORE_IDS) expect(readEnv({ STORE_ID: String(id) }).STORE_ID).toBe(id);
  });

  it.each([
    ["STORE_ID", "2", 'STORE_ID="2": expected one of 1, 3, 4, 5, 6, 7, 8, 9'],
    ["STORE_ID", "store-3", 'STORE_ID="store-3": expected one of 1, 3, 4, 5, 6, 7, 8, 9'],
    ["PORT", "0", 'PORT="0": expected an integer from 1 to 65535'],
    ["PORT", "65536", 'PORT="65536": expected an integer from 1 to 65535'],
    ["PORT", "http", 'PORT="http": expected an integer from 1 to 65535'],
    ["BACKOFFICE_URL", "backoffice:8080", 'BACKOFFICE_URL="backoffice:8080": expected an http(s) URL such as https://backoffice.example.com'],
    ["BACKOFFICE_URL", "ftp://backoffice", 'BACKOFFICE_URL="ftp://backoffice": expected an http(s) URL such as https://backoffice.example.com'],
    ["BACKOFFICE_TIMEOUT_MS", "0", 'BACKOFFICE_TIMEOUT_MS="0": expected a positive integer (milliseconds)'],
    ["BACKOFFICE_TIMEOUT_MS", "2.5", 'BACKOFFICE_TIMEOUT_MS="2.5": expected a positive integer (milliseconds)'],
    ["PUBLIC_ORIGIN", "https://shop.example.com/", 'PUBLIC_ORIGIN="https://shop.example.com/": expected an http(s) origin such as https://shop.example.com (no path, no trailing slash)'],
    ["PUBLIC_ORIGIN", "shop.example.com", 'PUBLIC_ORIGIN="shop.example.com": expected an http(s) origin such as https://shop.example.com (no path, no trailing slash)'],
    ["STOREFRONT_URL", "www.example.com", 'STOREFRONT_URL="www.example.com": expected an http(s) URL such as https://www.example.com or https://www.example.com/us (no query or fragment)'],
    ["STOREFRONT_URL", "https://www.example.com/?ref=app", 'STOREFRONT_URL="https://www.example.com/?ref=app": expected an http(s) URL such as https://www.example.com or https://www.example.com/us (no query or fragment)'],
    ["STOREFRONT_URL", "javascript:alert(1)", 'STOREFRONT_URL="javascript:alert(1)": expected an http(s) URL such as https://www.example.com or https://www.example.com/us (no query or fragment)'],
    ["LOG_LEVEL", "verbose", 'LOG_LEVEL="verbose": expected one of debug, info, warn, error, silent'],
    ["PREVIEW_TOKEN", "   ", 'PREVIEW_TOKEN="   ": expected a non-empty token (or leave it unset)'],
    ["NODE_ENV", "staging", 'NODE_ENV="staging": expected one of development, production, test'],
    ["CACHE_S_MAXAGE", "-1", 'CACHE_S_MAXAGE="-1": expected a whole number of seconds (0 or more)'],
    ["CACHE_SWR", "1m", 'CACHE_SWR="1m": expected a whole number of seconds (0 or more)'],
    ["CACHE_MAX_ENTRIES", "0", 'CACHE_MAX_ENTRIES="0": expected a positive integer'],
    ["PAGE_CACHE", "false", 'PAGE_CACHE="false": expected on or off'],
    ["SERVER_CACHE", "no", 'SERVER_CACHE="no": expected on or off'],
    ["REDIS_URL", "http://cache:6379", 'REDIS_URL="http://cache:6379": expected a redis:// or rediss:// URL such as redis://127.0.0.1:6379'],
    ["REVALIDATE_SECRET", "short", 'REVALIDATE_SECRET="short": expected a secret of at least 16 characters (or leave it unset)'],
    ["WEB_CONCURRENCY", "0", 'WEB_CONCURRENCY="0": expected an integer from 1 to 64'],
    ["HOME_URL_KEY", "../home", `HOME_URL_KEY="../home": expected a template urlKey: letters, digits, '.', '_' or '-', starting with a letter or digit`],
    ["TRUST_PROXY", "1 2", 'TRUST_PROXY="1 2": expected a hop count (e.g. 1) or proxy addresses/subnets, comma-separated (e.g. loopback, 10.0.0.0/8)'],
    ["TRUST_PROXY", "true", 'TRUST_PROXY="true": expected a hop count (e.g. 1) or proxy addresses/subnets, comma-separated (e.g. loopback, 10.0.0.0/8)'],
    ["TRUST_PROXY", "10.0.0.0/33", 'TRUST_PROXY="10.0.0.0/33": expected a hop count (e.g. 1) or proxy addresses/subnets, comma-separated (e.g. loopback, 10.0.0.0/8)'],
    ["COOKIE_SECRETS", `${"s".repeat(32)},short`, `COOKIE_SECRETS="${"s".repeat(32)},short": expected one or more secrets of at least 32 characters, comma-separated (the first signs)`],
    ["RATE_LIMIT_MULTIPLIER", "0", 'RATE_LIMIT_MULTIPLIER="0": expected an integer from 1 to 10000'],
    ["HOME_URL_KEY", "home page", `HOME_URL_KEY="home page": expected a template urlKey: letters, digits, '.', '_' or '-', starting with a letter or digit`],
  ])("refuses %s=%j, naming the variable, its value and what it expects", (name, value, line) => {
    expect(problem({ [name]: value })).toBe(`Invalid environment:\n  ${line}`);
  });

  it("names every bad variable at once", () => {
    const message = problem({ STORE_ID: "2", PORT: "-1", LOG_LEVEL: "loud", HOST: "fine" });
    expect(message?.split("\n")).toEqual([
      "Invalid environment:",
      '  PORT="-1": expected an integer from 1 to 65535',
      '  STORE_ID="2": expected one of 1, 3, 4, 5, 6, 7, 8, 9',
      '  LOG_LEVEL="loud": expected one of debug, info, warn, error, silent',
    ]);
  });
});

describe("starting the app with a bad environment", () => {
  it("stops before loading the build, with the message on stderr and exit code 1 (no stack trace)", () => {
    // No build is needed: startApp validates before anything else.
    const result = spawnSync(process.execPath, ["server/index.js"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, STORE_ID: "2", PORT: "0" } as unknown as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Invalid environment:\n  PORT="0": expected an integer from 1 to 65535\n  STORE_ID="2": expected one of 1, 3, 4, 5, 6, 7, 8, 9\n',
    );
    expect(result.stdout).toBe("");
  });
});
