import type { z } from "zod";
import type { mainTitleSchema } from "~schemas/modules/main-title";
import { defineModule, type ModuleProps } from "../types";
import "./main-title.css";

type Props = ModuleProps<z.output<typeof mainTitleSchema>>;

/** The first main title is the page's h1 (landing spec 2.2); later ones are h2. */
function MainTitle({ data, module, page }: Props) {
  const Heading = module.heading;
  return (
    <header className={`main-title main-title--${page.device}`}>
      <Heading className="main-title__text" style={{ color: data.color }}>
        {data.title}
      </Heading>
      {data.subtitle ? <p className="main-title__subtitle">{data.subtitle}</p> : null}
    </header>
  );
}

// One layout on both devices; the device class only changes sizes.
export const mainTitle = defineModule({ desktop: MainTitle, mobile: MainTitle });
