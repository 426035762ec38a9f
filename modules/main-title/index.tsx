import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import { BLACK_FRIDAY_HEADER_SIZE, blackFridayHeaderImage } from "~schemas/rules/black-friday";
import type { mainTitleSchema } from "~schemas/modules/main-title";
import { defineModule, type ModuleProps } from "../types";
import "./main-title.css";

type Props = ModuleProps<z.output<typeof mainTitleSchema>>;

/**
 * The first main title is the page's h1 (landing spec 2.2); later ones are h2. On
 * /guide/black-friday, stores 3–7 show their Black Friday header image instead of the text
 * (landing spec 2.3, 2.6): the heading stays, named by the image's alt text.
 */
/** The header image's width in rem (CSS): the 62.5rem row on desktop, the padded row on mobile. */
const HEADER_REM = { desktop: 62.5, mobile: 100 - 2 * 4.27 } as const;

function MainTitle({ data, module, page }: Props) {
  const Heading = module.heading;
  const header = blackFridayHeaderImage(page.urlKey, page.store);
  return (
    <header className={`main-title main-title--${page.device}${header ? " main-title--image" : ""}`}>
      <Heading className="main-title__text" style={header ? undefined : { color: data.color }}>
        {header ? <Img
            src={header}
            alt={data.title}
            {...BLACK_FRIDAY_HEADER_SIZE}
            sizes={remSizes(page.device, HEADER_REM[page.device])}
            eager={module.aboveFold}
            className="main-title__image"
          /> : data.title}
      </Heading>
      {data.subtitle ? <p className="main-title__subtitle">{data.subtitle}</p> : null}
    </header>
  );
}

// One layout on both devices; the device class only changes sizes.
export const mainTitle = defineModule(MainTitle);
