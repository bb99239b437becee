// What share of the window a section's picture takes, for the `sizes` of its <picture>: the browser
// picks the copy to download from it before any style sheet is applied. It mirrors the layout of the
// style sheets: the page's container (src/styles/global.css, .container: 1200 px at most, 1.25rem
// each side) and the two columns sections take from 900 px on (their own CSS).

/** The container's width: the window less its margins, at most 1200 px. */
const CONTAINER = 'min(1200px, 100vw - 2.5rem)';
/** From this width on, a section with a picture lays it beside its text. */
const TWO_COLUMNS = '(min-width: 900px)';

/**
 * A picture in a column of a two-column section: `share` of the container less the gap from 900 px
 * on, the whole container below.
 */
export function columnSizes(share: number, gapRem: number): string {
  return `${TWO_COLUMNS} calc((${CONTAINER} - ${gapRem}rem) * ${Number(share.toFixed(4))}), ${CONTAINER}`;
}

/** A picture as wide as the container, up to `maxPx` (an article's column). */
export function containerSizes(maxPx: number): string {
  return `min(${maxPx}px, ${CONTAINER})`;
}
