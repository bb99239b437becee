/**
 * The JSON Schemas of what the editor's server answers (src/shared/editor-contract.ts and
 * draft-contract.ts describe the same answers as types). The editor checks every answer it relies on
 * against these before it reads it (src/editor/state/answer-check.ts), so an answer of another shape,
 * from a proxy's error page to a server of another version, is a readable message and not a crash;
 * the server's own answers are checked against them in its tests (tests/unit/editor-answers.test.ts).
 * Below, tsc proves each schema describes its type.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Problem } from './config-check/json-source.ts';
import type { BehindFile, WaitingDraft } from './draft-contract.ts';
import type {
  ArticleEntry,
  CheckedDraft,
  ConfigSnapshot,
  EditorFile,
  FormRulesAnswer,
  ImageInfo,
} from './editor-contract.ts';
import type { SearchAnswer } from './config-search.ts';

/** A schema, and the type of the values it admits (a phantom: never set at run time). */
export interface Answer<T> {
  schema: object;
  readonly value?: T;
}

/** The value an answer's schema admits. */
export type AnswerOf<A> = A extends Answer<infer T> ? T : never;

/** The value a schema admits, without the index signature FromSchema adds for unnamed properties. */
type Named<T> = T extends readonly (infer Item)[]
  ? Named<Item>[]
  : T extends object
    ? { [Key in keyof T as string extends Key ? never : Key]: Named<T[Key]> }
    : T;

// FromSchema is worked out once here, for each schema, not at each call that checks an answer.
const answer = <const Schema extends object>(schema: Schema) => ({ schema }) as Answer<Named<FromSchema<Schema>>>;

const STRING = { type: 'string' } as const;
const STRINGS = { type: 'array', items: STRING } as const;
const STRING_OR_NULL = { type: ['string', 'null'] } as const;

const EDITOR_FILE = {
  type: 'object',
  required: ['path', 'text', 'hash'],
  properties: { path: STRING, text: STRING, hash: STRING },
} as const;

const EDITOR_FILES = { type: 'array', items: EDITOR_FILE } as const;

const IMAGE_INFO = {
  type: 'object',
  required: ['src', 'width', 'height', 'bytes'],
  properties: {
    src: STRING,
    width: { type: 'number' },
    height: { type: 'number' },
    bytes: { type: 'number' },
    draft: { type: 'boolean' },
  },
} as const;

const PROBLEM = {
  type: 'object',
  required: ['file', 'line', 'column', 'pointer', 'message'],
  properties: {
    file: STRING,
    line: { type: 'number' },
    column: { type: 'number' },
    pointer: STRING,
    message: STRING,
    hint: STRING,
    property: STRING,
    severity: { const: 'warning' },
  },
} as const;

/** GET /api/files/…: one file. */
export const FILE_ANSWER = answer(EDITOR_FILE);

const ARTICLE_ENTRY = {
  type: 'object',
  required: ['path', 'hash', 'entry'],
  properties: { path: STRING, hash: STRING, entry: { type: 'object', additionalProperties: true } },
} as const;

/** GET /api/config: the snapshot the editor starts from. */
export const CONFIG_ANSWER = answer({
  type: 'object',
  required: ['configId', 'saveTarget', 'files', 'articles', 'publicFiles', 'images', 'sections', 'published'],
  properties: {
    configId: STRING,
    saveTarget: { enum: ['files', 'draft'] },
    files: EDITOR_FILES,
    articles: { type: 'array', items: ARTICLE_ENTRY },
    publicFiles: STRINGS,
    images: { type: 'array', items: IMAGE_INFO },
    sections: {
      type: 'object',
      required: ['components', 'pageHeadings'],
      properties: { components: STRINGS, pageHeadings: STRINGS },
    },
    published: {
      type: 'array',
      items: { type: 'object', required: ['path', 'text'], properties: { path: STRING, text: STRING } },
    },
  },
} as const);

