/** The footer's copyright template with {foundedYear} filled in, split around {currentYear} (which
 *  the footer shows as a live year). */
export function copyrightParts(template: string, foundedYear: number): { before: string; after: string } {
  const [before = '', after = ''] = template.replace('{foundedYear}', String(foundedYear)).split('{currentYear}', 2);
  return { before, after };
}
