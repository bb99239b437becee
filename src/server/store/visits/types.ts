/**
 * Visit counts (issue 43): views per UTC day, page, referring host, campaign and device class, added
 * to by every instance; unique visitors per day and page by a salted hash that lives only through its
 * day. Same contract on both engines.
 */

/** What a view is counted under; '' for a part not known. */
export interface ViewKey {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
}

export interface ViewCount extends ViewKey {
  views: number;
}

/** A visitor seen on a day, on a page ('' for the whole site), by the day's salted hash. */
export interface VisitorSeen {
  day: string;
  path: string;
  visitor: string;
}

/** Unique visitors of a day on a page ('' for the whole site). */
export interface VisitorCount {
  day: string;
  path: string;
  visitors: number;
}

/** The views of a period added up by the database: per page, per campaign, per referring site. */
export interface ViewTotals {
  pages: { path: string; views: number }[];
  /** Only views with a campaign (any of its three parts). */
  campaigns: { utmSource: string; utmMedium: string; utmCampaign: string; views: number }[];
  /** Only views from another site. */
  referrers: { referrerHost: string; views: number }[];
}

export interface VisitStore {
  /** Adds the views to their counts and notes the visitors, in one transaction. */
  add(views: readonly ViewCount[], visitors: readonly VisitorSeen[]): Promise<void>;
  /**
   * The salt of `day`'s visitor hashes, the same for every instance (the first one written wins);
   * the salts of earlier days are deleted.
   */
  saltOf(day: string): Promise<string>;
  /**
   * Counts the visitors of the days before `today` into their daily counts and deletes their hashes
   * (each hash row is counted once, whichever instances run it at once); answers how many rows went.
   */
  closeDays(today: string): Promise<number>;
  /**
   * Deletes the view and visitor counts of the days before `keptFrom`, a day at a time, if this call
   * is the first of `today` on any instance (it claims the day); answers the rows deleted, or
   * undefined when another call had claimed `today` already.
   */
  purgeBefore(keptFrom: string, today: string): Promise<number | undefined>;
  /** The view counts of the days from `from` to `to` (inclusive, YYYY-MM-DD). */
  viewCounts(from: string, to: string): Promise<ViewCount[]>;
  /** The unique visitors of those days: the closed days' counts, and today's hashes counted. */
  visitorCounts(from: string, to: string): Promise<VisitorCount[]>;
  /**
   * The views of the days from `from` to `to`, added up in the database (the report of a long
   * period reads a row per page, campaign and site, not one per day and combination).
   */
  viewTotals(from: string, to: string): Promise<ViewTotals>;
  /**
   * The views of the calendar months from `fromMonth` to `toMonth` (inclusive, YYYY-MM), added up
   * from their month sums (0024), the same as viewTotals of those months' days.
   */
  monthTotals(fromMonth: string, toMonth: string): Promise<ViewTotals>;
  /** The daily unique visitors of those days added up per page ('' for the whole site). */
  visitorTotals(from: string, to: string): Promise<{ path: string; visitors: number }[]>;
}
