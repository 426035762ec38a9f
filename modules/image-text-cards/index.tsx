import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { imageTextCardsSchema } from "~schemas/modules/image-text-cards";
import { defineModule, type ModuleProps } from "../types";
import "./image-text-cards.css";

type Props = ModuleProps<z.output<typeof imageTextCardsSchema>>;
type Card = Props["data"]["cards"][number];

/** Card images are 3:2; the intrinsic size (per layout) reserves the box before they load. */
export const IMAGE_TEXT_CARDS_IMAGE_SIZE = {
  desktop: { width: 900, height: 600 },
  mobile1: { width: 690, height: 460 },
  mobile2: { width: 330, height: 220 },
} as const;

/** The card's button: its label followed by an arrow (decorative, so screen readers skip it). */
function CardButton({ button }: { button: NonNullable<Card["button"]> }) {
  const { t } = useTranslation();
  return (
    <a className="image-text-cards__button" href={button.href}>
      <span className="image-text-cards__button-text">{button.text ?? t("ViewMore")}</span>
      <span className="image-text-cards__arrow" aria-hidden="true">
        →
      </span>
    </a>
  );
}

/** How wide an image shows, in rem (CSS): half of the 62.5rem row less its gap on desktop; the padded row on mobile, or half of it less the gap in two columns. */
const SHOWN_REM = { desktop: (62.5 - 1.56) / 2, mobile1: 100 - 2 * 4.27, mobile2: (100 - 2 * 4.27 - 3.2) / 2 } as const;

type CardItemProps = { card: Card; image: string; content?: string; size: { width: number; height: number }; sizes: string; eager: boolean; priority: boolean };

function CardItem({ card, image, content, size, sizes, eager, priority }: CardItemProps) {
  return (
    <li className="image-text-cards__item">
      <article className="image-text-cards__card">
        <div className="image-text-cards__media">
          <Img src={image} alt={card.title ?? ""} {...size} sizes={sizes} eager={eager} priority={priority} className="image-text-cards__image" />
        </div>
        <div className="image-text-cards__body">
          {card.title ? <h3 className="image-text-cards__heading">{card.title}</h3> : null}
          {content ? <p className="image-text-cards__content">{content}</p> : null}
          {card.button ? <CardButton button={card.button} /> : null}
        </div>
      </article>
    </li>
  );
}

function Heading({ title }: { title?: string }) {
  return title ? <h2 className="image-text-cards__title">{title}</h2> : null;
}

/** Desktop: two cards per row. Mobile: two columns when mobileShowNum is 2 (landing spec 2.4), otherwise one. */
function ImageTextCards({ data, module, page }: Props) {
  const mobile = page.device === "mobile";
  const columns = data.mobileColumns;
  const layout = mobile ? `image-text-cards--mobile image-text-cards--columns-${columns}` : "image-text-cards--desktop";
  const shape = !mobile ? "desktop" : columns === 2 ? "mobile2" : "mobile1";
  const size = IMAGE_TEXT_CARDS_IMAGE_SIZE[shape];
  const sizes = remSizes(page.device, SHOWN_REM[shape]);
  return (
    <div className={`image-text-cards ${layout}`}>
      <Heading title={data.title} />
      <ul className="image-text-cards__list">
        {data.cards.map((card, index) => (
          <CardItem
            key={index}
            card={card}
            image={mobile ? card.mobileImage : card.pcImage}
            content={mobile ? card.mobileContent : card.pcContent}
            size={size}
            sizes={sizes}
            eager={module.aboveFold}
            priority={module.priority && index === 0}
          />
        ))}
      </ul>
    </div>
  );
}

export const imageTextCards = defineModule(ImageTextCards);
