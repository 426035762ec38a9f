import type { ModuleContext } from "~modules/types";
import { describeIssues, safeParseFriendly } from "~schemas/lib/issues";
import { collectNotes } from "~schemas/lib/notes";
import { MARKER_END, MARKER_START, isModuleCode, moduleName, type ModuleCode } from "~schemas/module-codes";
import type { ModuleEntry, PageInfo } from "~schemas/page-info";
import { moduleSchemas, type ModuleData } from "~schemas/registry.server";
import type { GuideQuery } from "~schemas/rules/guide-query";

/** A module that passed validation, with everything its components need. */
export type PageModule = {
  [C in ModuleCode]: { key: string; code: C; data: ModuleData<C>; module: ModuleContext };
}[ModuleCode];

/** Why a module was dropped, or what was removed from it, in words a marketer can act on. */
export type Diagnostic = {
  /** 1-based module position (sortId); null for a packageTypeList slot with no module. */
  position: number | null;
  code: number | null;
  name: string;
  outcome: "dropped" | "altered";
  reason: string;
};

export type LandingPage = {
  modules: PageModule[];
  diagnostics: Diagnostic[];
};

/**
 * Images load eagerly in the first modules of the page. Titles and tabs are short, so only
 * the first two modules of other types count towards this fold.
 */
const ABOVE_FOLD_MODULES = 2;
const SHORT_MODULES = new Set<number>([1, 2, 3]);

type Slot = {
  /** The code at this place of the page: the module's own packageType, else packageTypeList's. */
  code: number | null;
  listedCode: number | null;
  entry: ModuleEntry | null;
  position: number | null;
};

const isMarker = (code: number | null | undefined) => code === MARKER_START || code === MARKER_END;

/**
 * Lines up modules with packageTypeList. Modules are ordered by sortId; packageTypeList
 * gives the page order including the 88/99 markers, so the k-th non-marker code belongs
 * to the k-th module. Without packageTypeList, each module's own packageType is used.
 */
function pageSlots(info: PageInfo): Slot[] {
  const ordered = info.entries
    .map((entry, index) => ({ entry, position: entry.sortId ?? index + 1, index }))
    .sort((a, b) => a.position - b.position || a.index - b.index);

  if (info.packageTypeList.length === 0) {
    return ordered.map(({ entry, position }) => ({
      code: entry.packageType ?? null,
      listedCode: null,
      entry,
      position,
    }));
  }

  const modules = ordered.filter(({ entry }) => !isMarker(entry.packageType));
  let next = 0;
  const slots: Slot[] = info.packageTypeList.map((listed) => {
    if (isMarker(listed)) return { code: listed, listedCode: listed, entry: null, position: null };
    const found = modules[next++];
    return {
      code: found?.entry.packageType ?? listed,
      listedCode: listed,
      entry: found?.entry ?? null,
      position: found?.position ?? null,
    };
  });
  for (const extra of modules.slice(next)) {
    slots.push({ code: extra.entry.packageType ?? null, listedCode: null, entry: extra.entry, position: extra.position });
  }
  return slots;
}

/** Only the slots strictly between an 88 and a later 99 render; without such a pair, all do. */
function markerWindow(slots: Slot[]): ((index: number) => boolean) | null {
  const start = slots.findIndex((slot) => slot.code === MARKER_START);
  if (start < 0) return null;
  const end = slots.findIndex((slot, index) => index > start && slot.code === MARKER_END);
  if (end < 0) return null;
  return (index) => index > start && index < end;
}

function parseInfoMap(raw: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof raw !== "string") return { ok: true, value: raw ?? {} };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Spec 3.2 names a separate `mobilePackageInfo` list but not what it means; every type reads
 * its mobile content from `packageInfo` (mobile* fields first), so a filled one is pointed out.
 */
function hasItems(infoMap: unknown, field: string): boolean {
  if (typeof infoMap !== "object" || infoMap === null) return false;
  const value = (infoMap as Record<string, unknown>)[field];
  if (typeof value !== "string") return Array.isArray(value) && value.length > 0;
  try {
    const list = JSON.parse(value) as unknown;
    return Array.isArray(list) && list.length > 0;
  } catch {
    return value.trim() !== "";
  }
}

