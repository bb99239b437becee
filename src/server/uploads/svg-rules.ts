// Which SVG files are accepted: those that DOMPurify (a kept sanitizer, here with jsdom as its
// DOM on the server) leaves unchanged. An SVG is a document that can run scripts, embed HTML and
// fetch other files: the accepted ones have no script, no event attribute, no foreignObject and
// no reference outside the file itself (href only to "#…", url() only to "#…"). What the sanitizer
// would remove is the reason the file is refused: it is never silently changed and stored.
//
// Before the sanitizer, what it never sees because it reads the root element only: a processing
// instruction (<?xml-stylesheet href="https://…"?> makes a browser fetch and apply a style sheet,
// even under the answer's CSP), a DOCTYPE (outside files, entities). Style sheets and style
// attributes are read as CSS reads them (escapes decoded, comments dropped): no @import, no at-rule
// but @media, @supports and @keyframes, no url() outside the file, no image-set(), image(),
// cross-fade(), element() or src(). A size over MAX_SIDE, in width and height or in the viewBox, is
// refused as a raster picture's is. The one thing taken out rather than refused is a comment
// (<!-- … -->): editors write their name, version and sometimes the author or a file path there;
// it draws nothing, and the marketer is told it was removed.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { MAX_SIDE } from './picture-limits.ts';

export type SvgVerdict =
  /** Accepted: the size it is drawn at; `text` is the file to store (without its comments, `comments` of them). */
  | { ok: true; width: number; height: number; text: string; comments: number }
  | { ok: false; reasons: string[] }
  /** It declares more than MAX_SIDE a side (width and height, or viewBox). */
  | { ok: false; tooLarge: { width: number; height: number } };

