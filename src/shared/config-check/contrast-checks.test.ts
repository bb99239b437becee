import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio } from './contrast-checks.ts';
import { parseJsonSource } from './json-source.ts';

/** A theme whose every pair passes (the shipped one's colours). */
const PASSING: Record<string, string> = {
  primary: '#1f4fd1',
  'primary-dark': '#163a9e',
  accent: '#0fa58f',
  'accent-dark': '#0b7a6a',
  dark: '#0f1b3d',
  light: '#eef3ff',
  surface: '#ffffff',
  text: '#1c2440',
  muted: '#4a5373',
  border: '#d6deef',
  link: '#1a45b8',
  focus: '#c26a00',
  'on-dark': '#ffffff',
  'on-dark-muted': '#c9d3ee',
  danger: '#b42318',
  success: '#0b7a6a',
};

function problemsWith(colors: Record<string, string>) {
  const { source } = parseJsonSource('site.json', `${JSON.stringify({ theme: { colors } }, null, 2)}\n`);
  return contrastProblems(source!).map((problem) => `${problem.pointer}  ${problem.message}  (${problem.hint})`);
}

describe('the theme’s colours against each other', () => {
  it('pass as shipped', () => {
    expect(problemsWith(PASSING)).toEqual([]);
  });

  it('refuse a pale primary behind white button text and on the page, with the ratio, at the primary', () => {
    expect(problemsWith({ ...PASSING, primary: '#a7f3d0' })).toEqual([
      '/theme/colors/primary  "primary" (#a7f3d0) on "surface" (#ffffff) has a contrast of 1.28:1; text needs at least 4.5:1 (WCAG 2.2 AA)  (seen in: outline buttons; the + and - signs of the FAQ; ticked boxes. Make one of the two darker or the other lighter)',
      '/theme/colors/primary  "on-dark" (#ffffff) on "primary" (#a7f3d0) has a contrast of 1.28:1; text needs at least 4.5:1 (WCAG 2.2 AA)  (seen in: primary buttons, step numbers. Make one of the two darker or the other lighter)',
    ]);
  });

  it('ask 3:1 of large text and controls and 4.5:1 of text: a middling primary fails only where it is text', () => {
    const middling = '#4f8df9';
    const ratio = contrastRatio(middling, '#ffffff');
    expect(ratio).toBeGreaterThanOrEqual(3);
    expect(ratio).toBeLessThan(4.5);
    const problems = problemsWith({ ...PASSING, primary: middling, 'on-dark': '#ffffff' });
    expect(problems.find((line) => line.includes('on "surface"'))).toContain('(seen in: outline buttons. Make');
  });

  it('name the colour that fails with more of its partners: a grey footer text, not the dark footer', () => {
    expect(problemsWith({ ...PASSING, 'on-dark-muted': '#4a5373' })).toEqual([
      '/theme/colors/on-dark-muted  "on-dark-muted" (#4a5373) on "dark" (#0f1b3d) has a contrast of 2.23:1; text needs at least 4.5:1 (WCAG 2.2 AA)  (seen in: the footer’s text, counter labels. Make one of the two darker or the other lighter)',
    ]);
  });

  it('round the ratio down, so a pair just under the need never reads as meeting it', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
  });

  it('say which colour the style sheets use is missing', () => {
    const { focus: _focus, ...withoutFocus } = PASSING;
    expect(problemsWith(withoutFocus)).toEqual([
      '/theme/colors  the colour "focus" is missing: the site\'s style sheets use it  (add "focus": "#rrggbb"; it colours the ring around the link, button or field in focus; the focus ring on tinted bands and heroes; the focus ring on the footer, page headers and dark bands)',
    ]);
  });
});
