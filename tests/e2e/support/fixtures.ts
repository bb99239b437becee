import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  console: string[];
  pageErrors: string[];
  /** Console errors a test expects (e.g. the 404 status of a not-found page), by pattern. */
  expected: RegExp[];
}

/** Every test gets the server's address as baseURL and fails on any console error or CSP violation. */
export const test = base.extend<{ problems: PageProblems }>({
  baseURL: async ({}, use) => {
    await use(process.env.BASE_URL);
  },
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { console: [], pageErrors: [], expected: [] };
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.console.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      await use(problems);
      expect(problems.pageErrors, 'uncaught errors in the page').toEqual([]);
      const unexpected = problems.console.filter(
        (line) => line.startsWith('error') && !problems.expected.some((pattern) => pattern.test(line)),
      );
      expect(unexpected, 'console errors (CSP violations show here)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page (the client marks <html> once it is interactive). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