const SVG_NS = 'http://www.w3.org/2000/svg';
/** url(…) that does not point inside the file. */
const OUTSIDE_URL = /url\(\s*(?:['"]\s*)?(?![\s'"#])/i;
/** CSS functions that take a picture or a file by address, whatever it is. */
const LOADING_FUNCTIONS = /(?:^|[^a-z0-9_-])(?:-webkit-)?(?:image-set|image|cross-fade|element|src)\s*\(/i;
/** At-rules that name nothing outside: the others (@import, @font-face, @namespace…) are refused. */
const HARMLESS_AT_RULES = /^@(?:-webkit-)?(?:media|supports|keyframes)$/i;
/** CSS units of a length, in pixels (CSS's 96 to the inch). */
const UNIT_PIXELS: Record<string, number> = {
  '': 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 4 / 3,
  pc: 16,
};
const REASONS = {
  entity: 'entity declarations (<!ENTITY)',
  doctype: 'a DOCTYPE (<!DOCTYPE …>), which can name other files and define entities',
  instruction: 'a processing instruction (<?…?>, such as xml-stylesheet), which makes a browser load another file',
  styleSheet: 'a style sheet that loads another file',
};

/** CSS as the browser reads it: comments dropped, escapes (\\72 for "r", \\( for "(") decoded. */
function cssAsRead(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    .replace(/\\([0-9a-f]{1,6})\s?|\\([^\n0-9a-f])/gi, (_match, hex: string | undefined, char: string | undefined) =>
      hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : char!,
    );
}

/** Whether CSS (a style sheet or a style attribute) loads or names anything outside the file. */
export function cssReachesOutside(css: string): boolean {
  const read = cssAsRead(css);
  if (OUTSIDE_URL.test(read) || LOADING_FUNCTIONS.test(read)) return true;
  return [...read.matchAll(/@[a-z-]+/gi)].some(([rule]) => !HARMLESS_AT_RULES.test(rule));
}
/** Sizes of the root element when it says none: the CSS default for a replaced element. */
const DEFAULT_SIZE = { width: 300, height: 150 };

/** What the marketer reads about a removed element or attribute. */
function reasonFor(removed: { element?: Element | null; attribute?: Attr | null; from?: Element }): string | undefined {
  if (removed.attribute) {
    const name = removed.attribute.name;
    if (/^on/i.test(name)) return `an event attribute (${name})`;
    if (/href$/i.test(name)) return `a reference to another file (${name}="${removed.attribute.value.slice(0, 60)}")`;
    if (OUTSIDE_URL.test(removed.attribute.value) || (name === 'style' && cssReachesOutside(removed.attribute.value)))
      return `a reference to another file (in ${name})`;
    return `an attribute that is not allowed (${name})`;
  }
  const element = removed.element?.nodeName ?? '';
  // DOMPurify parses a fragment into a body of its own and reports it: not part of the file.
  if (element === '' || element.toLowerCase() === 'body' || element === '#comment') return undefined;
  if (element.toLowerCase() === 'script') return 'a script';
  if (element.toLowerCase() === 'foreignobject') return 'embedded HTML (foreignObject)';
  if (element.toLowerCase() === 'style') return REASONS.styleSheet;
  return `an element that is not allowed (<${element}>)`;
}

/** A length of the root element in pixels ("48", "48px", "10in", "254mm"), or undefined (a percentage, em). */
function pixels(value: string | null): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*(px|in|cm|mm|q|pt|pc)?\s*$/i.exec(value ?? '');
  return match ? Math.round(Number(match[1]) * UNIT_PIXELS[(match[2] ?? '').toLowerCase()]!) : undefined;
}

/** The width and height of the root's viewBox, when it has a readable one. */
function viewBoxOf(root: Element): { width: number; height: number } | undefined {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return box.length === 4 && box.every(Number.isFinite) ? { width: box[2]!, height: box[3]! } : undefined;
}

/** The size an SVG is drawn at: its width and height, or its viewBox, or the CSS default. */
function sizeOf(root: Element): { width: number; height: number } {
  const boxSize = viewBoxOf(root);
  const width = pixels(root.getAttribute('width'));
  const height = pixels(root.getAttribute('height'));
  if (width && height) return { width, height };
  if (boxSize && boxSize.width > 0 && boxSize.height > 0) {
    if (width) return { width, height: Math.max(1, Math.round((width * boxSize.height) / boxSize.width)) };
    if (height) return { width: Math.max(1, Math.round((height * boxSize.width) / boxSize.height)), height };
    return { width: Math.max(1, Math.round(boxSize.width)), height: Math.max(1, Math.round(boxSize.height)) };
  }
  return DEFAULT_SIZE;
}

/** What a look at the text finds before any parser reads it: entities, a DOCTYPE, processing instructions. */
function textReasons(text: string): string[] {
  // Entities are how an XML file grows a billion times when read ("billion laughs"): none at all.
  if (/<!ENTITY/i.test(text)) return [REASONS.entity];
  const reasons: string[] = [];
  if (/<!DOCTYPE/i.test(text)) reasons.push(REASONS.doctype);
  // The XML declaration at the very start is the one <?…?> allowed.
  const afterDeclaration = text.replace(/^\uFEFF?\s*<\?xml\s[^?]*\?>/, '');
  if (afterDeclaration.includes('<?')) reasons.push(REASONS.instruction);
  return reasons;
}

/** The text without its comments, or the text itself when it has none. */
function withoutComments(dom: JSDOM): { text: string | undefined; comments: number } {
  const { document } = dom.window;
  const walker = document.createTreeWalker(document, dom.window.NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  if (comments.length === 0) return { text: undefined, comments: 0 };
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return { text: new dom.window.XMLSerializer().serializeToString(document), comments: comments.length };
}

/** Judges an SVG's text: accepted with the size it is drawn at, or the reasons it is refused. */
export function judgeSvg(text: string): SvgVerdict {
  const early = textReasons(text);
  if (early.length > 0) return { ok: false, reasons: early };
  let dom: JSDOM;
  try {
    dom = new JSDOM(text, { contentType: 'image/svg+xml' });
  } catch {
    return { ok: false, reasons: ['XML that does not read (it is not well-formed)'] };
  }
  const root = dom.window.document.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') {
    dom.window.close();
    return { ok: false, reasons: ['no <svg> element at its root'] };
  }
  const size = sizeOf(root);
  const box = viewBoxOf(root);
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) return closing(dom, { ok: false, tooLarge: size });
  if (box && (box.width > MAX_SIDE || box.height > MAX_SIDE)) return closing(dom, { ok: false, tooLarge: box });
  const styleProblems = [...root.getElementsByTagNameNS(SVG_NS, 'style')].some((style) =>
    cssReachesOutside(style.textContent ?? ''),
  );
  const cleaned = withoutComments(dom);
  const source = root.outerHTML;
  dom.window.close();

  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // Beyond DOMPurify's own rules: no reference to anything outside the file.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/href$/i.test(data.attrName) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    if (OUTSIDE_URL.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'style' && cssReachesOutside(data.attrValue)) data.keepAttr = false;
  });
  purify.sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> pointing inside the file (the hook above drops any other) and a role for screen readers.
    ADD_TAGS: ['use'],
    ADD_ATTR: ['role', 'aria-label', 'aria-hidden'],
  });
  const reasons = [
    ...new Set([
      ...purify.removed.flatMap((removed) => reasonFor(removed as Parameters<typeof reasonFor>[0]) ?? []),
      ...(styleProblems ? [REASONS.styleSheet] : []),
    ]),
  ];
  window.close();
  return reasons.length === 0
    ? { ok: true, ...size, text: cleaned.text ?? text, comments: cleaned.comments }
    : { ok: false, reasons };
}

function closing(dom: JSDOM, verdict: SvgVerdict): SvgVerdict {
  dom.window.close();
  return verdict;
}
