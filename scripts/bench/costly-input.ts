// npm run bench:input: how long the check of the worst bodies holds the event loop, per form of
// site-config/: every text field filled with the 16 KiB that its patterns find hardest (the pumps
// recheck finds for the patterns this project once had). Timings are reported, never asserted: the
// tests assert the algorithmic property (no pattern runs on an over-long value; every pattern linear).
// The median is wall-clock time; the longest is this thread's CPU time (process.threadCpuUsage),
// which other work on a shared machine does not lengthen (it is counted in steps of a millisecond or so).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bodyChecker } from '../../src/server/forms/check-body.ts';
import type { FormDefinition } from '../../src/shared/forms/definition.ts';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  isConfigFileName,
  pageFile,
} from '../../src/shared/config-check/config-layout.ts';
import { holdMeter } from './hold-meter.ts';

const root = resolve(import.meta.dirname, '../..');
const formsDir = join(root, 'site-config', CONFIG_FOLDERS.forms);
const BODY_BYTES = 16 * 1024 - 200;
const PUMPS: Record<string, (n: number) => string> = {
  'letters then a newline': (n) => `${'a'.repeat(n - 1)}\n`,
  'a@ then dots': (n) => `a@${'.'.repeat(n - 2)}`,
  spaces: (n) => ' '.repeat(n),
  'a. pairs then @': (n) => `${'a.'.repeat(Math.floor((n - 1) / 2))}@`,
};
const ROUNDS = 50;

/** This thread's CPU time so far, in ms. */
function threadMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

let worst = 0;
for (const file of readdirSync(formsDir).filter(isConfigFileName).sort()) {
  const form = JSON.parse(readFileSync(join(formsDir, file), 'utf8')) as FormDefinition;
  const check = bodyChecker(form);
  const textFields = Object.entries(form.schema.properties)
    .filter(([, rules]) => rules.type === 'string' && !rules.enum)
    .map(([field]) => field);
  for (const [name, pump] of Object.entries(PUMPS)) {
    // All the text in one field (the worst for a pattern), then spread over all fields.
    for (const spread of [1, textFields.length]) {
      const text = pump(Math.floor(BODY_BYTES / spread));
      const body = Object.fromEntries(
        textFields
          .slice(0, spread === 1 ? textFields.length : spread)
          .map((field, index) => [field, spread === 1 && index > 0 ? 'x' : text]),
      );
      const times: number[] = [];
      let max = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const start = performance.now();
        const cpu = threadMs();
        check(body);
        times.push(performance.now() - start);
        max = Math.max(max, threadMs() - cpu);
      }
      times.sort((a, b) => a - b);
      worst = Math.max(worst, max);
      console.log(
        `${form.id.padEnd(8)} ${name.padEnd(24)} ${spread === 1 ? 'one field ' : 'all fields'}  median ${times[ROUNDS / 2]!.toFixed(3)} ms  longest ${max.toFixed(1)} ms of CPU`,
      );
    }
  }
}
console.log(`\nlongest hold of the event loop by one check: ${worst.toFixed(1)} ms of CPU (target: at most 20 ms)`);

// The editor's costly paths, on the real app in this process (so that its event loop is the one
// measured), over the built dist/ and a copy of site-config/: a save of a page with thousands of
// unknown properties, a publish of such a draft, a publish whose diff is long, the largest draft
// file and the largest save body. Meanwhile a visitor keeps asking for a page; its latency is
// compared with the same visitor's on an idle server.
//
// A hold is measured in this thread's CPU time between two turns of the event loop
// (process.threadCpuUsage): on a shared machine a wall-clock delay also counts the time the
// operating system gave the CPU to others, which no code here can shorten. The wall-clock delay
// (monitorEventLoopDelay) is printed beside it, with the machine's load.
await measureEditorPaths();

