// npm run bench:input: how long the check of the worst bodies holds the event loop, per form of
// site-config/: every text field filled with the 16 KiB that its patterns find hardest (the pumps
// recheck finds for the patterns this project once had). Timings are reported, never asserted: the
// tests assert the algorithmic property (no pattern runs on an over-long value; every pattern linear).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bodyChecker } from '../../src/server/forms/check-body.ts';
import type { FormDefinition } from '../../src/shared/forms/definition.ts';

const root = resolve(import.meta.dirname, '../..');
const formsDir = join(root, 'site-config', 'forms');
const BODY_BYTES = 16 * 1024 - 200;
const PUMPS: Record<string, (n: number) => string> = {
  'letters then a newline': (n) => `${'a'.repeat(n - 1)}\n`,
  'a@ then dots': (n) => `a@${'.'.repeat(n - 2)}`,
  spaces: (n) => ' '.repeat(n),
  'a. pairs then @': (n) => `${'a.'.repeat(Math.floor((n - 1) / 2))}@`,
};
const ROUNDS = 50;

let worst = 0;
for (const file of readdirSync(formsDir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
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
      for (let round = 0; round < ROUNDS; round++) {
        const start = performance.now();
        check(body);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const max = times.at(-1)!;
      worst = Math.max(worst, max);
      console.log(
        `${form.id.padEnd(8)} ${name.padEnd(24)} ${spread === 1 ? 'one field ' : 'all fields'}  median ${times[ROUNDS / 2]!.toFixed(3)} ms  max ${max.toFixed(3)} ms`,
      );
    }
  }
}
console.log(`\nlongest hold of the event loop by one check: ${worst.toFixed(2)} ms (target: at most 20 ms)`);
