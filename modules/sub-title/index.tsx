import type { z } from "zod";
import type { subTitleSchema } from "~schemas/modules/sub-title";
import { defineModule, type ModuleProps } from "../types";
import "./sub-title.css";

type Props = ModuleProps<z.output<typeof subTitleSchema>>;

/** The sRGB channels (0–1) of a hex or rgb()/rgba() colour, laid over the white page; null when unreadable. */
function channels(color: string): [number, number, number] | null {
  let rgba: number[];
  const hex = /^#([0-9a-f]+)$/i.exec(color)?.[1];
  if (hex) {
    const long = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    rgba = (long.match(/../g) ?? []).map((pair) => parseInt(pair, 16) / 255);
  } else {
    const parts = /^rgba?\(([^)]*)\)$/i.exec(color)?.[1]?.split(/[\s,]+/).filter(Boolean);
    if (!parts) return null;
    rgba = parts.map((part, index) => (part.endsWith("%") ? parseFloat(part) / 100 : index < 3 ? parseFloat(part) / 255 : parseFloat(part)));
  }
  const [r, g, b, alpha = 1] = rgba;
  if (r === undefined || g === undefined || b === undefined || [r, g, b, alpha].some(Number.isNaN)) return null;
  return [r, g, b].map((channel) => channel * alpha + (1 - alpha)) as [number, number, number];
}

/**
 * The back office's colour when the heading stays legible on the white page (WCAG 1.4.3:
 * 3:1 for this large, bold text); otherwise none, and the page's text colour shows.
 */
function legibleColor(color: string): string | undefined {
  const rgb = channels(color);
  if (!rgb) return color;
  const [r, g, b] = rgb.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= 3 ? color : undefined;
}

function SubTitle({ data, page }: Props) {
  return (
    <header className={`sub-title sub-title--${page.device}`}>
      <h2 className="sub-title__text" style={{ color: legibleColor(data.color) }}>
        {data.title}
      </h2>
      {data.content ? <p className="sub-title__content">{data.content}</p> : null}
    </header>
  );
}

export const subTitle = defineModule(SubTitle);
