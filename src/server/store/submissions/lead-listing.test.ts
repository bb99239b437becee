// The Leads list (SubmissionStore.listLeads), on both engines: newest first, every kind, filtered,
// suspected bots apart, and pages by keyset that neither skip nor repeat a row.
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { Store } from '../store.ts';
import type { InsertSubmissionInput, LeadFilter, LeadPage } from './types.ts';

const post = (
  type: string,
  payload: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): InsertSubmissionInput => ({
  type,
  payload,
  meta,
  ...(typeof payload.Email === 'string' ? { leadEmail: payload.Email } : {}),
  outbox: [],
});

/** Every page of the list, following `older` from the first, as ids. */
async function allPages(store: Store, filter: LeadFilter, limit: number): Promise<string[][]> {
  const pages: string[][] = [];
  let page: LeadPage = await store.submissions.listLeads(filter, { limit });
  pages.push(page.rows.map((row) => row.id));
  while (page.older) {
    page = await store.submissions.listLeads(filter, { limit, after: page.older });
    pages.push(page.rows.map((row) => row.id));
  }
  return pages;
}

describe.each(enginesUnderTest())('the leads list on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('lists every kind newest first with its lead, and keeps suspected bots to a list of their own', async () => {
    const store = await stores.open();
    const demo = await store.submissions.insertSubmission(
      post('demo', { FirstName: 'Asha', Email: 'Asha@Example.com' }),
    );
    const trial = await store.submissions.insertSubmission(
      post('trial', { Customer: 'Ravi', Email: 'ravi@example.com' }),
    );
    const service = await store.submissions.insertSubmission(post('service', { title: 'Setup' }));
    const bot = await store.submissions.insertSubmission(
      post('demo', { FirstName: 'Spam', Email: 'bot@example.com' }, { suspectedBot: 'honeypot' }),
    );
    const leads = await store.submissions.listLeads({}, { limit: 50 });
    expect(leads.rows.map((row) => row.id)).toEqual([service.id, trial.id, demo.id]);
    expect(leads.rows.map((row) => row.email)).toEqual([null, 'ravi@example.com', 'asha@example.com']);
    expect(leads.rows[2]).toMatchObject({ type: 'demo', payload: { FirstName: 'Asha' }, createdAt: demo.createdAt });
    expect(leads).toMatchObject({ newer: null, older: null });
    const bots = await store.submissions.listLeads({ bots: true }, { limit: 50 });
    expect(bots.rows.map((row) => row.id)).toEqual([bot.id]);
  });

  it('filters by kind, by time range and by text in the values entered, literally and in any case', async () => {
    const store = await stores.open();
    const asha = await store.submissions.insertSubmission(
      post('demo', { FirstName: 'Asha', Email: 'asha@example.com', company: 'Acme 100%' }),
    );
    const ravi = await store.submissions.insertSubmission(
      post('partner', { ContactName: 'Ravi', Email: 'ravi@corp.in', Company: 'Corp', Message: 'Our company resells' }),
    );
    const old = await store.submissions.insertSubmission(post('demo', { FirstName: 'Old', Email: 'old@example.com' }));
    await stores.rawSql(`UPDATE submissions SET created_at = '2025-01-10T08:00:00.000Z' WHERE id = '${old.id}'`);
    const ids = async (filter: LeadFilter) =>
      (await store.submissions.listLeads(filter, { limit: 50 })).rows.map((r) => r.id);

    expect(await ids({ type: 'demo' })).toEqual([asha.id, old.id]);
    expect(await ids({ type: 'partner' })).toEqual([ravi.id]);
    expect(await ids({ type: 'trial' })).toEqual([]);
    expect(await ids({ from: '2025-01-10T00:00:00.000Z', to: '2025-01-11T00:00:00.000Z' })).toEqual([old.id]);
    expect(await ids({ from: '2025-01-11T00:00:00.000Z' })).toEqual([ravi.id, asha.id]);
    expect(await ids({ to: '2025-01-10T08:00:00.000Z' })).toEqual([]);
    expect(await ids({ text: 'ACME' })).toEqual([asha.id]);
    expect(await ids({ text: 'ravi@CORP' })).toEqual([ravi.id]);
    expect(await ids({ text: ' corp ' })).toEqual([ravi.id]);
    expect(await ids({ text: '100%' })).toEqual([asha.id]);
    // % and _ are the visitor's characters, not wildcards.
    expect(await ids({ text: 'a%e' })).toEqual([]);
    expect(await ids({ text: 'as_a' })).toEqual([]);
    expect(await ids({ text: 'example.com', type: 'demo', from: '2025-06-01T00:00:00.000Z' })).toEqual([asha.id]);
    // What the visitor entered, not the names of the fields.
    expect(await ids({ text: 'FirstName' })).toEqual([]);
    expect(await ids({ text: 'company' })).toEqual([ravi.id]);
    const quoted = await store.submissions.insertSubmission(
      post('demo', { FirstName: 'Anil "AK" Kumar', Email: 'ak@example.com' }),
    );
    expect(await ids({ text: 'anil "ak' })).toEqual([quoted.id]);
  });

  it('pages by keyset through rows of one millisecond, forwards and back, none skipped or repeated', async () => {
    const store = await stores.open();
    // Written together, many share a millisecond: insertion order tells them apart.
    const stored = await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        store.submissions.insertSubmission(post(i % 3 ? 'demo' : 'trial', { n: i })),
      ),
    );
    const newestFirst = (await store.submissions.listLeads({}, { limit: 1000 })).rows.map((row) => row.id);
    expect([...newestFirst].sort()).toEqual(stored.map((s) => s.id).sort());

    const pages = await allPages(store, {}, 5);
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages.flat()).toEqual(newestFirst);

    // Back from the last page, by `newer`, the same pages in reverse.
    let page = await store.submissions.listLeads(
      {},
      { limit: 5, after: (await store.submissions.listLeads({}, { limit: 20 })).older! },
    );
    const back: string[][] = [page.rows.map((row) => row.id)];
    while (page.newer) {
      page = await store.submissions.listLeads({}, { limit: 5, before: page.newer });
      back.unshift(page.rows.map((row) => row.id));
    }
    expect(back).toEqual(pages);
    expect(page.newer).toBeNull();

    const trials = await allPages(store, { type: 'trial' }, 3);
    expect(trials.flat()).toEqual(newestFirst.filter((id) => stored.findIndex((s) => s.id === id) % 3 === 0));
  });

  it('refuses a cursor that is not one and a page size out of range', async () => {
    const store = await stores.open();
    await expect(store.submissions.listLeads({}, { limit: 50, after: "x' OR 1=1" })).rejects.toThrow(RangeError);
    await expect(store.submissions.listLeads({}, { limit: 0 })).rejects.toThrow(RangeError);
    await expect(store.submissions.listLeads({}, { limit: 1001 })).rejects.toThrow(RangeError);
    await expect(store.submissions.listLeads({ from: 'yesterday' }, { limit: 5 })).rejects.toThrow(RangeError);
  });
});
