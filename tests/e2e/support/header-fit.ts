// Whether the site header fits the window, as a person sees it: every item of the header that shows
// (the logo, the menus, the links, the buttons, the menu button) lies wholly inside the window, on
// one line, overlapping no other. Runs in the page (Playwright's or Puppeteer's evaluate), so it
// holds nothing from outside the function.

/** Every width the header is checked at: 320 to 1,920 px, every 10 px. */
export const HEADER_WIDTHS = Array.from({ length: (1920 - 320) / 10 + 1 }, (_, step) => 320 + step * 10);

/** What does not fit, as sentences (empty: it fits). Waits two frames first, so layout and the
 *  header's own measuring (a ResizeObserver) have run for the current width. */
export async function headerFitProblems(): Promise<string[]> {
  await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  const header = document.querySelector('.site-header')!;
  const items = [
    ...header.querySelectorAll<HTMLElement>(
      '.site-header__logo, .site-nav__link, .site-nav__toggle, .site-header__buttons .button, .site-header__burger',
    ),
  ].filter((item) => {
    const style = getComputedStyle(item);
    const box = item.getBoundingClientRect();
    return style.visibility === 'visible' && style.display !== 'none' && box.width > 0;
  });
  const problems: string[] = [];
  const name = (item: HTMLElement) => item.textContent?.trim() || item.getAttribute('aria-label') || item.className;
  const width = document.documentElement.clientWidth;
  for (const item of items) {
    const box = item.getBoundingClientRect();
    if (box.left < 0 || box.right > width + 0.5)
      problems.push(`"${name(item)}" is cut off (${box.left}-${box.right} of ${width})`);
    if (box.bottom > header.getBoundingClientRect().bottom + 0.5)
      problems.push(`"${name(item)}" hangs below the header`);
    // The lines its words take (its text's boxes: a decorative caret beside them is no line).
    const texts = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    const lines = new Set<number>();
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
    }
    if (lines.size > 1) problems.push(`"${name(item)}" wraps onto ${lines.size} lines`);
  }
  for (const [index, item] of items.entries())
    for (const other of items.slice(index + 1)) {
      if (item.contains(other) || other.contains(item)) continue;
      const a = item.getBoundingClientRect();
      const b = other.getBoundingClientRect();
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom)
        problems.push(`"${name(item)}" overlaps "${name(other)}"`);
    }
  if (items.length === 0) problems.push('no header item shows');
  return problems;
}
