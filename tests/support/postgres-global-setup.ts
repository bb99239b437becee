// Vitest global setup: one throwaway PostgreSQL cluster for the whole unit run; each store test
// makes its own database on it (tests/support/store-engines.ts).
//
// Without PostgreSQL binaries the PostgreSQL half of the store tests cannot run. In CI (CI set)
// that fails the run; elsewhere (a laptop without Debian's postgresql package) it is skipped with
// the reason printed, so the SQLite half still gives an answer.
import type { TestProject } from 'vitest/node';
import { postgresRequired, postgresUnavailableReason, startPostgresCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { adminUrl: string } | { skipReason: string };
  }
}

export default async function setup(project: TestProject) {
  const reason = postgresUnavailableReason();
  if (reason) {
    if (postgresRequired()) throw new Error(`The store tests need PostgreSQL in CI: ${reason}`);
    console.warn(`\n  PostgreSQL store tests SKIPPED: ${reason}\n`);
    project.provide('postgres', { skipReason: reason });
    return undefined;
  }
  const cluster = await startPostgresCluster({ durable: false });
  project.provide('postgres', { adminUrl: cluster.url() });
  return () => cluster.stop();
}
