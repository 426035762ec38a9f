import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { titledCardsSchema } from "~schemas/modules/titled-cards";
import { defineModule, type ModuleProps } from "../types";
import "./titled-cards.css";

type Props = ModuleProps<z.output<typeof titledCardsSchema>>;
type Card = Props["data"]["cards"][number];

/** Intrinsic card image size (3:2 on both devices). */
export const TITLED_CARDS_IMAGE = { desktop: { width: 435, height: 290 }, mobile: { width: 690, height: 460 } } as const;

/** How wide a card's image shows, in rem (CSS): a quarter of the 93.75rem row less 1.25rem gaps on desktop, the padded row on mobile. */
const SHOWN_REM = { desktop: (93.75 - 3 * 1.25) / 4, mobile: 100 - 2 * 4.27 } as const;

function TitledCards({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const size = TITLED_CARDS_IMAGE[device];
  const CardHeading = data.title ? "h3" : "h2";
  const contentOf = (card: Card) => (device === "mobile" ? card.mobileContent : card.content);
  return (
    <div className={`titled-cards titled-cards--${device}`}>
      {data.title ? <h2 className="titled-cards__title">{data.title}</h2> : null}
      <ul className="titled-cards__list">
        {data.cards.map((card, index) => (
          <li key={index} className="titled-cards__item">
            <article className="titled-cards__card">
              {card.image ? (
                <div className="titled-cards__media" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
                  {/* The card's title names what the image shows, right below it. */}
                  <Img
                    src={device === "mobile" ? card.image.mobile : card.image.pc}
                    alt=""
                    {...size}
                    sizes={remSizes(device, SHOWN_REM[device])}
                    eager={module.aboveFold}
                    priority={module.priority && index === 0}
                    className="titled-cards__image"
                  />
                </div>
              ) : null}
              <div className="titled-cards__body">
                <CardHeading className="titled-cards__card-title">{card.title}</CardHeading>
                {contentOf(card) ? <p className="titled-cards__content">{contentOf(card)}</p> : null}
                {card.button ? (
                  <a className="titled-cards__button" href={card.button.href} target="_blank" rel="noopener noreferrer">
                    {card.button.text ?? t("ViewMore")}
                  </a>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const titledCards = defineModule(TitledCards);
