/** Fills the footer's copyright template: {foundedYear} and {currentYear}. */
export function copyrightLine(template: string, foundedYear: number, now: Date = new Date()): string {
  return template.replace('{foundedYear}', String(foundedYear)).replace('{currentYear}', String(now.getFullYear()));
}
