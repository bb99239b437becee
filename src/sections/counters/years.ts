/** Years in business as the spec defines it: the current year minus the founding year. */
export function yearsSince(foundedYear: number, now: Date = new Date()): number {
  return now.getFullYear() - foundedYear;
}
