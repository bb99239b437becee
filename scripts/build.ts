// npm run build: validate the config, build the client and server-render bundles, prerender every
// page to static HTML with its compressed copies. The server only ever serves what this writes to dist/.
// A publish from /admin runs the same build on its own copy of the config into a new folder, from
// the live build (what did not change is reused; scripts/build/site-build.ts):
//   node scripts/build.ts --config DIR --out DIR [--previous DIR] [--at ISO] --progress --stop-with-parent
// --at: the moment the pages' and articles' show-from and show-until dates are judged at (now by default).
// --checked DIGEST: the publish checked this config already and found no error (src/server/editor/
// checked-config.ts); its check is taken when the digest of what this build reads is the same, else
// the config is checked here as always.
// --stop-with-parent stops the build when its standard input closes (its server died: stop-with-parent.ts);
// --progress prints `progress {"step","percent"}` lines for the admin's progress bar; --timings prints
// `timing {"step","ms"}` lines and the build's peak memory (npm run bench:scale reads them).
// SOURCE_DATE_EPOCH (seconds) sets the build's time, so that two builds of one config are identical.
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem, isError, type Problem } from '../src/shared/config-check/json-source.ts';
import { SchemaCompileError } from '../src/shared/config-check/schema-compile.ts';
import { summaryOf } from './config-check/schema-strict.ts';
import { validateInThread, type Checked } from './validate-in-thread.ts';
import { checkedDigest, checkerVersion } from '../src/server/editor/checked-config.ts';
import { readConfigFilesAsync } from '../src/server/editor/config-files.ts';
import { readPublicFiles } from '../src/server/editor/project-facts.ts';

// React must load in production mode everywhere, before anything imports it.
process.env.NODE_ENV = 'production';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    config: { type: 'string' },
    out: { type: 'string' },
    previous: { type: 'string' },
    progress: { type: 'boolean' },
    at: { type: 'string' },
    checked: { type: 'string' },
    timings: { type: 'boolean' },
    'stop-with-parent': { type: 'boolean' },
  },
});
if (args['stop-with-parent']) (await import('./build/stop-with-parent.ts')).stopWithParent();
const configDir = resolve(args.config ?? join(root, 'site-config'));
const dist = resolve(args.out ?? join(root, 'dist'));
const epoch = process.env.SOURCE_DATE_EPOCH;
const now = epoch ? new Date(Number(epoch) * 1000) : new Date();
// The moment the content's show-from and show-until dates are judged at: a publish says its server's time.
const visibleAt = args.at === undefined ? undefined : new Date(args.at);
if (visibleAt && Number.isNaN(visibleAt.getTime())) throw new Error(`--at ${args.at} is not a moment (ISO 8601)`);

/** Steps of a build and the share of the bar each ends at. */
const STEP_END = { validate: 5, bundle: 55, prerender: 90, finish: 98 } as const;
type Step = keyof typeof STEP_END;
const STEP_START: Record<Step, number> = { validate: 0, bundle: 5, prerender: 55, finish: 90 };
function progress(step: Step, fraction: number): void {
  const percent = STEP_START[step] + (STEP_END[step] - STEP_START[step]) * fraction;
  if (args.progress) console.log(`progress ${JSON.stringify({ step, percent: Math.round(percent) })}`);
}
const started = performance.now();
let last = started;
let lastCpu = process.cpuUsage();
/** A step's wall time, and the processor time of the whole process meanwhile (all threads, the config
 *  check's too: it runs alongside). */
function timing(step: string, extra: object = {}): void {
  if (!args.timings) return;
  const now = performance.now();
  const cpu = process.cpuUsage(lastCpu);
  console.log(
    `timing ${JSON.stringify({ step, ms: Math.round(now - last), processCpuMs: Math.round((cpu.user + cpu.system) / 1000), ...extra })}`,
  );
  last = now;
  lastCpu = process.cpuUsage();
}

class ConfigProblems extends Error {}

