// Which schema governs which file of a config directory, and what every reader of the schemas
// must know of them (their base address, their own annotation keywords).

/** The $id of schemas/x.schema.json is this followed by x.schema.json. */
export const SCHEMA_BASE = 'https://cortracker.example/schemas/';

/** Annotation keywords of our schemas that ajv must accept in strict mode. */
export const SCHEMA_KEYWORDS = [
  // A section type that renders the page's main heading (h1).
  { keyword: 'x-page-heading', schemaType: 'boolean' },
  // A text of a sentence or more: the visual editor gives it a box of several lines.
  { keyword: 'x-multiline', schemaType: 'boolean' },
  // An amount of money: the value is the JSON pointer, in the same file, of its currency code
  // ("/currency"); the editor's history writes the amount as the site shows it.
  { keyword: 'x-money', schemaType: 'string' },
] as const;

export interface FileKind {
  /** Path inside the config directory, with / separators. */
  match: RegExp;
  schema: string;
  /** Whether a config directory must contain at least one such file. */
  required: boolean;
}

export const FILE_KINDS: FileKind[] = [
  { match: /^site\.json$/, schema: 'site.schema.json', required: true },
  { match: /^navigation\.json$/, schema: 'navigation.schema.json', required: true },
  { match: /^routes\.json$/, schema: 'routes.schema.json', required: true },
  { match: /^faq\.json$/, schema: 'faq.schema.json', required: true },
  { match: /^services\.json$/, schema: 'services.schema.json', required: true },
  { match: /^pages\/[a-z0-9-]+\.json$/, schema: 'page.schema.json', required: true },
  { match: /^blog\/[A-Za-z0-9-]+\.json$/, schema: 'blog-article.schema.json', required: false },
  { match: /^forms\/[a-z][a-zA-Z0-9]*\.json$/, schema: 'form.schema.json', required: false },
  { match: /^press-coverage\.json$/, schema: 'press-coverage.schema.json', required: false },
];

/** The kind of a config file by its path inside the config directory, if it has one. */
export function kindOf(relativePath: string): FileKind | undefined {
  return FILE_KINDS.find((kind) => kind.match.test(relativePath));
}
