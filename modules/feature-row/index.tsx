import type { z } from "zod";
import { Carousel } from "~modules/kit/carousel";
import { Img, remSizes } from "~modules/kit/image";
import type { Device } from "~schemas/rules/device";
import type { featureRowSchema } from "~schemas/modules/feature-row";
import { defineModule, type ModuleProps } from "../types";
import "./feature-row.css";

type Props = ModuleProps<z.output<typeof featureRowSchema>>;
type Item = Props["data"]["items"][number];

/** Landing spec 2.3 / 9: a grid up to 5 items (centred when fewer), a carousel above. */
export const GRID_MAX_ITEMS = 5;
/** Features in view in the carousel, per device. */
export const CAROUSEL_IN_VIEW = { desktop: 5, mobile: 3.5 } as const;
/** Icons are square; this is their intrinsic size (shown at 80 design px on desktop, 50 on mobile). */
export const ICON_SIZE = { width: 160, height: 160 } as const;
/** How wide an icon shows (CSS: 4.17rem on desktop, 13.33rem on mobile). */
const ICON_SIZES = { desktop: remSizes("desktop", 4.17), mobile: remSizes("mobile", 13.33) } as const;

export type FeatureLayout = "grid" | "grid-centred" | "carousel";

export function featureLayout(count: number): FeatureLayout {
  if (count > GRID_MAX_ITEMS) return "carousel";
  return count < GRID_MAX_ITEMS ? "grid-centred" : "grid";
}

function Feature({ item, device, eager }: { item: Item; device: Device; eager: boolean }) {
  const content = device === "mobile" ? item.mobileContent : item.content;
  const body = (
    <>
      <Img src={device === "mobile" ? item.mobileImage : item.pcImage} alt="" {...ICON_SIZE} sizes={ICON_SIZES[device]} eager={eager} className="feature-row__icon" />
      {item.title ? <span className="feature-row__name">{item.title}</span> : null}
      {content ? <span className="feature-row__text">{content}</span> : null}
    </>
  );
  return item.href ? (
    <a href={item.href} className="feature-row__item">
      {body}
    </a>
  ) : (
    <div className="feature-row__item">{body}</div>
  );
}

function FeatureRow({ data, module, page }: Props) {
  const { device } = page;
  const layout = featureLayout(data.items.length);
  const inView = CAROUSEL_IN_VIEW[device];
  const features = data.items.map((item, index) => (
    <Feature item={item} device={device} eager={module.aboveFold && index < Math.ceil(inView)} />
  ));
  return (
    <div className={`feature-row feature-row--${device}`} data-layout={layout}>
      {data.title ? <h2 className="feature-row__title">{data.title}</h2> : null}
      {layout === "carousel" ? (
        <Carousel className="feature-row__carousel" label={data.title} slides={features} slidesPerView={inView} spaceBetween={device === "desktop" ? 1.67 : 2.5} />
      ) : (
        <ul className={`feature-row__grid${layout === "grid-centred" ? " feature-row__grid--centred" : ""}`}>
          {features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const featureRow = defineModule(FeatureRow);
