/** The axe-core tags of WCAG 2.2 A and AA, the level every screen of the site and the editor meets. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
