// The validator at the marketer's side: the checks of `npm run validate` (src/shared/config-check/)
// over the draft, with the precompiled validators. Each draft file is checked as the text a save would
// write (src/shared/config-edit/config-text.ts), so every problem names the line and column it will
// have in the file. Texts are cached per value: immer keeps unchanged files the same object.
import validators from 'virtual:config-validators';
import schemaList from 'virtual:editor-schemas';
import { checkConfig, type CheckMemory } from '../../shared/config-check/check-config.ts';
import { kindOf } from '../../shared/config-check/config-layout.ts';
import type { FormRulesCheck } from '../../shared/config-check/form-checks.ts';
import type { Problem } from '../../shared/config-check/json-source.ts';
import { editedFileText, newFileText } from '../../shared/config-edit/config-text.ts';
import { schemaFile, type Schema, type SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import type { FormDefinition } from '../../shared/generated/config-types.ts';
import { fill, text } from '../strings.ts';
import { checkFormRules } from './api.ts';
import { draftFileOf, type EditorState, type JsonObject } from './draft.ts';

export const schemaSet: SchemaSet = new Map(schemaList.map((schema) => [String(schema.$id), schema as Schema]));

const texts = new WeakMap<JsonObject, { baseText: string | undefined; text: string }>();

/** The text a save would write for a file of the draft. */
export function draftText(state: EditorState, path: string): string {
  const file = state.files[path]!;
  if (file.kind === 'text') return file.text;
  const baseText = state.base[path]?.text;
  const cached = texts.get(file.value);
  if (cached && cached.baseText === baseText) return cached.text;
  const kind = kindOf(path);
  const before = baseText === undefined ? undefined : draftFileOf(baseText);
  let written: string;
  if (!kind) written = `${JSON.stringify(file.value, null, 2)}\n`;
  else if (baseText !== undefined && before?.kind === 'json')
    written = editedFileText(schemaSet, schemaFile(schemaSet, kind.schema), baseText, before.value, file.value);
  else written = newFileText(schemaSet, schemaFile(schemaSet, kind.schema), file.value);
  texts.set(file.value, { baseText, text: written });
  return written;
}

/**
 * Whether a form's rules compile: asked of the server once per version of the rules (compiling needs
 * ajv's code generation, which the editor's CSP forbids). An external store for React: its snapshot
 * is a new object whenever an answer arrives, so the draft is checked again.
 */
export class FormRules {
  private readonly answers = new Map<string, string | null>();
  private readonly asking = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private current: { check: FormRulesCheck } = { check: (form) => this.answerFor(form) };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): { check: FormRulesCheck } => this.current;

  private answerFor(form: FormDefinition): string | undefined {
    const key = JSON.stringify([form.schema, form.uiSchema]);
    const answer = this.answers.get(key);
    if (answer !== undefined) return answer ?? undefined;
    if (!this.asking.has(key)) {
      this.asking.add(key);
      checkFormRules(form)
        .then((error) => this.answers.set(key, error))
        .catch(() => this.answers.set(key, null))
        .finally(() => {
          this.asking.delete(key);
          this.current = { check: (next) => this.answerFor(next) };
          for (const listener of this.listeners) listener();
        });
    }
    // Until the server answers, the rules count as compiling; the check runs again then.
    return undefined;
  }
}

export interface ProjectFacts {
  publicFiles: ReadonlySet<string>;
  components: ReadonlySet<string>;
  pageHeadings: ReadonlySet<string>;
  /** Files as the live site has them, to compare with (ConfigInput.published). */
  published?: ReadonlyMap<string, string>;
}

/** A problem of the checking itself: never silent, and Save stays off while it lasts. */
function checkFailed(file: string, error: unknown): Problem {
  return {
    file,
    line: 1,
    column: 1,
    pointer: '',
    message: fill(text.checkFailed, { message: error instanceof Error ? error.message : String(error) }),
  };
}

/**
 * Every problem of the draft, as `npm run validate` would list them for the saved files. With the
 * memory of the previous check, only the files edited since are checked again, with the
 * cross-references that involve them (CheckMemory): at 2,000 articles a keystroke no longer re-checks
 * the whole site.
 */
export function checkDraft(
  state: EditorState,
  facts: ProjectFacts,
  formRules: FormRulesCheck,
  memory?: CheckMemory,
): Problem[] {
  const failures: Problem[] = [];
  const files = new Map(
    Object.keys(state.files).map((path) => {
      try {
        return [path, draftText(state, path)];
      } catch (error) {
        // Checked as plain JSON instead, so its other problems still show.
        failures.push(checkFailed(path, error));
        const file = state.files[path]!;
        return [path, file.kind === 'text' ? file.text : `${JSON.stringify(file.value, null, 2)}\n`];
      }
    }),
  );
  try {
    return [
      ...failures,
      ...checkConfig({
        files,
        publicFiles: facts.publicFiles,
        sections: { components: facts.components, pageHeadings: facts.pageHeadings },
        validator: (name) => validators[name]!,
        formRules,
        memory,
        ...(facts.published ? { published: facts.published } : {}),
      }).problems,
    ];
  } catch (error) {
    return [...failures, checkFailed('', error)];
  }
}
