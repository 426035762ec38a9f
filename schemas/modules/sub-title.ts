import { z } from "zod";
import { color, optionalText, requiredText } from "../lib/fields";

/** Type 2: a section heading with an optional line of text under it. */
export const subTitleSchema = z.object({
  title: requiredText,
  content: optionalText,
  color: color("#000000"),
});