async function measureEditorPaths(): Promise<void> {
  const { cpSync, existsSync, mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { availableParallelism, loadavg } = await import('node:os');
  const { buildApp } = await import('../../src/server/app.ts');
  const { readServerConfig } = await import('../../src/server/config.ts');
  const { hashPassword } = await import('../../src/server/admin/passwords.ts');
  const { openStore } = await import('../../src/server/store/index.ts');
  const { MAX_DRAFT_BYTES, MAX_FILE_BYTES } = await import('../../src/server/publish/draft-bounds.ts');
  const { SAVE_BODY_LIMIT } = await import('../../src/server/editor/plugin.ts');

  console.log("\nThe editor's save and publish, with a visitor asking for a page all the while:");
  if (!existsSync(join(root, 'dist', '.meta')) || !existsSync(join(root, 'dist-editor', 'index.html'))) {
    console.log('  skipped: build the site first (npm run build)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-input-'));
  const configDir = join(dir, 'config');
  cpSync(join(root, 'site-config'), configDir, { recursive: true });
  const config = readServerConfig(
    {
      DATA_DIR: join(dir, 'data'),
      DIST_DIR: join(root, 'dist'),
      CONFIG_DIR: configDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    root,
  );
  const app = await buildApp(config);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const password = 'a bench passphrase of some length';
  const store = await openStore({ dataDir: config.dataDir });
  const hash = await hashPassword(password);
  const user = await store.accounts.createUser(
    { name: 'bench', fullName: 'Bench', email: '', passwordHash: hash, roles: ['editor', 'publisher'] },
    new Date(),
  );
  await store.accounts.setPassword(user.id, hash, false, new Date());
  await store.close();

  const token = 'b'.repeat(43);
  const signIn = await fetch(`${base}/admin/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
    body: JSON.stringify({ name: 'bench', password }),
  });
  const session = /cortracker_admin=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')?.[0];
  if (!session) throw new Error(`sign-in failed: ${signIn.status}`);
  const headers = {
    'content-type': 'application/json',
    cookie: `XSRF-TOKEN=${token}; ${session}`,
    'x-xsrf-token': token,
  };
  const call = async (method: 'GET' | 'POST', path: string, body?: string) => {
    const response = await fetch(`${base}/admin/api/${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, body: await response.text() };
  };
  const files = JSON.parse((await call('GET', 'config')).body) as {
    files: { path: string; text: string; hash: string }[];
  };
  const fileOf = (path: string) => files.files.find((file) => file.path === path)!;
  const page = fileOf(pageFile('home'));
  const visitorPath = '/erp';

  /** A visitor's GETs, one after the other, until `until` settles; their latencies in ms. */
  async function visitor(until: Promise<unknown>): Promise<number[]> {
    let done = false;
    void until.finally(() => (done = true));
    const times: number[] = [];
    while (!done) {
      const start = performance.now();
      const response = await fetch(`${base}${visitorPath}`);
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    return times;
  }
  const quantile = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const describeTimes = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${times.length} GETs, median ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
  };

  // Warm: the checks' thread set up, the page cached, the password thread idle.
  await call(
    'POST',
    'save',
    JSON.stringify({ files: [{ path: page.path, baseHash: page.hash, value: JSON.parse(page.text) }] }),
  );
  const idle = new Promise((resolve) => setTimeout(resolve, 3000));
  console.log(`  an idle server: ${describeTimes(await visitor(idle))}`);

  const unknown = (count: number) => ({
    ...(JSON.parse(page.text) as object),
    ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`unknownProperty${i}`, i])),
  });
  const faq = fileOf(CONFIG_FILES.faq);
  const longLines = `{\n"items": [\n${Array.from({ length: 60_000 }, (_, i) => `${i % 10}`).join(',\n')}\n]\n}\n`;
  const atCap = JSON.stringify({ title: 'x', $comment: 'y'.repeat(MAX_FILE_BYTES - 100) });
  const draft = (path: string, baseHash: string | null, text: string) =>
    JSON.stringify({ files: [{ path, baseHash, text }] });

  const cases: { name: string; run: () => Promise<{ status: number; body: string }> }[] = [
    {
      name: 'save of a page with 6,000 unknown properties',
      run: () =>
        call(
          'POST',
          'save',
          JSON.stringify({ files: [{ path: page.path, baseHash: page.hash, value: unknown(6000) }] }),
        ),
    },
    {
      name: 'save of a page with 8,000 unknown properties',
      run: () =>
        call(
          'POST',
          'save',
          JSON.stringify({ files: [{ path: page.path, baseHash: page.hash, value: unknown(8000) }] }),
        ),
    },
    {
      name: 'publish of a draft holding that page',
      run: async () => {
        await call('POST', 'draft/discard', '{}');
        await call('POST', 'draft', draft(page.path, page.hash, `${JSON.stringify(unknown(6000), null, 2)}\n`));
        return call('POST', 'publish', '{}');
      },
    },
    {
      name: `publish of a draft file of ${(60_000).toLocaleString('en')} lines (its diff)`,
      run: async () => {
        await call('POST', 'draft/discard', '{}');
        await call('POST', 'draft', draft(faq.path, faq.hash, longLines));
        return call('POST', 'publish', '{}');
      },
    },
    {
      name: `draft save of a file at its cap (${MAX_FILE_BYTES / 1024} KiB)`,
      run: async () => {
        await call('POST', 'draft/discard', '{}');
        return call('POST', 'draft', draft(pageFile('at-the-cap'), null, atCap));
      },
    },
    {
      // A save that is stored: every article's body grown until the draft is near its cap.
      name: `save of every article, grown to a draft of ${MAX_DRAFT_BYTES / 1024 / 1024} MiB (stored)`,
      run: async () => {
        await call('POST', 'draft/discard', '{}');
        // The editor loads articles one by one (its first answer holds none of them): as it does.
        const articles = await Promise.all(
          readdirSync(join(configDir, CONFIG_FOLDERS.blog))
            .filter(isConfigFileName)
            .map(
              async (name) =>
                JSON.parse((await call('GET', `files/${CONFIG_FOLDERS.blog}/${name}`)).body) as {
                  path: string;
                  text: string;
                  hash: string;
                },
            ),
        );
        const each = Math.floor((MAX_DRAFT_BYTES * 0.9) / articles.length);
        const grown = articles.map((file) => {
          const value = JSON.parse(file.text) as { body: string[] };
          const paragraph = 'A paragraph of an article, written to find what a large save costs. '.repeat(8);
          const more = Math.floor((each - file.text.length) / (paragraph.length + 8));
          value.body.push(...Array.from({ length: more }, () => paragraph));
          return { path: file.path, baseHash: file.hash, value };
        });
        return call('POST', 'save', JSON.stringify({ files: grown }));
      },
    },
    {
      name: `save of the largest body (${SAVE_BODY_LIMIT / 1024 / 1024} MiB)`,
      run: () => {
        const filler = 'z'.repeat(SAVE_BODY_LIMIT - 4096);
        return call(
          'POST',
          'save',
          JSON.stringify({ files: [{ path: pageFile('huge'), baseHash: null, value: { title: filler } }] }),
        );
      },
    },
  ];

  let longest = 0;
  for (const { name, run } of cases) {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const stop = holdMeter();
    const start = performance.now();
    const answer = run();
    const during = await visitor(answer);
    const { status, body } = await answer;
    const elapsed = performance.now() - start;
    const hold = stop();
    histogram.disable();
    longest = Math.max(longest, hold);
    const message = (JSON.parse(body) as { message?: string }).message ?? '';
    console.log(
      `  ${name}: ${status} in ${(elapsed / 1000).toFixed(2)} s (${message.slice(0, 60)}${message.length > 60 ? '…' : ''})`,
    );
    console.log(
      `    longest hold of the event loop ${hold.toFixed(1)} ms of CPU (wall-clock delay at most ${(histogram.max / 1e6).toFixed(1)} ms); visitor: ${describeTimes(during)}`,
    );
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nlongest hold of the event loop on the editor's paths: ${longest.toFixed(1)} ms of CPU (target: under 20 ms); load average ${load} on ${availableParallelism()} cores`,
  );
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
