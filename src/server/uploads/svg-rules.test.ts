// A corpus of SVG files: every way a file can make a browser fetch something else (or run, or grow
// when read) is refused with its sentence; plain drawings, as editors export them, are accepted.
import { describe, expect, it } from 'vitest';
import { cssReachesOutside, judgeSvg } from './svg-rules.ts';

const svg = (body: string, attributes = 'width="10" height="10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`;
const EVIL = 'https://evil.example';

/** Each bad file, and a part of the sentence that says why it is refused. */
const BAD: [string, string, string][] = [
  [
    'an xml-stylesheet processing instruction before the root',
    `<?xml version="1.0"?><?xml-stylesheet href="${EVIL}/x.xsl" type="text/xsl"?>${svg('<rect width="1" height="1"/>')}`,
    'a processing instruction',
  ],
  [
    'a processing instruction after the root',
    `${svg('<rect width="1" height="1"/>')}<?xml-stylesheet href="${EVIL}/x.css"?>`,
    'a processing instruction',
  ],
  [
    'a processing instruction inside',
    svg(`<?xml-stylesheet href="${EVIL}/x.css"?><rect/>`),
    'a processing instruction',
  ],
  [
    'a DOCTYPE naming an outside DTD',
    `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "${EVIL}/svg11.dtd">${svg('<rect/>')}`,
    'a DOCTYPE',
  ],
  [
    'an entity',
    `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
    'entity declarations',
  ],
  [
    'an external entity',
    `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`,
    'entity',
  ],
  ['a script', svg('<script>alert(1)</script>'), 'a script'],
  ['an event attribute', svg('<rect onclick="alert(1)"/>'), 'an event attribute (onclick)'],
  [
    'an image from another host',
    svg(`<image href="${EVIL}/p.png" width="5" height="5"/>`),
    'a reference to another file',
  ],
  ['an xlink:href image', svg(`<image xlink:href="${EVIL}/p.png"/>`), 'a reference to another file'],
  ['a data: image', svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'), 'a reference to another file'],
  ['<use> of another file', svg('<use href="sprites.svg#icon"/>'), 'a reference to another file'],
  ['<use> of another host', svg(`<use xlink:href="${EVIL}/s.svg#a"/>`), 'a reference to another file'],
  [
    'feImage',
    svg(`<filter id="f"><feImage href="${EVIL}/a.png"/></filter><rect filter="url(#f)"/>`),
    'a reference to another file',
  ],
  ['a link', svg(`<a href="${EVIL}/"><rect/></a>`), 'a reference to another file'],
  [
    'foreignObject',
    svg('<foreignObject width="5" height="5"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    'embedded HTML',
  ],
  ['a fill url() to another file', svg(`<rect fill="url(${EVIL}/p.svg#g)"/>`), 'a reference to another file'],
  ['a filter url() to another file', svg('<rect filter="url(other.svg#f)"/>'), 'a reference to another file'],
  [
    'url() in a style attribute',
    svg(`<rect style="fill: url('${EVIL}/a.svg#x')"/>`),
    'a reference to another file (in style)',
  ],
  [
    'an escaped url() in a style attribute',
    svg(`<rect style="fill: u\\72l(${EVIL}/a.svg#x)"/>`),
    'a reference to another file (in style)',
  ],
  [
    'image-set() in a style attribute',
    svg(`<rect style="fill: image-set('${EVIL}/a.png' 1x)"/>`),
    'a reference to another file (in style)',
  ],
  [
    'cursor url() in a style attribute',
    svg(`<rect style="cursor: url(${EVIL}/c.cur), auto"/>`),
    'a reference to another file (in style)',
  ],
  [
    '@import in a style sheet',
    svg(`<style>@import "${EVIL}/a.css";</style><rect/>`),
    'a style sheet that loads another file',
  ],
  [
    '@import with url()',
    svg(`<style>@import url(${EVIL}/a.css);</style><rect/>`),
    'a style sheet that loads another file',
  ],
  [
    'an escaped @import',
    svg(`<style>@\\69mport "${EVIL}/a.css";</style><rect/>`),
    'a style sheet that loads another file',
  ],
  [
    'url() in a style sheet',
    svg(`<style>rect { fill: url(${EVIL}/a.svg#x) }</style><rect/>`),
    'a style sheet that loads another file',
  ],
  [
    'url() in a CDATA style sheet',
    svg(`<style><![CDATA[ rect { background: url(${EVIL}/x.png) } ]]></style><rect/>`),
    'a style sheet that loads another file',
  ],
  [
    'an escaped url() in a style sheet',
    svg(`<style>rect { fill: u\\72 l(${EVIL}/x) }</style><rect/>`),
    'a style sheet that loads another file',
  ],
  [
    'a font from another host',
    svg(`<style>@font-face { font-family: x; src: url(${EVIL}/f.woff) }</style><text>a</text>`),
    'a style sheet that loads another file',
  ],
  [
    'image-set() in a style sheet',
    svg(`<style>rect { fill: image-set("${EVIL}/x.png" 1x) }</style><rect/>`),
    'a style sheet that loads another file',
  ],
  ['@namespace', svg(`<style>@namespace x "${EVIL}/";</style><rect/>`), 'a style sheet that loads another file'],
  ['xml:base', svg('<use href="#a"/>', `xml:base="${EVIL}/" width="10" height="10"`), 'not allowed (xml:base)'],
  [
    'an animation setting href',
    svg(`<a href="#x"><set attributeName="href" to="${EVIL}/"/><rect/></a>`),
    'not allowed',
  ],
  [
    'an editor\u2019s metadata',
    svg(
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/">Jane</dc:creator></rdf:RDF></metadata>',
    ),
    'not allowed',
  ],
  [
    'not an SVG at its root',
    '<html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>',
    'no <svg> element at its root',
  ],
  ['broken XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', 'not well-formed'],
];

/** Plain drawings: they are stored as they are. */
const GOOD: [string, string][] = [
  ['a plain drawing', svg('<rect width="10" height="10" fill="#1f4fd1"/>')],
  ['with an XML declaration', `<?xml version="1.0" encoding="UTF-8"?>\n${svg('<circle cx="5" cy="5" r="4"/>')}`],
  [
    'gradients, filters and <use> inside the file',
    svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="1"/></filter><symbol id="s"><rect width="2" height="2"/></symbol></defs><rect fill="url(#g)" filter="url(#f)" style="stroke: url(#g); stroke-width: 2px"/><use href="#s"/><use xlink:href="#s"/>',
    ),
  ],
  [
    'a style sheet with @media and @keyframes',
    svg(
      '<style>@media (prefers-color-scheme: dark) { rect { fill: #fff } } @keyframes spin { to { transform: rotate(1turn) } } .a { fill: url(#g) }</style><rect class="a"/>',
    ),
  ],
  [
    'a title and a role',
    svg('<title>Chart</title><desc>Sales by month</desc><rect/>', 'viewBox="0 0 40 20" role="img"'),
  ],
  ['12,000 a side', svg('<rect/>', 'width="12000" height="12000" viewBox="0 0 12000 12000"')],
];

describe('the SVG rules', () => {
  it.each(BAD)('refuse %s, saying why', (_name, text, reason) => {
    const verdict = judgeSvg(text);
    expect(verdict.ok).toBe(false);
    expect('reasons' in verdict && verdict.reasons.join('; ')).toContain(reason);
  });

  it.each(GOOD)('accept %s as it is', (_name, text) => {
    expect(judgeSvg(text)).toMatchObject({ ok: true, text, comments: 0 });
  });

  it('refuse a size over 12,000 pixels a side, in width and height, in other units, or in the viewBox', () => {
    expect(judgeSvg(svg('<rect/>', 'width="40000" height="40000"'))).toEqual({
      ok: false,
      tooLarge: { width: 40000, height: 40000 },
    });
    expect(judgeSvg(svg('<rect/>', 'viewBox="0 0 40000 40000"'))).toEqual({
      ok: false,
      tooLarge: { width: 40000, height: 40000 },
    });
    expect(judgeSvg(svg('<rect/>', 'width="100" height="100" viewBox="0 0 40000 40000"'))).toMatchObject({
      ok: false,
      tooLarge: { width: 40000 },
    });
    expect(judgeSvg(svg('<rect/>', 'width="500in" height="1in"'))).toMatchObject({
      ok: false,
      tooLarge: { width: 48000, height: 96 },
    });
    expect(judgeSvg(svg('<rect/>', 'width="4e4" height="10"'))).toMatchObject({
      ok: false,
      tooLarge: { width: 40000 },
    });
  });

  it('take comments out (an editor\u2019s name, an author, a path) and say how many', () => {
    const text = svg(
      '<!-- Generator: Drawing App 9, by Jane Doe, /home/jane/logo.svg --><rect width="10" height="10"/>',
    );
    const verdict = judgeSvg(text);
    expect(verdict).toMatchObject({ ok: true, comments: 1, width: 10, height: 10 });
    const stored = (verdict as { text: string }).text;
    expect(stored).not.toContain('Jane');
    expect(stored).toContain('<rect width="10" height="10"/>');
    // What is stored is itself accepted as it is.
    expect(judgeSvg(stored)).toMatchObject({ ok: true, text: stored, comments: 0 });
  });

  it('read CSS as a browser does: escapes and comments do not hide a reference', () => {
    expect(cssReachesOutside('fill: u\\72 l(https://x)')).toBe(true);
    expect(cssReachesOutside('fill: \\75 \\72 \\6c (https://x)')).toBe(true);
    expect(cssReachesOutside('@IMPORT "x.css"')).toBe(true);
    expect(cssReachesOutside('fill: /* url(https://x) */ #fff')).toBe(false);
    expect(cssReachesOutside('fill: url( "#g" )')).toBe(false);
    expect(cssReachesOutside('fill: #fff; stroke-width: 2px')).toBe(false);
  });
});
