// Several instances on one database count each client against one budget: the rate limit's counters
// live in the database, not in each process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureApp, postHeaders, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { enginesUnderTest } from '../../../tests/support/store-engines.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';

describe.each(enginesUnderTest())('two instances on one $engine database', ({ skipReason, newStore }) => {
  const apps: FixtureApp[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('share one budget per client: the posts of one client are counted together, whichever instance answers', async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'shared-limit-'));
    const options = await newStore(join(dir, 'data'));
    const env = {
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.pseudonymSalt ? { IP_HASH_SALT: options.pseudonymSalt } : {}),
      RATE_LIMIT_PER_MINUTE: '4',
    };
    apps.push(await fixtureApp(env), await fixtureApp(env));
    const [a, b] = apps as [FixtureApp, FixtureApp];
    // An empty body is refused 400 after the limit was counted: the budget is spent without storing anything.
    const post = (app: FixtureApp, remoteAddress = '198.51.100.7') =>
      app.app.inject({ method: 'POST', url: demoForm.endpoint.url, headers: postHeaders, payload: {}, remoteAddress });
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await post(app)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await post(b, '198.51.100.8')).statusCode).toBe(400);
  });
});
