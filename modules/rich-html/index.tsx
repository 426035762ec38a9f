import { useMemo } from "react";
import type { z } from "zod";
import { pxToRem, REM_DIVISOR } from "~schemas/rules/rich-html";
import type { richHtmlSchema } from "~schemas/modules/rich-html";
import { defineModule, type ModuleProps } from "../types";
import "./rich-html.css";

type Props = ModuleProps<z.output<typeof richHtmlSchema>>;

/** The HTML was sanitised on the server by the schema; here only px become rem for the device. */
function RichHtml({ data, page }: Props) {
  const { device } = page;
  const html = data.content;
  const content = useMemo(() => pxToRem(html, REM_DIVISOR[device]), [html, device]);
  return <div className={`rich-html rich-html--${device}`} dangerouslySetInnerHTML={{ __html: content }} />;
}

export const richHtml = defineModule(RichHtml);
