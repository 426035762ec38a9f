import { z } from "zod";
import { itemList, link, optionalText, requiredText } from "../lib/fields";

const tab = z
  .object({
    pcContent: requiredText,
    mobileContent: optionalText,
    url: link,
    link: link,
  })
  .transform(({ pcContent, mobileContent, url, link }) => ({
    pcContent,
    mobileContent: mobileContent ?? pcContent,
    href: url ?? link,
  }));

/** Type 3: a row of link tabs; tabs without pcContent are dropped (landing spec 5.1). */
export const tabsSchema = z.object({
  packageInfo: itemList(tab, "tab"),
});
