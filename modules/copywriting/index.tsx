import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import type { copywritingSchema } from "~schemas/modules/copywriting";
import { defineModule, type ModuleProps } from "../types";
import "./copywriting.css";

type Props = ModuleProps<z.output<typeof copywritingSchema>>;

/** Plain text only: React escapes it, so back-office markup shows as typed, never as HTML. */
function Copywriting({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const paragraphs = device === "mobile" ? data.mobileParagraphs : data.pcParagraphs;
  return (
    <div className={`copywriting copywriting--${device}`} style={{ color: data.color }}>
      {data.title ? <h2 className="copywriting__title">{data.title}</h2> : null}
      {data.subtitle ? <p className="copywriting__subtitle">{data.subtitle}</p> : null}
      {paragraphs.length > 0 ? (
        <div className="copywriting__text">
          {paragraphs.map((text, index) => (
            <p key={index} className="copywriting__paragraph">
              {text}
            </p>
          ))}
        </div>
      ) : null}
      {data.button ? (
        <p className="copywriting__action">
          <a className="button copywriting__button" href={data.button.href}>
            {data.button.text ?? t("ViewMore")}
          </a>
        </p>
      ) : null}
    </div>
  );
}

export const copywriting = defineModule(Copywriting);
