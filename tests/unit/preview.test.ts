import { describe, expect, it } from "vitest";
import { dateTimeInputValue, parsePreviewAt, previewDevices, previewSearch, previewSettings } from "~schemas/rules/preview";

describe("the preview's ?at= (page time)", () => {
  it.each([
    ["2025-12-24T18:00", Date.UTC(2025, 11, 24, 18, 0)],
    ["2025-12-24T18:00:30", Date.UTC(2025, 11, 24, 18, 0, 30)],
    ["2025-12-24T18:00:00.000Z", Date.UTC(2025, 11, 24, 18, 0)],
    ["2025-12-24 18:00Z", Date.UTC(2025, 11, 24, 18, 0)],
    ["2025-12-24T18:00+01:00", Date.UTC(2025, 11, 24, 17, 0)],
    ["2025-12-24T18:00-0530", Date.UTC(2025, 11, 24, 23, 30)],
  ])("reads %s (no offset: UTC)", (value, expected) => {
    expect(parsePreviewAt(value)).toBe(expected);
  });

  it.each(["", "tomorrow", "2025-12-24", "2025-02-30T10:00", "2025-12-24T24:00", "2025-13-01T10:00", "1735063200000"])("refuses %j", (value) => {
    expect(parsePreviewAt(value)).toBeNull();
  });
});

describe("preview settings in the query", () => {
  it("defaults to both devices, the request's store and now", () => {
    expect(previewSettings(new URLSearchParams(""), 3)).toEqual({ device: "both", store: 3, at: null });
  });

  it("reads the device, the store and a normalised page time", () => {
    const settings = previewSettings(new URLSearchParams("device=mobile&store=5&at=2025-12-24T18:00"), 3);
    expect(settings).toEqual({ device: "mobile", store: 5, at: "2025-12-24T18:00:00.000Z" });
    expect(previewSearch(settings)).toBe("?device=mobile&store=5&at=2025-12-24T18%3A00%3A00.000Z");
    expect(previewSearch(settings, { device: "both", at: null })).toBe("?device=both&store=5");
    expect(dateTimeInputValue(settings.at)).toBe("2025-12-24T18:00");
  });

  it("shows both devices desktop first, or the one chosen", () => {
    expect(previewDevices("both")).toEqual(["desktop", "mobile"]);
    expect(previewDevices("mobile")).toEqual(["mobile"]);
  });
});
