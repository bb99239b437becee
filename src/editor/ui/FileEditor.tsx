// A whole config file in one generated form (the navigation, the site settings, the FAQ, the
// services, an article, a form…), or, while it is not valid JSON, its text to fix. A form's fields
// come first, in the form builder; the generated form below keeps the rest (and the rules in detail).
import type { Draft as Mutable } from 'immer';
import { Suspense } from 'react';
import { kindOf } from '../../shared/config-check/config-layout.ts';
import type { Problem } from '../../shared/config-check/json-source.ts';
import { fileFormKey } from '../../shared/config-edit/form-keys.ts';
import type { EditorFormContext } from '../schema-form/context.ts';
import { FOLD_ABOVE_VALUES, valueCount } from '../schema-form/fold-rule.ts';
import { FormBuilder } from '../form-builder/FormBuilder.tsx';
import { SchemaForm } from '../schema-form/LazySchemaForm.tsx';
import { draftFileOf, type DraftFile } from '../state/draft.ts';
import { errorSchemaOf } from '../state/problems.ts';
import { notesOfForm, type ReviewCommentView } from '../state/reviews.ts';
import { fill, text } from '../strings.ts';

/** The kind of file the form builder edits. */
const FORM_SCHEMA = 'form.schema.json';

type Recipe = (files: Mutable<Record<string, DraftFile>>) => void;

interface FileEditorProps {
  path: string;
  title: string;
  file: DraftFile;
  problems: Problem[];
  context: EditorFormContext;
  onEdit: (recipe: Recipe, group?: string) => void;
  /** A review's comments on the draft: those on this file's fields show beside them. */
  notes?: readonly ReviewCommentView[];
}

export function FileEditor({ path, title, file, problems, context, onEdit, notes = [] }: FileEditorProps) {
  const kind = kindOf(path);
  const formKey = kind && fileFormKey(kind.schema);
  if (file.kind === 'text' || !formKey) {
    const source = file.kind === 'text' ? file.text : `${JSON.stringify(file.value, null, 2)}\n`;
    return (
      <div className="file-editor">
        <h2>{title}</h2>
        <p className="notice">{text.rawJson}</p>
        <label htmlFor="raw-json">{fill(text.rawJsonLabel, { file: path })}</label>
        <textarea
          id="raw-json"
          className="form-control raw-json"
          rows={30}
          spellCheck={false}
          value={source}
          onChange={(event) =>
            onEdit((files) => {
              files[path] = draftFileOf(event.target.value);
            }, `${path}:text`)
          }
        />
      </div>
    );
  }
  const isForm = kind.schema === FORM_SCHEMA;
  return (
    <div className="file-editor">
      <h2>{title}</h2>
      {isForm && (
        <FormBuilder
          value={file.value}
          onChange={(value, group) =>
            onEdit((files) => {
              files[path] = { kind: 'json', value };
            }, `${path}:${group}`)
          }
        />
      )}
      {isForm && <h3 className="file-editor__rest">{text.formBuilder.advanced}</h3>}
      <Suspense fallback={<p>{text.loading}</p>}>
        <SchemaForm
          formKey={formKey}
          idPrefix="file"
          folded={valueCount(file.value) > FOLD_ABOVE_VALUES}
          value={file.value}
          context={{ ...context, notes: notesOfForm(notes, path, '', 'file') }}
          errors={errorSchemaOf(problems, path, '')}
          onChange={(value, field) =>
            onEdit(
              (files) => {
                files[path] = { kind: 'json', value };
              },
              `${path}:${field ?? ''}`,
            )
          }
        />
      </Suspense>
    </div>
  );
}
