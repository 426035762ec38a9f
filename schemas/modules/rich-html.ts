import { z } from "zod";
import { sanitizeRichHtml } from "../rules/rich-html.server";
import { requiredText } from "../lib/fields";

/** Type 30: back-office HTML, sanitised on the server; empty after sanitising means nothing to show. */
export const richHtmlSchema = z.object({
  content: requiredText.transform((html, ctx) => {
    const clean = sanitizeRichHtml(html).trim();
    if (clean === "") {
      ctx.issues.push({ code: "custom", message: "has nothing left to show after removing unsafe HTML", input: html });
      return z.NEVER;
    }
    return clean;
  }),
});
