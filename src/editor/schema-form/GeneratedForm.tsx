// One generated form as the editor shows it: react-jsonschema-form over a self-contained schema (one
// kind of file, a section type or a page's settings), with the editor's inputs chosen from the schema
// (ui-schema.ts), the validator's problems shown at their fields and a review's comments beside theirs. Labels are the schema's titles,
// help texts its descriptions; RJSF's own validation stays off: the problems are the config
// validator's. The validator given to RJSF only lets it pick the branch of a conditional schema.
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { EditorFormContext } from './context.ts';
import { AdditionalPropertyTemplate } from './AdditionalProperty.tsx';
import { withoutAddedEmptyObjects } from './added-empty-objects.ts';
import { withEntryIds } from './entry-ids.ts';
import { FoldedPartsTemplate } from './FoldedParts.tsx';
import { LongListTemplate } from './LongList.tsx';
import { NotedFieldTemplate } from './ReviewNotes.tsx';
import { buttonTemplates, fields, ListEntryTemplate, MultiSchemaFieldTemplate, widgets } from './widgets.tsx';

export interface LoadedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
}

// Defaults of the schema are not written into the config: the site applies them itself.
const NO_DEFAULTS = {
  emptyObjectFields: 'skipDefaults',
  constAsDefaults: 'never',
  arrayMinItems: { populate: 'never' },
} as const;

const templates = {
  ButtonTemplates: buttonTemplates,
  FieldTemplate: NotedFieldTemplate,
  MultiSchemaFieldTemplate,
  ArrayFieldTemplate: LongListTemplate,
  ArrayFieldItemTemplate: ListEntryTemplate,
  WrapIfAdditionalTemplate: AdditionalPropertyTemplate,
};

export interface GeneratedFormProps {
  form: LoadedForm;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>, fieldId: string | undefined) => void;
  errors: ErrorSchema;
  context: EditorFormContext;
  /** Prefix of the ids of the inputs, unique on the page. */
  idPrefix: string;
  /** Whether the form's groups and lists are folded (a long file). */
  folded?: boolean;
}

export function GeneratedForm({
  form,
  value,
  onChange,
  errors,
  context,
  idPrefix,
  folded = false,
}: GeneratedFormProps) {
  return (
    <Form
      schema={form.schema}
      uiSchema={{
        ...form.uiSchema,
        'ui:submitButtonOptions': { norender: true },
        ...(folded ? { 'ui:ObjectFieldTemplate': FoldedPartsTemplate } : {}),
      }}
      validator={form.validator}
      formData={value}
      formContext={context}
      widgets={widgets}
      fields={fields}
      templates={templates}
      extraErrors={errors}
      showErrorList={false}
      noHtml5Validate
      idPrefix={idPrefix}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={(event, id) =>
        onChange(
          withEntryIds(form.schema, value, withoutAddedEmptyObjects(value, event.formData ?? {})) as Record<
            string,
            unknown
          >,
          id,
        )
      }
    />
  );
}