/** Whether the publish's check (--checked) is of the very config, public files and checker this build has. */
async function checkedBefore(digest: string): Promise<boolean> {
  const [files, publicFiles] = await Promise.all([
    readConfigFilesAsync(configDir),
    readPublicFiles(join(root, 'public')),
  ]);
  return checkedDigest(checkerVersion(root), files, publicFiles) === digest;
}

progress('validate', 0);
let validateCpuMs = 0;
const digest = args.checked;
const checked = (digest ? checkedBefore(digest) : Promise.resolve(false)).then(
  (taken): Promise<Checked & { taken: boolean }> =>
    taken
      ? Promise.resolve({ problems: [], cpuMs: 0, taken })
      : validateInThread(configDir, root).then((check) => ({ ...check, taken })),
);
const verdict = checked.then(({ problems, cpuMs, taken }) => {
  validateCpuMs = cpuMs;
  if (args.timings)
    console.log(
      `timing ${JSON.stringify({ step: taken ? "validate (the publish's check taken)" : 'validate (alongside)', ms: Math.round(performance.now() - started) })}`,
    );
  // A publish's copy of the config lies elsewhere: only its errors are news to the person publishing.
  // A schema's problem is named from the project, as npm run validate names it.
  const inSchemas = (problem: Problem) => problem.file.startsWith(join(root, 'schemas', '/'));
  for (const problem of args.progress ? problems.filter(isError) : problems)
    console.error(formatProblem(problem, args.config && !inSchemas(problem) ? configDir : process.cwd()));
  const errors = problems.filter(isError);
  if (errors.length === 0) return;
  // Schemas that do not compile are counted as npm run validate counts them, not as the config's
  // (whose words a publish hands to the editor: src/server/publish/site-build-run.ts).
  const summary = errors.some(inSchemas)
    ? summaryOf(errors, 0, configDir, join(root, 'schemas'))
    : `${errors.length} config problem(s)`;
  throw new ConfigProblems(`build stopped: ${summary}; see npm run validate`);
});

// Imported once the check has started: in a publish of a small change, the check is the longest part.
const { buildSite } = await import('./build/site-build.ts');
let result;
try {
  result = await buildSite({
    root,
    configDir,
    outDir: dist,
    previousDir: args.previous ? resolve(args.previous) : undefined,
    checked: verdict,
    now,
    ...(visibleAt ? { visibleAt } : {}),
    onProgress: progress,
    onTiming: (step) => timing(step),
    onWarning: (message) => console.error(`warning: ${message}`),
  });
} catch (error) {
  if (!(error instanceof ConfigProblems)) throw error;
  console.error(`\n${error.message}`);
  process.exit(1);
}
const mainCpu = process.threadCpuUsage();
timing('total', {
  ms: Math.round(performance.now() - started),
  peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  // Processor time by thread: this one (bundling among others), the config check, the render threads.
  cpuMs: {
    main: Math.round((mainCpu.user + mainCpu.system) / 1000),
    validate: Math.round(validateCpuMs),
    render: Math.round(result.threadsCpuMs),
  },
});
const from = args.previous ? ` from ${relative(process.cwd(), resolve(args.previous)) || '.'}` : '';
console.log(
  `built: ${result.pages} pages, ${result.rendered} rendered, ${result.reused} reused${from}; bundles ${result.bundlesReused ? 'reused' : 'built'}`,
);
console.log(`encoded ${result.picturesEncoded} picture copies, ${result.picturesFromCache} from cache`);

if (!args.out) {
  // The visual editor and the admin pages' script: their own bundles in their own directories,
  // part of the server program, not of a site build (a publish skips them).
  const { buildEditor, EDITOR_OUT_DIR } = await import('./editor/build-editor.ts');
  try {
    await buildEditor(root);
  } catch (error) {
    if (!(error instanceof SchemaCompileError)) throw error;
    console.error(`build stopped: the editor's bundle: ${error.message}`);
    process.exit(1);
  }
  console.log(`built: the editor in ${EDITOR_OUT_DIR}/`);
  const { buildAdmin, ADMIN_OUT_DIR } = await import('./admin/build-admin.ts');
  await buildAdmin(root);
  console.log(`built: the admin pages in ${ADMIN_OUT_DIR}/`);
}
