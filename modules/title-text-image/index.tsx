import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { titleTextImageSchema } from "~schemas/modules/title-text-image";
import { defineModule, type ModuleProps } from "../types";
import "./title-text-image.css";

type Props = ModuleProps<z.output<typeof titleTextImageSchema>>;

/** The image is 3:2 on both devices; the intrinsic size reserves the box before it loads. */
export const TITLE_TEXT_IMAGE_SIZE = { desktop: { width: 960, height: 640 }, mobile: { width: 750, height: 500 } } as const;

/** How wide it shows, in rem (CSS): half of the 62.5rem row on desktop, the padded width on mobile. */
const SHOWN_REM = { desktop: 62.5 / 2, mobile: 100 - 2 * 4.27 } as const;

/** Text first in the markup (it reads first); desktop places it left of the image, mobile above it. */
function TitleTextImage({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const lines = device === "mobile" ? data.mobileLines : data.pcLines;
  return (
    <div className={`title-text-image title-text-image--${device}`}>
      <div className="title-text-image__text">
        {data.title ? <h2 className="title-text-image__title">{data.title}</h2> : null}
        {lines.map((line, index) => (
          <p key={index} className="title-text-image__line">
            {line}
          </p>
        ))}
        {data.button ? (
          <p className="title-text-image__action">
            <a className="button title-text-image__button" href={data.button.href}>
              {data.button.text ?? t("ViewMore")}
            </a>
          </p>
        ) : null}
      </div>
      <div className="title-text-image__media">
        <Img
          src={device === "mobile" ? data.mobileImage : data.pcImage}
          alt={data.alt}
          {...TITLE_TEXT_IMAGE_SIZE[device]}
          sizes={remSizes(device, SHOWN_REM[device])}
          eager={module.aboveFold}
          priority={module.priority}
          className="title-text-image__image"
        />
      </div>
    </div>
  );
}

export const titleTextImage = defineModule(TitleTextImage);
