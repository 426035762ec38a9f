import { createContext } from "react";
import { DEFAULT_CARD_IMAGES, type CardImageChoice } from "~schemas/rules/card-images";

/**
 * The page's choice of card images (`product-page`, `product-page-hover`); StorefrontShell
 * provides it from the URL. Its own module, so the shell does not pull in the card.
 */
export const CardImageChoiceContext = createContext<CardImageChoice>(DEFAULT_CARD_IMAGES);
