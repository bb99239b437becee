import { describe, expect, it } from 'vitest';
import { createConfigAjv } from './config-ajv.ts';
import { parseJsonSource } from './json-source.ts';
import { relocate, salvage } from './salvage.ts';
import { schemaCheck } from './schema-problems.ts';

const schema = {
  $id: 'https://cortracker.example/schemas/salvage-test.schema.json',
  type: 'object',
  required: ['title', 'sections'],
  properties: {
    title: { type: 'string', minLength: 1 },
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['heading'],
        properties: { heading: { type: 'string', minLength: 1 }, links: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
};
const validate = createConfigAjv([schema]).getSchema(schema.$id)!;

function checked(value: unknown) {
  const { source } = parseJsonSource('page.json', `${JSON.stringify(value, null, 2)}\n`);
  return { source: source!, ...schemaCheck(source!, validate) };
}

describe('what the cross-references may read of a file that fails its schema', () => {
  it('all of it, when every error leaves the shape alone (an empty text)', () => {
    const value = { title: '', sections: [{ heading: '', links: ['/a'] }] };
    const { source, errors } = checked(value);
    expect(errors.length).toBeGreaterThan(0);
    const readable = salvage(source, errors)!;
    expect(readable.source.value).toEqual(value);
    expect(readable.removed).toEqual([]);
  });

  it('the rest of a list, when an entry has the wrong shape, and problems found there are placed back where they are written', () => {
    const { source, errors } = checked({
      title: 'T',
      sections: [{ heading: 'A' }, { heading: 7 }, { links: [] }, { heading: 'D', links: ['/a', 5, '/c'] }],
    });
    const readable = salvage(source, errors)!;
    // The section without a heading is read without it; the strict reading takes it away too.
    expect(readable.removed.sort()).toEqual(['/sections/1', '/sections/3/links/1']);
    expect(readable.source.value).toEqual({
      title: 'T',
      sections: [{ heading: 'A' }, { links: [] }, { heading: 'D', links: ['/a', '/c'] }],
    });
    expect(readable.strict!.removed.sort()).toEqual(['/sections/1', '/sections/2', '/sections/3/links/1']);
    expect(readable.strict!.source.value).toEqual({
      title: 'T',
      sections: [{ heading: 'A' }, { heading: 'D', links: ['/a', '/c'] }],
    });
    // "/c" is the second link of the second section read strictly, the third link of the fourth section written.
    const found = { file: 'page.json', line: 1, column: 1, pointer: '/sections/1/links/1', message: 'leads nowhere' };
    const placed = relocate(readable.strict!, found);
    expect(placed.pointer).toBe('/sections/3/links/2');
    const lines = source.text.split('\n');
    expect(lines[placed.line - 1]!.slice(placed.column - 1)).toMatch(/^"\/c"/);
  });

  it('an object that lacks a property (a field left empty) as it is, its other parts read (issue 40)', () => {
    const value = { title: 'T', sections: [{ links: ['/nowhere'] }] };
    const { source, errors } = checked(value);
    const readable = salvage(source, errors)!;
    expect(readable.removed).toEqual([]);
    expect(readable.source.value).toEqual(value);
    expect(readable.strict!.source.value).toEqual({ title: 'T', sections: [] });
  });

  it('nothing, when an error that breaks the shape is in no list entry', () => {
    const { source, errors } = checked({ title: 3, sections: [] });
    expect(salvage(source, errors)).toBeUndefined();
    // A missing property outside any list entry: read without it, and nothing once read strictly.
    const missing = checked({ sections: [] });
    const readable = salvage(missing.source, missing.errors)!;
    expect(readable.source.value).toEqual({ sections: [] });
    expect(readable.strict).toBeUndefined();
  });
});
