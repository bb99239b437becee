// An English page of the build standing in for an Arabic one, until the site has pages of its own in
// Arabic (issue 42): <html lang="ar" dir="rtl">, its main heading and a paragraph in Arabic (so the
// browser draws Arabic letters in both of the typeface's weights), and the checks that run in such a
// page in any browser (Playwright's evaluate, Puppeteer's, WebKit's executeScript: each function holds
// nothing from outside itself).
/** Arabic words of our own, for the heading (bold) and a paragraph (regular, with a bold word). */
export const ARABIC_TEXT = {
  heading: 'نظام واحد لطلباتك ومخزونك وإنتاجك وحساباتك',
  paragraph: 'يرد فريق مكتب دبي على هاتفك وبريدك خلال يوم عمل واحد،',
  bold: 'من الأحد إلى الخميس',
};

/** A page's HTML as if it were the Arabic page: the language, the direction and some Arabic words. */
export function asArabicPage(html: string): string {
  return html
    .replace(/<html lang="en"/, '<html lang="ar" dir="rtl"')
    .replace(/(<h1\b[^>]*>)[^<]*/, `$1${ARABIC_TEXT.heading}`)
    .replace(
      /(<main\b[^>]*>)/,
      `$1<div class="container"><p>${ARABIC_TEXT.paragraph} <strong>${ARABIC_TEXT.bold}</strong></p></div>`,
    );
}

/**
 * In the page: puts an Arabic word on each side of every phone number, e-mail address, price and count
 * the page shows, as a translated sentence stands around it, and says which no longer reads in its own
 * order: its direction is not left to right, or its first character is not drawn left of its last; and
 * which field for a phone number, an e-mail address or a web address is not set left to right.
 * Without isolation, after an Arabic word the digits of "+1 (512) 555-0143" are Arabic numbers to the
 * bidi algorithm, and the number is drawn from the right, "0143-555 (512) 1+"; "$10" is drawn "10$".
 */
export function numbersInOrder(): { checked: number; problems: string[] } {
  const shown = [
    '.office-list__office a[href^="tel:"]',
    '.office-list__mailboxes a[href^="mailto:"]',
    '.service-cards__price strong',
    '.pricing-plans__price strong',
    '.counters__item dd',
  ];
  const problems: string[] = [];
  let checked = 0;
  for (const element of document.querySelectorAll<HTMLElement>(shown.join(', '))) {
    // On one line, so the first and the last character are compared where they stand beside each other.
    element.style.whiteSpace = 'nowrap';
    if (getComputedStyle(element).display.startsWith('inline')) {
      element.before('قبل ');
      element.after(' بعد');
    }
    // The first and the last character that are not spaces, wherever they are in the element's text nodes.
    const texts: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const characters = texts.flatMap((text) =>
      text.data.split('').flatMap((character, at) => (character.trim() ? [{ text, at }] : [])),
    );
    const text = element.textContent!.trim();
    if (characters.length < 2) continue;
    checked++;
    const leftOf = ({ text: node, at }: { text: Text; at: number }) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    };
    const direction = getComputedStyle(element).direction;
    if (direction !== 'ltr') problems.push(`"${text}" is set ${direction}`);
    if (leftOf(characters[0]!) >= leftOf(characters.at(-1)!)) problems.push(`"${text}" is drawn out of order`);
  }
  // A form's fields for them: what is typed there is set left to right too.
  for (const field of document.querySelectorAll<HTMLInputElement>(
    'input[type="tel"], input[inputmode="tel"], input[type="email"], input[type="url"]',
  )) {
    checked++;
    const direction = getComputedStyle(field).direction;
    if (direction !== 'ltr') problems.push(`the field ${field.name} is set ${direction}`);
  }
  return { checked, problems };
}
