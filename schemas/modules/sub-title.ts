import { z } from "zod";
import { legibleColor, optionalText, requiredText } from "../lib/fields";

/** Type 2: a section heading with an optional line of text under it. */
export const subTitleSchema = z.object({
  title: requiredText,
  content: optionalText,
  // A large, bold heading: 3:1 keeps it legible.
  color: legibleColor("#000000", 3),
});
