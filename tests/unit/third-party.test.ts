import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../server/csp.js";
import { EnvError, readEnv } from "../../server/env.js";
import { NO_THIRD_PARTY, thirdPartyConfig, thirdPartySources } from "../../server/third-party.js";
import { CONSENT_STORES, consentState, keptConsent, needsConsent, parseConsent } from "~schemas/rules/third-party";

const PAY_LATER = { PAY_LATER_SCRIPT_URL: "https://js.paylater.example/v2/messages.js", PAY_LATER_PUBLIC_KEY: "pk_live_AbC123" };
const CHAT = { HELP_CHAT_SCRIPT_URL: "https://widget.chat.example/loader.js" };
const PIXEL = { AD_PIXEL_SCRIPT_URL: "https://connect.pixel.example/events.js", AD_PIXEL_ID: "1234567890" };

function problem(source: Record<string, string>): string | null {
  try {
    readEnv(source);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
}

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    })
  );
}

describe("third-party configuration (server/env.js)", () => {
  it("is off when nothing is set", () => {
    const env = readEnv({});
    expect(thirdPartyConfig(env, 3)).toEqual({ payLater: null, helpChat: null, adPixel: null });
  });

  it("reads each provider's script and public values", () => {
    const env = readEnv({ ...PAY_LATER, ...CHAT, ...PIXEL });
    expect(thirdPartyConfig(env, 3)).toEqual({
      payLater: { scriptUrl: PAY_LATER.PAY_LATER_SCRIPT_URL, publicKey: "pk_live_AbC123" },
      helpChat: { scriptUrl: CHAT.HELP_CHAT_SCRIPT_URL },
      adPixel: { scriptUrl: PIXEL.AD_PIXEL_SCRIPT_URL, pixelId: "1234567890" },
    });
  });

  it("gives the ad pixel to store 3 only", () => {
    const env = readEnv({ ...PIXEL });
    for (const store of [1, 4, 5, 6, 7, 8, 9]) expect(thirdPartyConfig(env, store).adPixel).toBeNull();
    expect(thirdPartyConfig(env, 3).adPixel).not.toBeNull();
  });

  it("takes https script addresses, and http only on this machine (test stubs)", () => {
    expect(problem({ HELP_CHAT_SCRIPT_URL: "https://widget.chat.example/loader.js?v=2" })).toBeNull();
    expect(problem({ HELP_CHAT_SCRIPT_URL: "http://127.0.0.1:4000/chat.js" })).toBeNull();
    expect(problem({ HELP_CHAT_SCRIPT_URL: "http://localhost:4000/chat.js" })).toBeNull();
    for (const bad of [
      "http://widget.chat.example/loader.js",
      "javascript:alert(1)",
      "//widget.chat.example/x.js",
      "https://user:pw@widget.chat.example/x.js",
      "https://widget.chat.example/x.js#frag",
      "loader.js",
    ]) {
      expect(problem({ HELP_CHAT_SCRIPT_URL: bad }), bad).toContain(`HELP_CHAT_SCRIPT_URL=${JSON.stringify(bad)}: expected an https URL`);
    }
  });

  it("wants a script and its key together, naming the missing one", () => {
    expect(problem({ PAY_LATER_SCRIPT_URL: PAY_LATER.PAY_LATER_SCRIPT_URL })).toContain("PAY_LATER_PUBLIC_KEY=undefined: expected the provider's public key");
    expect(problem({ PAY_LATER_PUBLIC_KEY: "pk_live_AbC123" })).toContain("PAY_LATER_SCRIPT_URL=undefined: expected an https URL");
    expect(problem({ AD_PIXEL_SCRIPT_URL: PIXEL.AD_PIXEL_SCRIPT_URL })).toContain("AD_PIXEL_ID=undefined");
    expect(problem({ AD_PIXEL_ID: "123" })).toContain("AD_PIXEL_SCRIPT_URL=undefined");
  });

  it("takes public keys and pixel ids that need no escaping", () => {
    expect(problem({ ...PAY_LATER, PAY_LATER_PUBLIC_KEY: 'pk"><script>' })).toContain("PAY_LATER_PUBLIC_KEY=");
    expect(problem({ ...PIXEL, AD_PIXEL_ID: "12 34" })).toContain("AD_PIXEL_ID=");
  });
});

