// Every problem at once, on the specified content: whatever list entry of whatever file is given a
// wrong shape, the cross-references still run over what can be read of that file (no check trips
// over it), and a dead link written elsewhere in the config is still reported beside it.
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEC_CONTENT_DIR } from '../../src/config/config-dir.ts';
import { checkConfig } from '../../src/shared/config-check/check-config.ts';
import { configValidator } from '../../src/shared/config-check/config-ajv.ts';
import { pointerSegment } from '../../src/shared/config-check/json-source.ts';
import { walkJson } from '../../src/shared/config-check/json-walk.ts';
import { formRulesError } from '../../src/shared/forms/ajv.ts';
import { loadSchemas } from './schema-pass.ts';
import { publicFiles, readConfigFiles, sectionFacts } from './validate-config.ts';

const root = resolve(import.meta.dirname, '../..');
const files = readConfigFiles(join(root, SPEC_CONTENT_DIR));
const ajv = loadSchemas(join(root, 'schemas'));
const rulesErrors = new Map<string, string | undefined>();
const facts = {
  publicFiles: publicFiles(join(root, 'public')),
  sections: sectionFacts(root, join(root, 'schemas')),
  validator: (name: string) => configValidator(ajv, name),
  // A form's rules compile once per version: the property runs the whole check many times.
  formRules: (form: Parameters<typeof formRulesError>[0]) => {
    const key = JSON.stringify(form.schema);
    if (!rulesErrors.has(key)) rulesErrors.set(key, formRulesError(form));
    return rulesErrors.get(key);
  },
};

/** Every list entry of every file (but the dead-link file): [file, pointer]. */
const entries = [...files]
  .filter(([path]) => path !== 'navigation.json')
  .flatMap(([path, text]) => {
    const found: [string, string][] = [];
    walkJson(JSON.parse(text), (pointer, key) => {
      if (/^\d+$/.test(key)) found.push([path, pointer]);
    });
    return found;
  });

/** The value with the entry at the pointer replaced. */
function replaced(value: unknown, pointer: string, by: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = pointer.slice(1).split('/');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1))
    node = node[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Record<string, unknown>;
  node[keys.at(-1)!] = by;
  return copy;
}

const DEAD_LINK = '/no-such-page-anywhere';
const navigation = JSON.parse(files.get('navigation.json')!) as {
  footer: { columns: { links: { href: string }[] }[] };
};
navigation.footer.columns[0]!.links[0]!.href = DEAD_LINK;
const deadLinkPointer = `/footer/columns/0/links/0/${pointerSegment('href')}`;

describe('a config with a wrongly shaped list entry somewhere', () => {
  it('is cross-checked all the same, with that file’s readable rest', { timeout: 60_000 }, () => {
    expect(entries.length).toBeGreaterThan(500);
    fc.assert(
      fc.property(
        fc.constantFrom(...entries),
        fc.constantFrom<unknown>(7, 'text', null, true, { unexpected: [] }),
        ([path, pointer], by) => {
          const edited = new Map(files);
          edited.set('navigation.json', `${JSON.stringify(navigation, null, 2)}\n`);
          edited.set(path, `${JSON.stringify(replaced(JSON.parse(files.get(path)!), pointer, by), null, 2)}\n`);
          const check = checkConfig({ files: edited, ...facts });
          // An entry whose schema takes any value leaves the file sound; any other is reported, the rest read.
          if (!check.sound.has(path)) {
            expect(check.salvaged, `${path} ${pointer}`).toContain(path);
            expect(check.problems.some((problem) => problem.file === path)).toBe(true);
          }
          expect(
            check.problems.filter((problem) => problem.file === 'navigation.json').map((problem) => problem.pointer),
          ).toContain(deadLinkPointer);
        },
      ),
      { numRuns: 150 },
    );
  });
});
