import type { z } from "zod";
import type { subTitleSchema } from "~schemas/modules/sub-title";
import { defineModule, type ModuleProps } from "../types";
import "./sub-title.css";

type Props = ModuleProps<z.output<typeof subTitleSchema>>;

function SubTitle({ data, page }: Props) {
  return (
    <header className={`sub-title sub-title--${page.device}`}>
      <h2 className="sub-title__text" style={{ color: data.color }}>
        {data.title}
      </h2>
      {data.content ? <p className="sub-title__content">{data.content}</p> : null}
    </header>
  );
}

export const subTitle = defineModule(SubTitle);
