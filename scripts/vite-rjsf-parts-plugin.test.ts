// The parts of react-jsonschema-form the site's browser build leaves out must stay out of reach of
// every form schemas/form.schema.json accepts (the e2e suite then fills in the shipped forms on that build).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getDefaultRegistry } from '@rjsf/core';
import { getWidget, type RJSFSchema, type Widget } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { geoWidgets } from '../src/forms/widgets/GeoSelectWidget.tsx';
import { CODE_FORMATS } from '../src/shared/forms/form-formats.ts';
import { FORM_FORMATS, validationSchema } from '../src/shared/forms/validation-schema.ts';
import { UNREACHABLE_PARTS } from './vite-rjsf-parts-plugin.ts';

const root = resolve(import.meta.dirname, '..');
const formSchema = JSON.parse(readFileSync(join(root, 'schemas/form.schema.json'), 'utf8'));
const field = formSchema.properties.schema.properties.properties.additionalProperties;
const fieldLayout = formSchema.properties.uiSchema.additionalProperties;
const leftOut = (file: string) => Object.keys(UNREACHABLE_PARTS).some((part) => part.endsWith(`/${file}.js`));

describe('the parts of react-jsonschema-form left out of the site', () => {
  it('are modules of the installed packages (a renamed one would quietly stay in)', () => {
    for (const part of Object.keys(UNREACHABLE_PARTS))
      expect(existsSync(join(root, 'node_modules', part)), part).toBe(true);
  });

  it('are out of reach of any form field: a text, a choice or a checkbox, without alternatives or a field of its own', () => {
    expect(field.properties.type.enum).toEqual(['string', 'boolean']);
    expect(field.additionalProperties).toBe(false);
    expect(formSchema.properties.schema.additionalProperties).toBe(false);
    expect(fieldLayout.properties['ui:field']).toEqual(expect.objectContaining({ not: {} }));
    for (const fieldComponent of ['SchemaField', 'ObjectField', 'StringField', 'BooleanField'])
      expect(leftOut(fieldComponent), fieldComponent).toBe(false);
  });

  it('leave in the widget of every name a form may give, and those of a plain text, a choice and a checkbox', () => {
    const registry: Record<string, Widget> = { ...getDefaultRegistry().widgets, ...geoWidgets };
    const registryName = (schema: RJSFSchema, name: string) => {
      const chosen = getWidget(schema, name, registry);
      return Object.keys(registry).find((key) => getWidget(schema, registry[key]!, registry) === chosen);
    };
    const named = (fieldLayout.properties['ui:widget'].enum as string[]).map((name) =>
      registryName(name === 'checkbox' ? { type: 'boolean' } : { type: 'string' }, name),
    );
    const defaults = [
      registryName({ type: 'string' }, 'text'),
      registryName({ type: 'string', enum: ['a'] }, 'select'),
      registryName({ type: 'boolean' }, 'checkbox'),
    ];
    for (const widget of [...named, ...defaults]) {
      expect(widget).toBeDefined();
      expect(leftOut(widget!), widget).toBe(false);
    }
    // A field's "format" names one of the site's syntaxes. A text syntax becomes a pattern of the
    // validation schema; one judged by code (phone) reaches the browser's form as a format no widget
    // is named after, so the plain text widget shows it: no format widget (email, date…) is needed.
    expect(field.properties.format.enum).toEqual(FORM_FORMATS);
    const derived = validationSchema({
      schema: { properties: { Email: { type: 'string', format: 'email' } } },
      uiSchema: {},
    });
    expect(derived.properties.Email).not.toHaveProperty('format');
    for (const format of CODE_FORMATS)
      expect(registryName({ type: 'string', format }, 'text'), format).toBe(registryName({ type: 'string' }, 'text'));
  });
});
