// react-jsonschema-form's default registry brings every field, widget and template it has, and
// @rjsf/utils a URI library for schemas that reference others. The site's forms cannot reach most of
// it: schemas/form.schema.json lets a field be a text, a choice or a checkbox (no arrays, numbers,
// anyOf/oneOf or ui:field), names the widgets a field may use, and the validator refuses $ref and $id
// in a form's rules. So the site's browser build puts, in place of each part no valid form reaches, a
// stand-in that says why if it is ever rendered; a form page loads about 18 KiB (gzip) less.
// Like the markdown-to-jsx stand-in (vite.config.ts), this changes nothing a visitor can see. The
// visual editor, whose forms edit any config, is built apart and keeps react-jsonschema-form whole.
import type { Plugin } from 'vite';

const CORE = '@rjsf/core/lib/components/';
const NO_ARRAYS = 'a field is a text, a choice or a checkbox, not a list';
const NO_NUMBERS = 'a field is a text, a choice or a checkbox, not a number or null';
const NO_ALTERNATIVES = 'a field has no anyOf or oneOf';
const NO_LAYOUT_FIELDS = 'a field names no ui:field';
const NO_REFERENCES = "a form's rules hold no $ref or $id";
const SCHEMA_TYPES = 'every field has a type the form knows';
const NAMED_WIDGETS =
  'ui:widget names only text, textarea, select, checkbox, hidden and the place lists, and no field has a format';

/** Each module left out, by its path under node_modules, with what keeps every valid form from it. */
export const UNREACHABLE_PARTS: Record<string, string> = {
  [`${CORE}fields/ArrayField.js`]: NO_ARRAYS,
  [`${CORE}templates/ArrayFieldDescriptionTemplate.js`]: NO_ARRAYS,
  [`${CORE}templates/ArrayFieldItemButtonsTemplate.js`]: NO_ARRAYS,
  [`${CORE}templates/ArrayFieldItemTemplate.js`]: NO_ARRAYS,
  [`${CORE}templates/ArrayFieldTemplate.js`]: NO_ARRAYS,
  [`${CORE}templates/ArrayFieldTitleTemplate.js`]: NO_ARRAYS,
  [`${CORE}fields/NumberField.js`]: NO_NUMBERS,
  [`${CORE}fields/NullField.js`]: NO_NUMBERS,
  [`${CORE}fields/MultiSchemaField.js`]: NO_ALTERNATIVES,
  [`${CORE}templates/MultiSchemaFieldTemplate.js`]: NO_ALTERNATIVES,
  [`${CORE}fields/LayoutGridField.js`]: NO_LAYOUT_FIELDS,
  [`${CORE}fields/LayoutHeaderField.js`]: NO_LAYOUT_FIELDS,
  [`${CORE}fields/LayoutMultiSchemaField.js`]: NO_LAYOUT_FIELDS,
  [`${CORE}templates/GridTemplate.js`]: NO_LAYOUT_FIELDS,
  [`${CORE}fields/CyclicSchemaField.js`]: NO_REFERENCES,
  [`${CORE}templates/CyclicSchemaExpandTemplate.js`]: NO_REFERENCES,
  'fast-uri/index.js': NO_REFERENCES,
  [`${CORE}fields/FallbackField.js`]: SCHEMA_TYPES,
  [`${CORE}templates/FallbackFieldTemplate.js`]: SCHEMA_TYPES,
  ...Object.fromEntries(
    [
      'AltDateTimeWidget',
      'AltDateWidget',
      'CheckboxesWidget',
      'ColorWidget',
      'DateTimeWidget',
      'DateWidget',
      'EmailWidget',
      'FileWidget',
      'PasswordWidget',
      'RadioWidget',
      'RangeWidget',
      'RatingWidget',
      'TimeWidget',
      'UpDownWidget',
      'URLWidget',
    ].map((widget) => [`${CORE}widgets/${widget}.js`, NAMED_WIDGETS]),
  ),
};

const STAND_IN = '\0rjsf-left-out:';

function standIn(part: string, reason: string): string {
  const refuse = `() => { throw new Error(${JSON.stringify(`react-jsonschema-form's ${part} is left out of the site's build: ${reason} (scripts/vite-rjsf-parts-plugin.ts)`)}); }`;
  // fast-uri is an object of functions (@rjsf/utils calls resolve and equal); the others are components.
  return part.startsWith('fast-uri/')
    ? `const refuse = ${refuse};\nexport default { resolve: refuse, equal: refuse };\n`
    : `export default ${refuse};\n`;
}

/** The part a resolved module path is, if it is one of UNREACHABLE_PARTS. */
function partOf(id: string): string | undefined {
  const path = id.split('?', 1)[0]!.replaceAll('\\', '/');
  const inModules = path.lastIndexOf('/node_modules/');
  const part = inModules === -1 ? undefined : path.slice(inModules + '/node_modules/'.length);
  return part !== undefined && part in UNREACHABLE_PARTS ? part : undefined;
}

/** The site's browser build only (not the server render, not Vitest, not the editor's own build). */
export function rjsfPartsPlugin(): Plugin {
  return {
    name: 'cortracker:rjsf-parts',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async resolveId(source, importer, options) {
      // Only react-jsonschema-form's own modules import these parts.
      if (!importer?.includes('/@rjsf/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const part = resolved && partOf(resolved.id);
      return part ? STAND_IN + part : null;
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      const part = id.slice(STAND_IN.length);
      return standIn(part, UNREACHABLE_PARTS[part]!);
    },
  };
}