type Validated = { code: ModuleCode; position: number; data: unknown };
type ValidatedPage = { kept: Validated[]; diagnostics: Diagnostic[] };

/**
 * Validation (sanitising rich HTML included) depends only on the page info, and the
 * back-office client hands out the same page info object while its response is cached,
 * so each cached template is validated once rather than on every request.
 */
const validatedPages = new WeakMap<PageInfo, ValidatedPage>();

/**
 * The page pipeline (landing spec 2.2, 5.1): order, markers, unknown and invalid modules
 * dropped with a reason each, item-level drops noted, then spacing, the h1 and tab
 * preselection decided for what remains. Pure: the loader logs, the preview shows.
 */
export function buildLandingPage(info: PageInfo, query: Pick<GuideQuery, "tabs">): LandingPage {
  let validated = validatedPages.get(info);
  if (!validated) {
    validated = validateModules(info);
    validatedPages.set(info, validated);
  }
  return { modules: layoutModules(validated.kept, query), diagnostics: validated.diagnostics };
}

function validateModules(info: PageInfo): ValidatedPage {
  const diagnostics: Diagnostic[] = [];
  const kept: Validated[] = [];
  const slots = pageSlots(info);
  const inWindow = markerWindow(slots);
  for (const reason of info.problems) diagnostics.push({ position: null, code: null, name: "module", outcome: "dropped", reason });

  slots.forEach((slot, index) => {
    if (isMarker(slot.code)) return;
    const drop = (reason: string) =>
      diagnostics.push({
        position: slot.position,
        code: slot.code,
        name: slot.code === null ? "module" : moduleName(slot.code),
        outcome: "dropped",
        reason,
      });

    if (!slot.entry) return drop(`packageTypeList lists type ${slot.code} here, but the page has no module for it`);
    if (slot.entry.problem) return drop(slot.entry.problem);
    if (inWindow && !inWindow(index)) return drop("outside the 88/99 markers: only the modules between them are shown");
    if (slot.code === null) return drop("has no type code (packageType)");
    if (!isModuleCode(slot.code)) return drop(`type code ${slot.code} is not a known module type`);

    const infoMap = parseInfoMap(slot.entry.packageInfoMap);
    if (!infoMap.ok) return drop("packageInfoMap is not valid JSON");

    const { result, notes } = collectNotes(() => safeParseFriendly(moduleSchemas[slot.code as ModuleCode], infoMap.value));
    if (!result.success) return drop(describeIssues(result.error));

    const position = slot.position ?? index + 1;
    if (hasItems(infoMap.value, "mobilePackageInfo")) {
      notes.push("mobilePackageInfo is not used: mobile shows the packageInfo items, with their mobile* fields");
    }
    if (slot.listedCode !== null && slot.listedCode !== slot.code) {
      notes.unshift(`packageTypeList says type ${slot.listedCode} here; the module's own packageType ${slot.code} was used`);
    }
    for (const reason of notes) {
      diagnostics.push({ position, code: slot.code, name: moduleName(slot.code), outcome: "altered", reason });
    }
    kept.push({ code: slot.code, position, data: result.data });
  });
  return { kept, diagnostics };
}

/** Spacing, the h1, tab preselection and the fold, decided on the rendered modules. */
function layoutModules(kept: Validated[], query: Pick<GuideQuery, "tabs">): PageModule[] {
  let titleSeen = false;
  let tallModules = 0;
  return kept.map(({ code, position, data }, index) => {
    const previous = kept[index - 1]?.code;
    const heading = code === 1 && !titleSeen ? "h1" : "h2";
    if (code === 1) titleSeen = true;
    const aboveFold = tallModules < ABOVE_FOLD_MODULES;
    const priority = tallModules === 0 && !SHORT_MODULES.has(code);
    if (!SHORT_MODULES.has(code)) tallModules++;
    // The schema for `code` produced `data`; TypeScript cannot correlate the two here.
    return {
      key: `${position}-${index}`,
      code,
      data,
      module: {
        position,
        follows: previous === 1 || previous === 2 || previous === 3 ? previous : null,
        heading,
        selectedTab: query.tabs[position] ?? null,
        aboveFold,
        priority,
      },
    } as PageModule;
  });
}
