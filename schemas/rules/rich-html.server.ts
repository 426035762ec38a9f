import sanitizeHtml from "sanitize-html";
import { safeUrl } from "./safe-url";

/**
 * Rich HTML from the back office (types 30 and 31) goes through this one strict
 * configuration: text, structure, images and links only. No scripts, style elements,
 * iframes, forms or event handlers; links and images pass the one URL check.
 */
const CSS_LENGTH = /^-?\d*\.?\d+(px|rem|em|%)?$/;
const CSS_BOX = /^(-?\d*\.?\d+(px|rem|em|%)?|auto)(\s+(-?\d*\.?\d+(px|rem|em|%)?|auto)){0,3}$/;
const CSS_COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "span", "div", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small",
    "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "li", "dl", "dt", "dd",
    "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    "*": ["style"],
  },
  allowedStyles: {
    "*": {
      color: [CSS_COLOR],
      "background-color": [CSS_COLOR],
      "text-align": [/^(left|right|center|justify)$/],
      "font-size": [CSS_LENGTH],
      "font-weight": [/^(normal|bold|bolder|lighter|\d{3})$/],
      "font-style": [/^(normal|italic)$/],
      "line-height": [CSS_LENGTH],
      "letter-spacing": [CSS_LENGTH],
      "text-decoration": [/^(none|underline|line-through)$/],
      width: [CSS_LENGTH],
      height: [CSS_LENGTH],
      "max-width": [CSS_LENGTH],
      margin: [CSS_BOX],
      "margin-top": [CSS_LENGTH],
      "margin-bottom": [CSS_LENGTH],
      padding: [CSS_BOX],
      "padding-top": [CSS_LENGTH],
      "padding-bottom": [CSS_LENGTH],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeUrl(attribs.href, "link");
      const { href: _dropped, ...rest } = attribs;
      const external = attribs.target === "_blank";
      return {
        tagName,
        attribs: {
          ...rest,
          ...(href ? { href } : {}),
          ...(external ? { rel: "noopener noreferrer" } : {}),
        },
      };
    },
    img: (tagName, attribs) => {
      const src = safeUrl(attribs.src, "media");
      const { src: _dropped, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(src ? { src } : {}), loading: "lazy" } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, options);
}
