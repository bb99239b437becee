// Which SVG files are accepted: those that DOMPurify (a kept sanitizer, here with jsdom as its
// DOM on the server) leaves unchanged. An SVG is a document that can run scripts, embed HTML and
// fetch other files: the accepted ones have no script, no event attribute, no foreignObject and
// no reference outside the file itself (href only to "#…", url() only to "#…"). What the sanitizer
// would remove is the reason the file is refused: it is never silently changed and stored.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

export type SvgVerdict = { ok: true; width: number; height: number } | { ok: false; reasons: string[] };

const SVG_NS = 'http://www.w3.org/2000/svg';
/** url(…) that does not point inside the file. */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i;
/** Sizes of the root element when it says none: the CSS default for a replaced element. */
const DEFAULT_SIZE = { width: 300, height: 150 };

/** What the marketer reads about a removed element or attribute. */
function reasonFor(removed: { element?: Element | null; attribute?: Attr | null; from?: Element }): string | undefined {
  if (removed.attribute) {
    const name = removed.attribute.name;
    if (/^on/i.test(name)) return `an event attribute (${name})`;
    if (/href$/i.test(name)) return `a reference to another file (${name}="${removed.attribute.value.slice(0, 60)}")`;
    if (OUTSIDE_URL.test(removed.attribute.value)) return `a reference to another file (in ${name})`;
    return `an attribute that is not allowed (${name})`;
  }
  const element = removed.element?.nodeName ?? '';
  // DOMPurify parses a fragment into a body of its own and reports it: not part of the file.
  if (element === '' || element.toLowerCase() === 'body' || element === '#comment') return undefined;
  if (element.toLowerCase() === 'script') return 'a script';
  if (element.toLowerCase() === 'foreignobject') return 'embedded HTML (foreignObject)';
  if (element.toLowerCase() === 'style') return 'a style sheet that loads another file';
  return `an element that is not allowed (<${element}>)`;
}

/** A length of the root element in pixels ("48", "48px"), or undefined. */
function pixels(value: string | null): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)(px)?\s*$/.exec(value ?? '');
  return match ? Math.round(Number(match[1])) : undefined;
}

/** The size an SVG is drawn at: its width and height, or its viewBox, or the CSS default. */
function sizeOf(root: Element): { width: number; height: number } {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const boxSize = box.length === 4 && box.every(Number.isFinite) ? { width: box[2]!, height: box[3]! } : undefined;
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

/** Judges an SVG's text: accepted with the size it is drawn at, or the reasons it is refused. */
export function judgeSvg(text: string): SvgVerdict {
  // Entities are how an XML file grows a billion times when read ("billion laughs"): none at all.
  if (/<!ENTITY/i.test(text)) return { ok: false, reasons: ['entity declarations (<!ENTITY)'] };
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
  const styleProblems = [...root.getElementsByTagNameNS(SVG_NS, 'style')].some(
    (style) => /@import/i.test(style.textContent ?? '') || OUTSIDE_URL.test(style.textContent ?? ''),
  );
  const size = sizeOf(root);
  const source = root.outerHTML;
  dom.window.close();

  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // Beyond DOMPurify's own rules: no reference to anything outside the file.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/href$/i.test(data.attrName) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    if (OUTSIDE_URL.test(data.attrValue)) data.keepAttr = false;
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
      ...(styleProblems ? ['a style sheet that loads another file'] : []),
    ]),
  ];
  window.close();
  return reasons.length === 0 ? { ok: true, ...size } : { ok: false, reasons };
}
