/**
 * The Speculation Rules every page carries inline (scripts/build/page-script.ts): a link to another
 * page of this site is prerendered once the visitor shows the intent to follow it (the pointer rests
 * on it, or presses it), so the page shows at once when the click comes. Same origin only: the API
 * and any other host are left alone.
 */
export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }] },
      eagerness: 'moderate',
    },
  ],
};
