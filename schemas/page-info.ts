import { z } from "zod";
import { color, idText, jsonish, mediaUrl, numberish, optionalNumberish, optionalText } from "./lib/fields";

/** One module as the back office sends it; its packageInfoMap is checked by its type's schema later. */
const moduleEntry = z.looseObject({
  sortId: optionalNumberish,
  packageType: optionalNumberish,
  packageInfoMap: z.unknown().optional(),
});

export type ModuleEntry = z.output<typeof moduleEntry>;

export const DEFAULT_THEME_COLOR = "#375542";

/**
 * Landing page info (landing spec 3.1), as "Get customize template detail" returns it,
 * normalised: the two list names and the alternative field names collapse into one shape.
 */
export const pageInfoSchema = z
  .looseObject({
    id: idText.nullish(),
    urlKey: optionalText,
    metaTitle: optionalText,
    metaDescription: optionalText,
    metaKeyword: optionalText,
    topicColor: optionalText,
    configColor: optionalText,
    configColor2: optionalText,
    buttonBackgroundColor: optionalText,
    buttonTextColor: optionalText,
    pcBackgroundImage: mediaUrl,
    pcBackGround: mediaUrl,
    mobileBackgroundImage: mediaUrl,
    mobileBackGround: mediaUrl,
    templatePackageList: jsonish(z.array(moduleEntry).nullish()),
    moduleInfoList: jsonish(z.array(moduleEntry).nullish()),
    packageTypeList: jsonish(z.array(numberish).nullish()),
  })
  .transform((page) => {
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
      entries: page.templatePackageList ?? page.moduleInfoList ?? [],
      packageTypeList: page.packageTypeList ?? [],
    };
  });

export type PageInfo = z.output<typeof pageInfoSchema>;
export type Theme = PageInfo["theme"];
