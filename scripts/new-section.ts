// npm run new-section <name> [-- --title … --description … --fields … --list …]: writes a new
// section type whole (scripts/new-section/scaffold.ts). What the flags leave out is asked for when
// the terminal is a person's; otherwise the missing flags are named and nothing is written.
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FIELD_KINDS } from './new-section/fields.ts';
import { RefusedError, scaffoldSection, testCommand, type SectionRequest } from './new-section/scaffold.ts';

const USAGE = `npm run new-section <name> -- --title "Pricing table" --description "Plans side by side, one highlighted." \\
    --list plans --fields "name:text,price:text,note:paragraph?,highlight:flag,features:list,action:button"

  <name>         the section type, camelCase (pricingTable)
  --title        the palette's name of the type, in a marketer's words
  --description  one sentence: what the section shows
  --list         the name of the section's list of entries (default: items)
  --fields       the fields of each entry, name:kind, "?" after the kind for an optional one; kinds:
${Object.entries(FIELD_KINDS)
  .map(([kind, what]) => `                   ${kind.padEnd(10)} ${what}`)
  .join('\n')}`;

const root = resolve(import.meta.dirname, '..');
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      description: { type: 'string' },
      fields: { type: 'string' },
      list: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length > 1) {
  console.error(`Name one section type (got ${positionals.length}: ${positionals.join(', ')}).\n\n${USAGE}`);
  process.exit(2);
}

const questions = {
  name: 'Section type (camelCase, e.g. pricingTable): ',
  title: 'Title (the palette’s name of the type, e.g. "Pricing table"): ',
  description: 'Description (one sentence: what the section shows): ',
  list: 'Name of its list of entries (camelCase, e.g. plans) [items]: ',
  fields: `Fields of each entry, name:kind,… (kinds: ${Object.keys(FIELD_KINDS).join(', ')}): `,
} as const;
const given: Partial<Record<keyof typeof questions, string>> = { ...values, name: positionals[0] };
const missing = (Object.keys(questions) as (keyof typeof questions)[]).filter(
  (key) => given[key] === undefined && key !== 'list',
);
if (missing.length > 0) {
  if (!process.stdin.isTTY) {
    const named = missing.map((key) => (key === 'name' ? '<name>' : `--${key}`)).join(', ');
    console.error(`Nothing written: ${named} missing (and no terminal to ask on).\n\n${USAGE}`);
    process.exit(2);
  }
  // Lines are read as a stream, not by question(): a pasted answer of several lines is kept for the
  // questions after it instead of being dropped.
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const lines = terminal[Symbol.asyncIterator]();
  for (const key of Object.keys(questions) as (keyof typeof questions)[]) {
    if (given[key] !== undefined) continue;
    process.stdout.write(questions[key]);
    const line = await lines.next();
    if (line.done) {
      console.error('\nNothing written: the input ended before every question was answered.');
      process.exit(2);
    }
    given[key] = (line.value as string).trim();
  }
  terminal.close();
}

const request: SectionRequest = {
  name: given.name ?? '',
  title: given.title ?? '',
  description: given.description ?? '',
  fields: given.fields ?? '',
  list: given.list || 'items',
};
try {
  const written = await scaffoldSection(root, request);
  console.log(`Wrote the section type "${request.name}":\n${written.files.map((file) => `  ${file}`).join('\n')}`);
  console.log(`\nFill in:\n${written.todo.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nTest it:\n  ${testCommand(request.name)}`);
} catch (error) {
  if (!(error instanceof RefusedError)) throw error;
  console.error(`Cannot make the section type "${request.name}", ${error.message}`);
  process.exit(1);
}
