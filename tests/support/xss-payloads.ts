/**
 * The XSS corpus of tests/e2e/xss.e2e.ts (issue 20, item 3). Every payload, if it ever ran,
 * would call `__xss(n)` (or `alert(n)`), with n its index in its list, so a run names the
 * payload that got through. Written for this project from the classes of attack the issue
 * lists: script tags, event handlers, `javascript:`/`data:`/`vbscript:` URLs, SVG and MathML
 * tricks, attribute and tag breakouts, CSS expressions and mutation-XSS strings.
 */

/** Markup that runs a call when parsed or loaded (no click needed, where the vector allows). */
const MARKUP: ((call: string) => string)[] = [
  (c) => `<script>${c}</script>`,
  (c) => `<SCRIPT>${c}</SCRIPT>`,
  (c) => `<script src="data:text/javascript,${c}"></script>`,
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<img src="x" onerror="${c}">`,
  (c) => `<IMG SRC=x ONERROR=${c}>`,
  (c) => `<img src=x:x onerror=${c}//`,
  (c) => `<img srcset="x" onerror="${c}">`,
  (c) => `<svg onload=${c}>`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><a xlink:href="javascript:${c}"><text x=20 y=20>x</text></a></svg>`,
  (c) => `<svg><set attributeName=onload to=${c}>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<math href="javascript:${c}">x</math>`,
  (c) => `<body onload=${c}>`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<iframe src="javascript:parent.${c}"></iframe>`,
  (c) => `<iframe onload=${c}></iframe>`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<select autofocus onfocus=${c}>`,
  (c) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<audio src=x onerror=${c}>`,
  (c) => `<video poster=javascript:${c}>`,
  (c) => `<marquee onstart=${c}>x</marquee>`,
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `<div style="width:expression(${c})">x</div>`,
  (c) => `<style>*{background:url("javascript:${c}")}</style>`,
  (c) => `<style>@import "javascript:${c}";</style>`,
  (c) => `<link rel=stylesheet href="javascript:${c}">`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c) => `<base href="javascript:${c}//">`,
  (c) => `<form action="javascript:${c}"><button>x</button></form>`,
  (c) => `<form><button formaction="javascript:${c}">x</button></form>`,
  (c) => `<a href="javascript:${c}">x</a>`,
  (c) => `<a href="jav&#x09;ascript:${c}">x</a>`,
  (c) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${c}">x</a>`,
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>">`,
  (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
  (c) => `<template><script>${c}</script></template><img src=x onerror=${c}>`,
  (c) => `<table><td background="javascript:${c}">`,
  (c) => `<isindex type=image src=1 onerror=${c}>`,
  (c) => `<x onclick=${c} style="display:block;position:fixed;inset:0">x</x>`,
];

/** Where a string may land: as text, inside an attribute, after a tag, inside a script or style. */
const BREAKOUTS = ["", `">`, `'>`, `</p>`, `</title></style></textarea></script>`];

/** Addresses that run a call when followed, loaded or framed. */
const URLS: ((call: string) => string)[] = [
  (c) => `javascript:${c}`,
  (c) => `JavaScript:${c}`,
  (c) => ` javascript:${c}`,
  (c) => `\u0001javascript:${c}`,
  (c) => `\tjava\nscript:${c}`,
  (c) => `java\u0000script:${c}`,
  (c) => `javascript://%0a${c}`,
  (c) => `javascript&colon;${c}`,
  (c) => `&#106;avascript:${c}`,
  (c) => `vbscript:msgbox(${c})`,
  (c) => `VBScript:${c}`,
  (c) => `data:text/html,<script>${c}</script>`,
  (c) => `data:text/html;base64,${btoa(`<script>${c}</script>`)}`,
  (c) => `data:image/svg+xml,<svg onload="${c}"/>`,
  (c) => `DATA:text/html,<script>${c}</script>`,
  (c) => `//javascript:${c}`,
  (c) => `/%0ajavascript:${c}`,
  (c) => `"><script>${c}</script>`,
  (c) => `x" onerror="${c}`,
  (c) => `x' onmouseover='${c}`,
  (c) => `https://example.com/" onload="${c}`,
  (c) => `https://example.com/</script><script>${c}</script>`,
  (c) => `/guide/x?"><img src=x onerror=${c}>`,
  (c) => `#"><svg onload=${c}>`,
];

function withCalls(vectors: ((call: string) => string)[], offset: number): string[] {
  return vectors.map((vector, i) => vector(`__xss(${offset + i})`));
}

/**
 * The corpus, each payload with a unique call: markup (every vector behind every breakout)
 * first, then addresses.
 */
export function xssCorpus(): { text: string[]; urls: string[] } {
  const text = BREAKOUTS.flatMap((breakout) => MARKUP.map((vector) => (call: string) => breakout + vector(call)));
  return { text: withCalls(text, 0), urls: withCalls(URLS, text.length) };
}
