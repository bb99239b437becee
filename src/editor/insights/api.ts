// The Insights page's calls (src/server/admin/insights-routes.ts): the period in the body.
import { post } from '../state/api.ts';
import { answer, saveDownload } from '../leads/api.ts';

export interface Figures {
  views: number;
  visitors: number;
  sends: number;
  rate: number | null;
}
export interface Period {
  from: string;
  to: string;
  days: number;
}
export interface Report {
  period: Period;
  previous: Period;
  totals: { now: Figures; before: Figures };
  pages: { page: string; now: Figures; before: Figures; kinds: { type: string; now: number; before: number }[] }[];
  campaigns: { source: string; medium: string; campaign: string; now: Figures; before: Figures }[];
  referrers: { host: string; now: number; before: number }[];
}

export const readReport = async (from: string, to: string) => answer<Report>(await post('insights', { from, to }));

export const downloadReport = async (from: string, to: string) =>
  saveDownload(await post('insights/export', { from, to }), `insights-${from}-to-${to}.csv`);
