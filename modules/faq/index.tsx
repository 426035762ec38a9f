import { useMemo } from "react";
import type { z } from "zod";
import { pxToRem, REM_DIVISOR } from "~schemas/rules/rich-html";
import type { faqSchema } from "~schemas/modules/faq";
import { defineModule, type ModuleProps } from "../types";
import { FaqGroups, type FaqGroup } from "./faq-groups";

type Props = ModuleProps<z.output<typeof faqSchema>>;

/** The answers were sanitised on the server by the schema; here only px become rem for the device, as in type 30. */
function Faq({ data, page }: Props) {
  const { device } = page;
  const groups = useMemo<FaqGroup[]>(
    () =>
      data.groups.map((group) => ({
        title: group.title,
        entries: group.entries.map((entry) => ({
          title: entry.title,
          body: entry.html ? <div className="faq__answer" dangerouslySetInnerHTML={{ __html: pxToRem(entry.html, REM_DIVISOR[device]) }} /> : null,
        })),
      })),
    [data.groups, device],
  );
  return <FaqGroups title={data.title} groups={groups} device={device} />;
}

export const faq = defineModule(Faq);
