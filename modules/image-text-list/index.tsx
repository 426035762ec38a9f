import type { ReactNode } from "react";
import type { z } from "zod";
import { Img, remSizes } from "~modules/kit/image";
import type { imageTextListSchema } from "~schemas/modules/image-text-list";
import type { Device } from "~schemas/rules/device";
import { defineModule, type ModuleProps } from "../types";
import "./image-text-list.css";

type Props = ModuleProps<z.output<typeof imageTextListSchema>>;
type Entry = Props["data"]["packageInfo"][number];

/** Entry images are 3:2; the intrinsic size reserves the box before the image loads. */
export const IMAGE_TEXT_LIST_IMAGE_SIZE = { desktop: { width: 600, height: 400 }, mobile: { width: 300, height: 200 } } as const;

/** One entry: image, heading and the '#'-separated lines, one paragraph each; a link wraps it all. */
/** How wide an image shows, in rem (CSS): a third of the 62.5rem row less its gaps on desktop, 40% of the padded row on mobile. */
const SHOWN_REM = { desktop: (62.5 - 2 * 1.56) / 3, mobile: 0.4 * (100 - 2 * 4.27) } as const;

function EntryItem({ entry, device, eager, priority }: { entry: Entry; device: Device; eager: boolean; priority: boolean }) {
  const lines = device === "mobile" ? entry.mobileLines : entry.pcLines;
  const body: ReactNode = (
    <>
      <div className="image-text-list__media">
        <Img
          src={device === "mobile" ? entry.mobileImage : entry.pcImage}
          alt={entry.title ?? ""}
          {...IMAGE_TEXT_LIST_IMAGE_SIZE[device]}
          sizes={remSizes(device, SHOWN_REM[device])}
          eager={eager}
          priority={priority}
          className="image-text-list__image"
        />
      </div>
      <div className="image-text-list__body">
        {entry.title ? <h3 className="image-text-list__heading">{entry.title}</h3> : null}
        {lines.map((line, index) => (
          <p key={index} className="image-text-list__line">
            {line}
          </p>
        ))}
      </div>
    </>
  );
  return (
    <li className="image-text-list__item">
      {entry.href ? (
        <a className="image-text-list__entry image-text-list__entry--link" href={entry.href}>
          {body}
        </a>
      ) : (
        <div className="image-text-list__entry">{body}</div>
      )}
    </li>
  );
}

function ImageTextList({ data, module, page }: Props) {
  const { device } = page;
  return (
    <div className={`image-text-list image-text-list--${device}`}>
      {data.title ? <h2 className="image-text-list__title">{data.title}</h2> : null}
      <ul className="image-text-list__list">
        {data.packageInfo.map((entry, index) => (
          <EntryItem key={index} entry={entry} device={device} eager={module.aboveFold} priority={module.priority && index === 0} />
        ))}
      </ul>
    </div>
  );
}

export const imageTextList = defineModule(ImageTextList);
