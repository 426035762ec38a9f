import { z } from "zod";
import { sanitizeRichHtml } from "../rules/rich-html.server";
import { itemList, optionalText, requiredText } from "../lib/fields";
import { describeIssues, safeParseFriendly } from "../lib/issues";
import { collectNotes, note } from "../lib/notes";

/**
 * Type 31: FAQ, collapsible groups (landing spec 2.3, 3.2). Accepted packageInfoMap (an
 * object, or a string holding one):
 *
 *   {
 *     title?: string,                    // an optional heading above the groups
 *     showContentList: [                 // a list, or a string holding a JSON list
 *       { mainTitle: string,             // the group's toggle
 *         subContent: [                  // a list, or a string holding a JSON list
 *           { subTitle?: string,         // a question
 *             content?: string }         // its answer, HTML: sanitised here, like type 30
 *         ] }
 *     ]
 *   }
 *
 * An entry with neither a subTitle nor any safe content is dropped, a group without a
 * mainTitle or without entries is dropped (each with a note), and the module is dropped
 * when no group is left.
 */
const entry = z
  .object({ subTitle: optionalText, content: optionalText })
  .transform((raw, ctx) => {
    const html = raw.content ? sanitizeRichHtml(raw.content).trim() : "";
    if (raw.content && !html) note(`${raw.subTitle ? `"${raw.subTitle}"` : "an entry"}: its content had nothing safe to show and was removed`);
    if (!raw.subTitle && !html) {
      ctx.issues.push({ code: "custom", message: "has neither a subTitle nor any content", input: raw });
      return z.NEVER;
    }
    return { title: raw.subTitle, html };
  });

const entries = itemList(entry, "entry");

const group = z
  .object({ mainTitle: requiredText, subContent: z.unknown() })
  .transform((raw, ctx) => {
    // The entries' notes are said per group, so the marketer knows where to look.
    const { result, notes } = collectNotes(() => safeParseFriendly(entries, raw.subContent));
    for (const message of notes) note(`group "${raw.mainTitle}": ${message}`);
    if (!result.success) {
      ctx.issues.push({ code: "custom", message: `subContent ${describeIssues(result.error)}`, input: raw.subContent });
      return z.NEVER;
    }
    return { title: raw.mainTitle, entries: result.data };
  });

export const faqSchema = z
  .object({
    title: optionalText,
    showContentList: itemList(group, "group"),
  })
  .transform(({ title, showContentList }) => ({ title, groups: showContentList }));
