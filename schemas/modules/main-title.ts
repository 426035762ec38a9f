import { z } from "zod";
import { color, optionalText, requiredText } from "../lib/fields";

/** Type 1: the page heading. */
export const mainTitleSchema = z.object({
  title: requiredText,
  subtitle: optionalText,
  color: color("#000000"),
});
