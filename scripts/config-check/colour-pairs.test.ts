// The colour pairs the validator checks (src/shared/theme/colour-pairs.ts) are the ones the site's
// style sheets draw: every rule that sets a text colour, a focus ring or a control's mark from the
// theme is listed with what it is drawn on (its own background, when it sets one), every rule the
// list names exists and uses its colours, and every theme colour the style sheets use is one the
// validator asks every theme for. A developer who changes how the CSS uses the colours changes the
// list with it, or this fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { COLOUR_PAIRS, THEME_COLOUR_NAMES } from '../../src/shared/theme/colour-pairs.ts';

const src = resolve(import.meta.dirname, '../../src');
/** The editor's and the admin pages' style sheets are their own, not the theme's. */
const OWN_STYLES = ['editor', 'admin'];

interface Rule {
  file: string;
  selector: string;
  /** Property -> the theme colours its value names. */
  colours: Map<string, string[]>;
}

const rules: Rule[] = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => !OWN_STYLES.includes(relative(src, file).split('/')[0]!))
  .flatMap((file) => {
    const found: Rule[] = [];
    postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
      const colours = new Map<string, string[]>();
      rule.walkDecls((declaration) => {
        const names = [...declaration.value.matchAll(/var\(--color-([a-z0-9-]+)\)/g)].map((match) => match[1]!);
        if (names.length > 0) colours.set(declaration.prop, names);
      });
      if (colours.size > 0) found.push({ file: relative(src, file), selector: rule.selector, colours });
    });
    return found;
  });

/** What a rule draws with a colour the reader must tell apart: text, a focus ring, a ticked box. */
const MARKS = ['color', 'outline', 'accent-color'];
const BACKGROUNDS = ['background', 'background-color'];
const marksOf = (rule: Rule) => MARKS.flatMap((property) => rule.colours.get(property) ?? []);
const backgroundsOf = (rule: Rule) => BACKGROUNDS.flatMap((property) => rule.colours.get(property) ?? []);

describe('the colour pairs the validator checks', () => {
  it('name every rule that draws text, a focus ring or a control’s mark with a theme colour, on its own background', () => {
    expect(rules.length).toBeGreaterThan(50);
    const unlisted: string[] = [];
    for (const rule of rules) {
      for (const colour of marksOf(rule)) {
        const listed = COLOUR_PAIRS.filter((pair) => pair.colour === colour && pair.rules.includes(rule.selector));
        const backgrounds = backgroundsOf(rule);
        if (listed.length === 0) unlisted.push(`${rule.file}: ${rule.selector} draws "${colour}"`);
        else if (backgrounds.length > 0 && !backgrounds.every((on) => listed.some((pair) => pair.on === on)))
          unlisted.push(`${rule.file}: ${rule.selector} draws "${colour}" on "${backgrounds.join('" and "')}"`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('name only rules that exist and use the pair’s colours', () => {
    const stale = COLOUR_PAIRS.flatMap((pair) =>
      pair.rules.flatMap((selector) => {
        const matching = rules.filter((rule) => rule.selector === selector);
        const uses = matching.some((rule) =>
          [...rule.colours.values()].some((names) => names.includes(pair.colour) || names.includes(pair.on)),
        );
        return uses ? [] : [`${pair.colour} on ${pair.on}: ${JSON.stringify(selector)}`];
      }),
    );
    expect(stale).toEqual([]);
  });

  it('ask every theme for exactly the colours the style sheets use', () => {
    const used = new Set(rules.flatMap((rule) => [...rule.colours.values()].flat()));
    expect([...used].sort()).toEqual([...THEME_COLOUR_NAMES].sort());
  });
});
