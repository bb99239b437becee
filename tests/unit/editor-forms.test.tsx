// @vitest-environment jsdom
// Every form the editor generates, rendered from its schema with the fixture config's files as data:
// each field gets an input with a label (no "Unsupported field" of react-jsonschema-form), so a kind
// of file or a section type added by a developer is editable, field by field, with no editor code.
import { fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorFormSchema } from '../../scripts/editor/editor-forms-plugin.ts';
import { readSchemas } from '../../scripts/config-check/schema-pass.ts';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { GeneratedForm } from '../../src/editor/schema-form/GeneratedForm.tsx';
import { LIST_PAGE } from '../../src/editor/schema-form/LongList.tsx';
import { uiSchemaFor } from '../../src/editor/schema-form/ui-schema.ts';
import { FILE_KINDS, kindOf } from '../../src/shared/config-check/config-layout.ts';
import {
  editorFormKeys,
  PAGE_SETTINGS,
  sectionFormKey,
  sectionTypesOf,
} from '../../src/shared/config-edit/form-keys.ts';
import type { Schema, SchemaSet } from '../../src/shared/config-edit/schema-walk.ts';

const root = resolve(import.meta.dirname, '../..');
const schemas: SchemaSet = new Map(readSchemas(join(root, 'schemas')).map((schema) => [schema.$id, schema as Schema]));
const configDir = join(root, FIXTURE_CONFIG_DIR);
const files = readdirSync(configDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(configDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
  .sort()
  .map((path) => ({ path, value: JSON.parse(readFileSync(join(configDir, path), 'utf8')) as Record<string, unknown> }));
const pages = files.filter((file) => kindOf(file.path)?.schema === 'page.schema.json');
const sections = pages.flatMap((page) =>
  (page.value.sections as Record<string, unknown>[]).map((section) => ({ path: page.path, section })),
);

const EMPTY = 'an empty file';

/** Each form with the data it is rendered with: every fixture file of its kind, page and section; or nothing. */
function samples(key: string): { name: string; value: Record<string, unknown> }[] {
  if (key === PAGE_SETTINGS)
    return pages.map(({ path, value: { sections: _sections, ...settings } }) => ({ name: path, value: settings }));
  const type = sectionTypesOf(schemas.keys()).find((candidate) => sectionFormKey(candidate) === key);
  if (type) {
    const found = sections
      .filter(({ section }) => section.type === type)
      .map(({ path, section }, index) => ({ name: `${path} #${index + 1}`, value: section }));
    return found.length > 0 ? found : [{ name: 'a new section', value: { type } }];
  }
  const found = files
    .filter((file) => kindOf(file.path)?.schema === key)
    .map(({ path, value }) => ({ name: path, value }));
  return found.length > 0 ? found : [{ name: EMPTY, value: {} }];
}

const context = {
  images: [{ src: '/images/logo.svg', width: 160, height: 40, bytes: 900 }],
  openLibrary: () => undefined,
  icons: ['star'],
  opensInNewTab: '',
};
const keys = editorFormKeys(
  FILE_KINDS.map((kind) => kind.schema),
  schemas.keys(),
);
const cases = keys.flatMap((key) => samples(key).map((sample) => ({ key, ...sample })));

describe('the editor forms', () => {
  it("cover every kind of file, every section type and a page's settings", () => {
    expect(keys).toContain(PAGE_SETTINGS);
    for (const type of sectionTypesOf(schemas.keys())) expect(keys).toContain(sectionFormKey(type));
    expect(keys).toContain('form.schema.json');
  });

  it.each(cases)('$key renders every field of $name with a labelled input', ({ key, name, value }) => {
    const schema = editorFormSchema(schemas, key) as RJSFSchema;
    const form = { schema, uiSchema: uiSchemaFor(schema), validator: customizeValidator() as ValidatorType };
    const { container } = render(
      <GeneratedForm form={form} value={value} onChange={() => {}} errors={{}} context={context} idPrefix="test" />,
    );
    expect(container.textContent).not.toMatch(/Unsupported field|Unknown field type/);
    const inputs = [...container.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')];
    // A file of a kind the fixture config lacks is rendered empty: its lists have no entries yet.
    expect(inputs.length > 0 || name === EMPTY).toBe(true);
    const unlabelled = inputs.filter(
      (input) =>
        !container.querySelector(`label[for="${CSS.escape(input.id)}"]`) &&
        !input.getAttribute('aria-label') &&
        !input.getAttribute('aria-labelledby') &&
        !input.closest('label'),
    );
    expect(unlabelled.map((input) => input.id || input.outerHTML)).toEqual([]);
  });
});

describe('a long list in an editor form', () => {
  const schema = editorFormSchema(schemas, 'press-coverage.schema.json') as RJSFSchema;
  const form = { schema, uiSchema: uiSchemaFor(schema), validator: customizeValidator() as ValidatorType };
  const count = LIST_PAGE * 2 + 10;
  const value = {
    entries: Array.from({ length: count }, (_, index) => ({
      reportNumber: index + 1,
      outlet: `Outlet ${index + 1}`,
      type: 'Online news',
      category: 'Business',
      countries: ['US'],
      monthlyVisits: 1000,
      link: `https://news.example/${index + 1}`,
    })),
  };
  const shownOutlets = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLInputElement>('input[id$="_outlet"]')].map((input) => input.value);
  const outlets = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `Outlet ${from + index}`);

  it('is shown a page of entries at a time, with buttons to the others', () => {
    const { container } = render(
      <GeneratedForm form={form} value={value} onChange={() => {}} errors={{}} context={context} idPrefix="test" />,
    );
    expect(shownOutlets(container)).toEqual(outlets(1, LIST_PAGE));
    expect(screen.getByText(`Entries 1 to ${LIST_PAGE} of ${count}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next entries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next entries' }));
    expect(shownOutlets(container)).toEqual(outlets(LIST_PAGE * 2 + 1, count));
    expect((screen.getByRole('button', { name: 'Next entries' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the page of the field the editor is about to focus', () => {
    const { container, rerender } = render(
      <GeneratedForm form={form} value={value} onChange={() => {}} errors={{}} context={context} idPrefix="test" />,
    );
    rerender(
      <GeneratedForm
        form={form}
        value={value}
        onChange={() => {}}
        errors={{}}
        context={{ ...context, focusTarget: `test_entries_${count - 1}_outlet` }}
        idPrefix="test"
      />,
    );
    expect(shownOutlets(container)).toEqual(outlets(LIST_PAGE * 2 + 1, count));
    expect(container.querySelector(`[id="test_entries_${count - 1}_outlet"]`)).not.toBeNull();
  });
});

describe('a long file in an editor form', () => {
  const schema = editorFormSchema(schemas, 'site.schema.json') as RJSFSchema;
  const form = { schema, uiSchema: uiSchemaFor(schema), validator: customizeValidator() as ValidatorType };
  const site = files.find((file) => file.path === 'site.json')!.value;
  const titles = schema.properties as Record<string, { title: string }>;
  const draw = (errors = {}, focusTarget?: string) =>
    render(
      <GeneratedForm
        form={form}
        value={site}
        onChange={() => {}}
        errors={errors}
        context={{ ...context, focusTarget }}
        idPrefix="file"
        folded
      />,
    );

  it('shows its groups and lists folded under their titles, its single values as they are', () => {
    const { container } = draw();
    expect(
      [...container.querySelectorAll('details.fold')].map((fold) => (fold as HTMLDetailsElement).open),
    ).not.toContain(true);
    expect(screen.getByText(titles.contacts!.title)).toBeTruthy();
    expect(container.querySelector('[id^="file_contacts_"]')).toBeNull();
    expect(container.querySelector('#file_siteUrl')).not.toBeNull();
  });

  it('opens the part with a problem, and the part of the field a problem leads to', () => {
    const { container } = draw({ contacts: { __errors: ['a problem'] } });
    expect(container.querySelector('[id^="file_contacts_"]')).not.toBeNull();
    expect(container.querySelector('[id^="file_theme_"]')).toBeNull();
    const { container: second } = draw({}, 'file_theme_colors_primary');
    expect(second.querySelector('[id^="file_theme_"]')).not.toBeNull();
  });
});

describe('an optional picture the marketer did not touch', () => {
  // Its schema has conditions (described, or decorative): react-jsonschema-form hands back {} for it.
  const type = sectionTypesOf(schemas.keys()).find((candidate) => {
    const schema = editorFormSchema(schemas, sectionFormKey(candidate)) as { required?: string[] };
    return JSON.stringify(schema).includes('"decorative"') && !(schema.required ?? []).includes('image');
  })!;

  it('stays out of the section when another field changes', () => {
    const schema = editorFormSchema(schemas, sectionFormKey(type)) as RJSFSchema;
    const form = { schema, uiSchema: uiSchemaFor(schema), validator: customizeValidator() as ValidatorType };
    const changes: Record<string, unknown>[] = [];
    const { container } = render(
      <GeneratedForm
        form={form}
        value={{ type }}
        onChange={(value) => changes.push(value)}
        errors={{}}
        context={context}
        idPrefix="test"
      />,
    );
    fireEvent.change(container.querySelector<HTMLInputElement>('input[type="text"]')!, {
      target: { value: 'A new text' },
    });
    expect(changes.length).toBeGreaterThan(0);
    for (const value of changes) expect(value).not.toHaveProperty('image');
  });
});
