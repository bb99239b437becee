// The theme's colours against each other (site.json "theme.colors"): every pair the style sheets draw
// (src/shared/theme/colour-pairs.ts) has the contrast WCAG 2.2 AA asks, 4.5:1 for text, 3:1 for large
// text and for the marks of controls, and every colour the style sheets use is there. A pale primary
// behind white button text is refused with the pair, its ratio and the field to change.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { COLOUR_PAIRS, MINIMUM_CONTRAST, THEME_COLOUR_NAMES, type ColourPair } from '../theme/colour-pairs.ts';
import { pointerSegment, problemAt, type JsonSource, type Problem } from './json-source.ts';

extend([a11yPlugin]);

const HEX = /^#[0-9a-fA-F]{6}$/;

/** What needs the ratio, in the problem's words. */
const NEED: Record<ColourPair['role'], string> = {
  text: 'text needs',
  'large text': 'large text needs',
  control: 'a focus ring or the mark of a control needs',
};

/** The theme's colours as written, those in the form #rrggbb (the schema reports the others). */
function themeColours(site: JsonSource): Map<string, string> | undefined {
  const theme = (site.value as { theme?: { colors?: unknown } } | undefined)?.theme;
  const colours = theme?.colors;
  if (colours === null || typeof colours !== 'object') return undefined;
  return new Map(Object.entries(colours).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The contrast ratio of two colours, as WCAG 2.2 computes it, rounded down to two decimals. */
export function contrastRatio(a: string, b: string): number {
  return colord(a).contrast(b);
}

export function contrastProblems(site: JsonSource): Problem[] {
  const colours = themeColours(site);
  if (!colours) return [];
  const problems: Problem[] = [];
  const missing = THEME_COLOUR_NAMES.filter((name) => !colours.has(name));
  for (const name of missing)
    problems.push(
      problemAt(
        site,
        '/theme/colors',
        `the colour "${name}" is missing: the site's style sheets use it`,
        `add "${name}": "#rrggbb"; ${usesOf(name)}`,
      ),
    );
  // One problem per pair of colours: what fails there, with the strictest need among its uses.
  const byPair = new Map<string, ColourPair[]>();
  for (const pair of COLOUR_PAIRS) {
    const key = `${pair.colour} ${pair.on}`;
    byPair.set(key, [...(byPair.get(key) ?? []), pair]);
  }
  const judged = [...byPair.values()].flatMap((uses) => {
    const { colour, on } = uses[0]!;
    const [fore, back] = [colours.get(colour), colours.get(on)];
    if (!fore || !back || !HEX.test(fore) || !HEX.test(back)) return [];
    const ratio = contrastRatio(fore, back);
    return [{ colour, on, fore, back, ratio, failing: uses.filter((use) => ratio < MINIMUM_CONTRAST[use.role]) }];
  });
  const failing = judged.filter((pair) => pair.failing.length > 0);
  /** The share of the pairs a colour is in that fail. */
  const failShare = (name: string) => {
    const withIt = judged.filter((pair) => pair.colour === name || pair.on === name);
    return withIt.filter((pair) => pair.failing.length > 0).length / withIt.length;
  };
  for (const { colour, on, fore, back, ratio, failing: uses } of failing) {
    const strictest = uses.reduce((a, b) => (MINIMUM_CONTRAST[b.role] > MINIMUM_CONTRAST[a.role] ? b : a));
    // The field named is the colour that fails with more of its partners: the one that was changed,
    // most likely (a pale primary fails behind white text and on the page; white passes elsewhere).
    const field = failShare(on) > failShare(colour) ? on : colour;
    problems.push(
      problemAt(
        site,
        `/theme/colors/${pointerSegment(field)}`,
        `"${colour}" (${fore}) on "${on}" (${back}) has a contrast of ${ratio.toFixed(2)}:1; ${NEED[strictest.role]} at least ${MINIMUM_CONTRAST[strictest.role]}:1 (WCAG 2.2 AA)`,
        `seen in: ${uses.map((use) => use.where).join('; ')}. Make one of the two darker or the other lighter`,
      ),
    );
  }
  return problems;
}

/** Where the site uses a colour, in words. */
function usesOf(name: string): string {
  const uses = COLOUR_PAIRS.filter((pair) => pair.colour === name || pair.on === name).map((pair) => pair.where);
  return uses.length > 0 ? `it colours ${uses.slice(0, 3).join('; ')}` : 'it colours borders and lines';
}
