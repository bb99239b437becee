// node scripts/config-check/check-timing.ts [--articles N] [--runs R]: how long the check
// with a memory (the visual editor's, on every change of its draft) takes after one article's text
// changed, at a site of N generated articles (the config of bench:scale, scale-config.ts). Prints the
// first check (nothing remembered), then R checks each after one more character typed into one
// article's headline, R checks with nothing changed, and one check from nothing for comparison; with
// the load average. Figures only.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { checkConfig, CheckMemory, type ConfigInput } from '../../src/shared/config-check/check-config.ts';
import { configValidator } from '../../src/shared/config-check/config-ajv.ts';
import { articleFile } from '../../src/shared/config-check/config-layout.ts';
import { formRulesError } from '../../src/shared/forms/ajv.ts';
import { generatedSlug, writeScaleConfig } from '../bench/scale-config.ts';
import { loadSchemas } from './schema-pass.ts';
import { publicFiles, readConfigFiles, sectionFacts } from './validate-config.ts';

const { values } = parseArgs({
  options: { articles: { type: 'string', default: '2000' }, runs: { type: 'string', default: '20' } },
});
const articles = Number(values.articles);
const runs = Number(values.runs);
const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'check-timing-'));
try {
  symlinkSync(join(root, 'schemas'), join(work, 'schemas'));
  writeScaleConfig({ from: join(root, SITE_CONFIG_DIR), to: join(work, 'site-config'), articles, pages: 0 });
  const files = readConfigFiles(join(work, 'site-config'));
  const ajv = loadSchemas(join(root, 'schemas'));
  const validators = new Map<string, ReturnType<typeof configValidator>>();
  // The editor's page does not compile form rules (its server answers once per version): remembered here too.
  const rules = new Map<string, string | undefined>();
  const input: ConfigInput = {
    files,
    publicFiles: publicFiles(join(root, 'public')),
    sections: sectionFacts(root, join(root, 'schemas')),
    validator: (name) => {
      if (!validators.has(name)) validators.set(name, configValidator(ajv, name));
      return validators.get(name)!;
    },
    formRules: (form) => {
      const key = JSON.stringify([form.schema, form.uiSchema]);
      if (!rules.has(key)) rules.set(key, formRulesError(form));
      return rules.get(key);
    },
  };
  // The CPU time too: on a shared machine it depends less on what else runs than the wall time.
  const cpu: number[] = [];
  const timed = (run: () => unknown) => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    run();
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
    return performance.now() - started;
  };
  const memory = new CheckMemory();
  const load = () => loadavg()[0]!.toFixed(2);
  console.log(`${files.size} files (${articles} generated articles); load average ${load()}`);
  let found = 0;
  const first = timed(() => (found = checkConfig({ ...input, memory }).problems.length));
  console.log(`first check, nothing remembered: ${first.toFixed(1)} ms (${found} problems)`);
  const edited = articleFile(generatedSlug(Math.ceil(articles / 2)));
  const times: number[] = [];
  cpu.length = 0;
  for (let run = 0; run < runs; run++) {
    const article = JSON.parse(files.get(edited)!) as { headline: string };
    article.headline += 'x';
    files.set(edited, `${JSON.stringify(article, null, 2)}\n`);
    times.push(timed(() => checkConfig({ ...input, memory })));
  }
  const summary = (figures: number[]) => {
    const sorted = [...figures].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} ms, fastest ${sorted[0]!.toFixed(2)}, slowest ${sorted.at(-1)!.toFixed(2)}`;
  };
  console.log(`after one character typed into ${edited}, ${runs} checks:`);
  console.log(`  wall time: ${summary(times)}`);
  console.log(`  CPU time:  ${summary(cpu)}`);
  // What a check costs whatever the edit: finding what changed among all the files.
  const unchanged: number[] = [];
  cpu.length = 0;
  for (let run = 0; run < runs; run++) unchanged.push(timed(() => checkConfig({ ...input, memory })));
  console.log(`nothing changed, ${runs} checks:`);
  console.log(`  wall time: ${summary(unchanged)}`);
  console.log(`  CPU time:  ${summary(cpu)}`);
  console.log(`a check from nothing: ${timed(() => checkConfig(input)).toFixed(1)} ms; load average ${load()}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
