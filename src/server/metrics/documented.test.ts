// The metrics, their documentation (docs/operators.md) and the example alert rules
// (deploy/prometheus) name the same things: a metric added, renamed or dropped in one place fails
// here until the others follow. With promtool installed, the rules' own unit tests run too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics, PREFIX } from './metrics.ts';

const root = resolve(import.meta.dirname, '../../..');
const docs = readFileSync(join(root, 'docs/operators.md'), 'utf8');
const rulesDir = join(root, 'deploy/prometheus');
const rules = readFileSync(join(rulesDir, 'cortracker-alerts.yml'), 'utf8');

const exported = createMetrics({
  outboxCounts: async () => {
    throw new Error('not read here');
  },
  readiness: async () => {
    throw new Error('not read here');
  },
  onError: () => undefined,
})
  .registry.getMetricsAsArray()
  .map((metric) => metric.name);
const ours = exported.filter((name) => name.startsWith(PREFIX));
const HISTOGRAM_PARTS = /_(bucket|count|sum)$/;
const named = (text: string) => [
  ...new Set([...text.matchAll(/\bcortracker_[a-z_]+\b/g)].map((match) => match[0].replace(HISTOGRAM_PARTS, ''))),
];

describe('the metrics', () => {
  it('are each documented in docs/operators.md, and the docs name no other', () => {
    const table = docs.slice(docs.indexOf('## Metrics'), docs.indexOf('## Alerts'));
    expect(named(table).sort()).toEqual([...ours].sort());
  });

  it('include the event-loop delay and the memory of the process the docs point to', () => {
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ])
      expect(exported, name).toContain(name);
  });
});

describe('the example alert rules', () => {
  it('watch only metrics the server exports', () => {
    const watched = named(rules);
    expect(watched.length).toBeGreaterThan(0);
    for (const name of watched) expect(ours, name).toContain(name);
  });

  const promtool = process.env.PROMTOOL ?? (spawnSync('promtool', ['--version']).status === 0 ? 'promtool' : undefined);
  it.skipIf(!promtool)('pass promtool check rules and their own unit tests', () => {
    for (const args of [
      ['check', 'rules', 'cortracker-alerts.yml'],
      ['test', 'rules', 'cortracker-alerts.test.yml'],
    ]) {
      const run = spawnSync(promtool!, args, { cwd: rulesDir, encoding: 'utf8', timeout: 60_000 });
      expect(run.status, `${args.join(' ')}\n${run.stdout}${run.stderr}`).toBe(0);
    }
  });
});