/** POST /api/save, 200: the files as saved. */
export const SAVED_ANSWER = answer({
  type: 'object',
  required: ['files'],
  properties: { files: EDITOR_FILES },
} as const);

/** POST /api/save, 409: the files that changed since the editor read them. */
export const CONFLICT_ANSWER = answer({
  type: 'object',
  required: ['paths', 'message'],
  properties: { paths: STRINGS, message: STRING },
} as const);

/** POST /api/save, 422: the problems that kept the files from being saved. */
export const INVALID_ANSWER = answer({
  type: 'object',
  required: ['problems', 'message'],
  properties: { problems: { type: 'array', items: PROBLEM }, message: STRING },
} as const);

/** Any other refusal: a sentence, when the server could say one. */
export const REFUSAL_ANSWER = answer({
  type: 'object',
  properties: { message: STRING },
} as const);

/** POST /api/check: the problems of the draft with every saved file. */
export const CHECKED_ANSWER = answer({
  type: 'object',
  required: ['problems', 'more'],
  properties: { problems: { type: 'array', items: PROBLEM }, more: { type: 'number' } },
} as const);

/** POST /api/search: the places found in the articles the editor did not load. */
export const SEARCH_ANSWER = answer({
  type: 'object',
  required: ['found', 'more'],
  properties: {
    found: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'pointer', 'value'],
        properties: { file: STRING, pointer: STRING, value: STRING },
      },
    },
    more: { type: 'boolean' },
  },
} as const);

/** POST /api/form-rules. */
export const FORM_RULES_ANSWER = answer({
  type: 'object',
  required: ['error'],
  properties: { error: STRING_OR_NULL },
} as const);

/** POST /admin/api/draft/behind: the files someone published over. */
export const BEHIND_ANSWER = answer({
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'base', 'baseFound', 'theirs', 'theirsHash', 'mine'],
        properties: {
          path: STRING,
          base: STRING_OR_NULL,
          baseFound: { type: 'boolean' },
          theirs: STRING_OR_NULL,
          theirsHash: STRING_OR_NULL,
          mine: STRING_OR_NULL,
        },
      },
    },
  },
} as const);

/** GET /admin/api/drafts/waiting: the drafts waiting for a publisher. */
export const WAITING_ANSWER = answer({
  type: 'object',
  required: ['drafts'],
  properties: {
    drafts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['accountId', 'name', 'fullName', 'files', 'savedAt'],
        properties: { accountId: STRING, name: STRING, fullName: STRING, files: STRINGS, savedAt: STRING },
      },
    },
  },
} as const);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Proven<T extends true> = T;

// Compile-time proofs: each schema admits exactly its type's values (tsc fails otherwise).
export type _Proofs = [
  Proven<Same<AnswerOf<typeof FILE_ANSWER>, EditorFile>>,
  Proven<Same<AnswerOf<typeof CONFIG_ANSWER>['files'], ConfigSnapshot['files']>>,
  Proven<Same<AnswerOf<typeof CONFIG_ANSWER>['articles'][number]['path'], ArticleEntry['path']>>,
  Proven<Same<AnswerOf<typeof CHECKED_ANSWER>, CheckedDraft>>,
  Proven<Same<AnswerOf<typeof SEARCH_ANSWER>, SearchAnswer>>,
  Proven<Same<AnswerOf<typeof CONFIG_ANSWER>['images'][number], ImageInfo>>,
  Proven<Same<AnswerOf<typeof INVALID_ANSWER>['problems'][number], Problem>>,
  Proven<Same<AnswerOf<typeof FORM_RULES_ANSWER>, FormRulesAnswer>>,
  Proven<Same<AnswerOf<typeof BEHIND_ANSWER>['files'][number], BehindFile>>,
  Proven<Same<AnswerOf<typeof WAITING_ANSWER>['drafts'][number], WaitingDraft>>,
];
