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
  // A language's translation of site.json, navigation.json, faq.json, services.json, a page, an article
  // or a form (src/shared/translation.ts).
  {
    match:
      /^translations\/[a-z]{2,3}\/(site|navigation|faq|services|pages\/[a-z0-9-]+|blog\/[A-Za-z0-9-]+|forms\/[a-z][a-zA-Z0-9]*)\.json$/,
    schema: 'translation.schema.json',
    required: false,
  },
];

/** The kind of a config file by its path inside the config directory, if it has one. */
export function kindOf(relativePath: string): FileKind | undefined {
  return FILE_KINDS.find((kind) => kind.match.test(relativePath));
}

// The config directory's paths: every reader (the validator, the editor, the server, the build and
// the benches) names a file through these, so that no other module spells "pages/" or ".json"
// (lint refuses such literals elsewhere: eslint.config.js, configLayoutPaths).

/** The files that stand alone, one of each, by what they hold. */
export const CONFIG_FILES = {
  site: 'site.json',
  navigation: 'navigation.json',
  routes: 'routes.json',
  faq: 'faq.json',
  services: 'services.json',
  pressCoverage: 'press-coverage.json',
} as const;

/** The name of a file that stands alone ("site.json"). */
export type SingleFile = (typeof CONFIG_FILES)[keyof typeof CONFIG_FILES];

/** The folders of files of one kind, each file named by its id: a page's, an article's slug, a form's. */
export const CONFIG_FOLDERS = { pages: 'pages', blog: 'blog', forms: 'forms' } as const;

export type ConfigFolder = (typeof CONFIG_FOLDERS)[keyof typeof CONFIG_FOLDERS];

/** Every config file is JSON, and is named so. */
const EXTENSION = '.json';

/** Whether a file name (or path) is a config file's, by its extension. */
export function isConfigFileName(name: string): boolean {
  return name.endsWith(EXTENSION);
}

/** A config file's name without its extension ("erp.json" → "erp"), undefined for another file. */
export function idOfFileName(name: string): string | undefined {
  if (!isConfigFileName(name)) return undefined;
  return name.slice(name.lastIndexOf('/') + 1, -EXTENSION.length);
}

/** The path of the file with this id in a folder ("pages", "erp" → "pages/erp.json"). */
export function fileInFolder(folder: ConfigFolder, id: string): string {
  return `${folder}/${id}${EXTENSION}`;
}

/** Whether a path is in a folder of the config. */
export function isInFolder(folder: ConfigFolder, path: string): boolean {
  return path.startsWith(`${folder}/`);
}

/** The id of a file in a folder ("pages/erp.json" → "erp"), undefined for a path outside it or below it. */
export function idInFolder(folder: ConfigFolder, path: string): string | undefined {
  if (!isInFolder(folder, path) || !isConfigFileName(path)) return undefined;
  const id = path.slice(folder.length + 1, -EXTENSION.length);
  return id.includes('/') ? undefined : id;
}

/** A page's file by its id. */
export const pageFile = (id: string): string => fileInFolder(CONFIG_FOLDERS.pages, id);
/** A blog article's file by its slug. */
export const articleFile = (slug: string): string => fileInFolder(CONFIG_FOLDERS.blog, slug);
/** A form's file by its id. */
export const formFile = (id: string): string => fileInFolder(CONFIG_FOLDERS.forms, id);

/** Whether a path is a page's file. */
export const isPageFile = (path: string): boolean => isInFolder(CONFIG_FOLDERS.pages, path);
/** Whether a path is a blog article's file. */
export const isArticleFile = (path: string): boolean => isInFolder(CONFIG_FOLDERS.blog, path);
/** Whether a path is a form's file. */
export const isFormFile = (path: string): boolean => isInFolder(CONFIG_FOLDERS.forms, path);

/** The page id of a page's file, undefined for another path. */
export const pageIdOfFile = (path: string): string | undefined => idInFolder(CONFIG_FOLDERS.pages, path);
/** The slug of an article's file, undefined for another path. */
export const articleSlugOfFile = (path: string): string | undefined => idInFolder(CONFIG_FOLDERS.blog, path);

/** The folder of the languages' translations: translations/<code>/ holds, for each file it translates,
 *  a file of the same path (translations/ar/pages/home.json translates pages/home.json). */
export const TRANSLATIONS_FOLDER = 'translations';

/** A language's translation file of a config file ("ar", "pages/home.json" → "translations/ar/pages/home.json"). */
export const translationFile = (code: string, path: string): string => `${TRANSLATIONS_FOLDER}/${code}/${path}`;

/** Whether a config file can be translated: a language's translation of it is a config file (the
 *  kinds above name which), whatever the language. */
export function isTranslatableFile(path: string): boolean {
  return kindOf(translationFile('xx', path))?.schema === 'translation.schema.json';
}

/** The language and the translated file of a translation's path, undefined for another path. */
export function translatedFileOf(path: string): { code: string; source: string } | undefined {
  const match = /^translations\/([^/]+)\/(.+)$/.exec(path);
  return match && isConfigFileName(path) ? { code: match[1]!, source: match[2]! } : undefined;
}
