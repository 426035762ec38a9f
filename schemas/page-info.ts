import { z } from "zod";
import { color, idText, jsonish, mediaUrl, numberish, optionalNumberish, optionalText } from "./lib/fields";
import { describeIssues } from "./lib/issues";

/**
 * A module's sortId: a whole number (it becomes the section's id, `module-{sortId}`, and the
 * preview's position). Anything else (unreadable, 0.5, negative, past 2^53) counts as none:
 * the module keeps its place in the list.
 */
const sortIdSchema = optionalNumberish.catch(undefined).transform((value) => (value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : undefined));

/** One module as the back office sends it; its packageInfoMap is checked by its type's schema later. */
const moduleEntry = z.looseObject({
  sortId: sortIdSchema,
  packageType: optionalNumberish,
  packageInfoMap: z.unknown().optional(),
});

/** A module, or why it cannot be one (`problem`: the page pipeline drops it with that reason). */
export type ModuleEntry = z.output<typeof moduleEntry> & { problem?: string };

function readEntry(raw: unknown): ModuleEntry {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    return { sortId: undefined, problem: `is not a module (an object) but ${raw === null ? "null" : Array.isArray(raw) ? "a list" : typeof raw}` };
  }
  const parsed = moduleEntry.safeParse(raw);
  if (parsed.success) return parsed.data;
  const sortId = sortIdSchema.parse((raw as { sortId?: unknown }).sortId);
  return { sortId, problem: `packageType ${JSON.stringify((raw as { packageType?: unknown }).packageType)?.slice(0, 40)} is not a type code` };
}

/**
 * A list of modules, each read alone (one bad module must not cost the page); a value that
 * is not a list at all is a problem of the page, named with its field.
 */
function readModuleList(raw: unknown, field: string, problems: string[]): ModuleEntry[] | undefined {
  const list = jsonish(z.array(z.unknown()).nullish()).safeParse(raw);
  if (!list.success) {
    problems.push(`${field} is not a list of modules: ${describeIssues(list.error)}`);
    return undefined;
  }
  return list.data?.map(readEntry) ?? undefined;
}

/** packageTypeList's codes; one that is not a number stays in its place as null (it lines codes up with modules). */
function readCodeList(raw: unknown, problems: string[]): (number | null)[] {
  const list = jsonish(z.array(z.unknown()).nullish()).safeParse(raw);
  if (!list.success) {
    problems.push(`packageTypeList is not a list of type codes: ${describeIssues(list.error)}`);
    return [];
  }
  return (list.data ?? []).map((code) => {
    const parsed = numberish.safeParse(code);
    return parsed.success && Number.isFinite(parsed.data) ? parsed.data : null;
  });
}

export const DEFAULT_THEME_COLOR = "#375542";

/**
 * Landing page info (landing spec 3.1), as "Get customize template detail" returns it,
 * normalised: the two list names and the alternative field names collapse into one shape.
 */
export const pageInfoSchema = z
  .looseObject({
    // A field of the wrong type counts as absent: the page renders with its default.
    id: idText.nullish().catch(null),
    urlKey: optionalText.catch(undefined),
    metaTitle: optionalText.catch(undefined),
    metaDescription: optionalText.catch(undefined),
    metaKeyword: optionalText.catch(undefined),
    topicColor: optionalText.catch(undefined),
    configColor: optionalText.catch(undefined),
    configColor2: optionalText.catch(undefined),
    buttonBackgroundColor: optionalText.catch(undefined),
    buttonTextColor: optionalText.catch(undefined),
    pcBackgroundImage: mediaUrl.catch(undefined),
    pcBackGround: mediaUrl.catch(undefined),
    mobileBackgroundImage: mediaUrl.catch(undefined),
    mobileBackGround: mediaUrl.catch(undefined),
    templatePackageList: z.unknown().optional(),
    moduleInfoList: z.unknown().optional(),
    packageTypeList: z.unknown().optional(),
  })
  .transform((page) => {
    /** What of the page could not be read (a module list that is not a list): the pipeline reports each. */
    const problems: string[] = [];
    const entries =
      readModuleList(page.templatePackageList, "templatePackageList", problems) ?? readModuleList(page.moduleInfoList, "moduleInfoList", problems) ?? [];
    const themeColor = color(DEFAULT_THEME_COLOR).parse(page.configColor ?? page.topicColor);
    return {
      id: page.id ?? null,
      urlKey: page.urlKey ?? null,
      meta: {
        title: page.metaTitle ?? null,
        description: page.metaDescription ?? null,
        keywords: page.metaKeyword ?? null,
      },
      theme: {
        color: themeColor,
        secondaryColor: color("#000000").parse(page.configColor2),
        buttonBackground: color(themeColor).parse(page.buttonBackgroundColor),
        buttonText: color("#ffffff").parse(page.buttonTextColor),
        desktopBackground: page.pcBackgroundImage ?? page.pcBackGround ?? null,
        mobileBackground: page.mobileBackgroundImage ?? page.mobileBackGround ?? null,
      },
      entries,
      packageTypeList: readCodeList(page.packageTypeList, problems),
      problems,
    };
  });

export type PageInfo = z.output<typeof pageInfoSchema>;
export type Theme = PageInfo["theme"];
