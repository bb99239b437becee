// Lighthouse (the npm package) on Debian's Chromium: the mobile audit Lighthouse runs by default
// (simulated slow 4G and a 4x slower CPU), with the four categories and the metrics the bench reports.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

export interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export type Chrome = chromeLauncher.LaunchedChrome;

export function launchChrome(): Promise<Chrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...CHROMIUM_FLAGS] });
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse failures of its own trace recording (seen on a loaded machine), worth one more run. */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

/** How many audits were run again after a trace recording failure (the bench reports it). */
export const rerun = { count: 0 };

export async function audit(chrome: Chrome, url: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return figures(result.lhr);
    if (!TRACE_FAILURES.has(runtimeError.code) || attempt === ATTEMPTS)
      throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
    rerun.count++;
  }
}

function figures({ categories, audits }: LighthouseResult): Audit {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over several audits of one page. */
export function medianAudit(audits: readonly Audit[]): Audit {
  const of = (key: keyof Audit) => median(audits.map((entry) => entry[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}
