// Years that depend on the day a page is viewed (the copyright's current year, the years in
// business), which may be long after the build: the HTML carries the build's count, and the page's
// script brings it up to date. Marked by the attributes the LiveYear components render.
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';
export const YEARS_SINCE_ATTRIBUTE = 'data-years-since';

/** Years in business as the spec defines it: the current year minus the founding year. */
export function yearsSince(foundedYear: number, now: Date = new Date()): number {
  return now.getFullYear() - foundedYear;
}

/** Brings every live year under root up to the given day. */
export function updateLiveYears(root: ParentNode, now: Date = new Date()): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${CURRENT_YEAR_ATTRIBUTE}]`))
    element.textContent = String(now.getFullYear());
  for (const element of root.querySelectorAll<HTMLElement>(`[${YEARS_SINCE_ATTRIBUTE}]`)) {
    element.textContent = String(yearsSince(Number(element.getAttribute(YEARS_SINCE_ATTRIBUTE)), now));
  }
}