describe("the CSP of third-party providers (server/csp.js)", () => {
  const policy = (env: Record<string, string>, store = 3) =>
    directives(
      contentSecurityPolicy(["'nonce-abc'"], { development: false, framable: false, thirdParty: thirdPartySources(thirdPartyConfig(readEnv(env), store)) })
    );

  it("adds nothing when nothing is configured", () => {
    const none = policy({});
    expect(none).toEqual(directives(contentSecurityPolicy(["'nonce-abc'"], { development: false, framable: false, thirdParty: NO_THIRD_PARTY })));
    expect(none["script-src"]!.some((source) => source.includes("example"))).toBe(false);
    expect(none["connect-src"]!.some((source) => source.includes("example"))).toBe(false);
    expect(none["frame-src"]!.some((source) => source.includes("example"))).toBe(false);
    expect(none["img-src"]).toEqual(["'self'", "data:", "https:"]);
  });

  it("allows each configured provider's origin, not its path, where its script works", () => {
    const all = policy({ ...PAY_LATER, ...CHAT, ...PIXEL });
    expect(all["script-src"]).toEqual(expect.arrayContaining(["https://js.paylater.example", "https://widget.chat.example", "https://connect.pixel.example"]));
    expect(all["connect-src"]).toEqual(expect.arrayContaining(["https://js.paylater.example", "https://widget.chat.example", "https://connect.pixel.example"]));
    expect(all["frame-src"]).toEqual(expect.arrayContaining(["https://js.paylater.example", "https://widget.chat.example"]));
    expect(all["frame-src"]).not.toContain("https://connect.pixel.example");
    // https: images are allowed already; the inline nonce keeps its place.
    expect(all["img-src"]).toEqual(["'self'", "data:", "https:"]);
    expect(all["script-src"]).toContain("'nonce-abc'");
  });

  it("adds only the configured ones, and the pixel only for store 3", () => {
    const chatOnly = policy({ ...CHAT });
    expect(chatOnly["script-src"]).toContain("https://widget.chat.example");
    expect(chatOnly["script-src"]).not.toContain("https://js.paylater.example");
    expect(policy({ ...PIXEL }, 5)["script-src"]).not.toContain("https://connect.pixel.example");
  });

  it("allows an http stub's images (the pixel's beacons) by its origin", () => {
    const stub = policy({ AD_PIXEL_SCRIPT_URL: "http://127.0.0.1:4100/pixel.js", AD_PIXEL_ID: "42" });
    expect(stub["img-src"]).toEqual(["'self'", "data:", "https:", "http://127.0.0.1:4100"]);
    expect(stub["script-src"]).toContain("http://127.0.0.1:4100");
  });

  it("reads the deployment's configuration when not given one (every page's policy)", () => {
    const saved = { ...process.env };
    try {
      delete process.env.PAY_LATER_SCRIPT_URL;
      delete process.env.PAY_LATER_PUBLIC_KEY;
      delete process.env.AD_PIXEL_SCRIPT_URL;
      delete process.env.AD_PIXEL_ID;
      process.env.HELP_CHAT_SCRIPT_URL = CHAT.HELP_CHAT_SCRIPT_URL;
      expect(directives(contentSecurityPolicy([], { development: false, framable: false }))["script-src"]).toContain("https://widget.chat.example");
      delete process.env.HELP_CHAT_SCRIPT_URL;
      expect(directives(contentSecurityPolicy([], { development: false, framable: false }))["script-src"]).not.toContain("https://widget.chat.example");
    } finally {
      process.env = saved;
    }
  });

  it("names an origin once when providers share it", () => {
    const shared = thirdPartySources(
      thirdPartyConfig(
        readEnv({ PAY_LATER_SCRIPT_URL: "https://cdn.example/a.js", PAY_LATER_PUBLIC_KEY: "k", HELP_CHAT_SCRIPT_URL: "https://cdn.example/b.js" }),
        3
      )
    );
    expect(shared.script).toEqual(["https://cdn.example"]);
  });
});

describe("consent rules (schemas/rules/third-party.ts)", () => {
  it("asks in the EU stores 5, 6 and 7 only", () => {
    expect(CONSENT_STORES).toEqual([5, 6, 7]);
    expect(([1, 3, 4, 5, 6, 7, 8, 9] as const).filter((store) => needsConsent(store))).toEqual([5, 6, 7]);
  });

  it("reads back what it keeps, and nothing else", () => {
    expect(parseConsent(keptConsent("granted"))).toBe("granted");
    expect(parseConsent(keptConsent("denied"))).toBe("denied");
    for (const other of [null, undefined, "", "granted", "v0:granted", "v1:maybe"]) expect(parseConsent(other)).toBeNull();
  });

  it("counts other stores as granted and an EU store without a kept choice as unknown", () => {
    expect(consentState(3, null)).toBe("granted");
    expect(consentState(3, keptConsent("denied"))).toBe("granted");
    expect(consentState(5, null)).toBe("unknown");
    expect(consentState(6, "junk")).toBe("unknown");
    expect(consentState(7, keptConsent("denied"))).toBe("denied");
    expect(consentState(5, keptConsent("granted"))).toBe("granted");
  });
});
