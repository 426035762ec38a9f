import { describe, expect, it } from "vitest";
import { notImplemented } from "~modules/not-implemented";
import { moduleRegistry } from "~modules/registry";
import { defineModule, type ModuleProps, type ModuleRegistry } from "~modules/types";
import { MODULE_CODES } from "~schemas/module-codes";
import { isImplemented, moduleSchemas } from "~schemas/registry.server";

describe("module registry", () => {
  it("maps every type code 1-7 and 9-32, and nothing else, on both halves", () => {
    const expected = [...Array.from({ length: 7 }, (_, i) => i + 1), ...Array.from({ length: 24 }, (_, i) => i + 9)];
    expect(MODULE_CODES).toEqual(expected);
    expect(Object.keys(moduleRegistry).map(Number)).toEqual(expected);
    expect(Object.keys(moduleSchemas).map(Number)).toEqual(expected);
  });

  it("has a desktop and a mobile component for every code", () => {
    for (const code of MODULE_CODES) {
      expect(typeof moduleRegistry[code].desktop, `desktop ${code}`).toBe("function");
      expect(typeof moduleRegistry[code].mobile, `mobile ${code}`).toBe("function");
    }
  });

  it("implements every type code", () => {
    expect(MODULE_CODES.filter(isImplemented)).toEqual(MODULE_CODES);
  });

  it("pairs the stand-in schema with the stand-in component, and only with it", () => {
    for (const code of MODULE_CODES) {
      expect(moduleRegistry[code] === notImplemented, `type ${code}`).toBe(!isImplemented(code));
    }
  });
});

// Compile-time checks, run by `tsc` in `npm test`: each @ts-expect-error must stay an error.
const TitleOnly = (_: ModuleProps<{ title: string }>) => null;
const ImageOnly = (_: ModuleProps<{ pcImage: string; mobileImage: string }>) => null;

export const missingCode: ModuleRegistry = (() => {
  const { 30: _dropped, ...rest } = moduleRegistry;
  // @ts-expect-error a registry without code 30 does not compile
  const incomplete: ModuleRegistry = rest;
  return incomplete;
})();

export const mismatched: ModuleRegistry = {
  ...moduleRegistry,
  // @ts-expect-error the banner's schema output is not what a title component reads
  4: defineModule({ desktop: TitleOnly, mobile: TitleOnly }),
};

export const matching: ModuleRegistry = { ...moduleRegistry, 1: defineModule({ desktop: TitleOnly, mobile: TitleOnly }) };

export const wrongDevice: ModuleRegistry = {
  ...moduleRegistry,
  // @ts-expect-error a mobile component for another schema does not compile either
  4: { desktop: ImageOnly, mobile: TitleOnly },
};
