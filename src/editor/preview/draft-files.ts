// The draft as the site's own modules see it in the preview. The editor's build swaps the site's
// config files for modules that export these objects (scripts/editor/preview-draft-plugin.ts); each
// stays the same object for good and has its contents replaced when the draft changes, so the
// components read the draft the next time they render.
import { blogIndexEntry, type BlogIndexEntry } from '../../shared/blog-index.ts';
import type { JsonObject } from '../state/draft.ts';
import type { BlogArticle, PageConfig } from '../../shared/generated/config-types.ts';
import type { Loose, SingleFiles } from '../state/draft-access.ts';
import { articleFile, isArticleFile, isPageFile } from '../../shared/config-check/config-layout.ts';

const files = new Map<string, JsonObject>();
const objects = new Map<string, JsonObject>();

/** The blog list's data, from the draft's articles (what the site's build compiles into virtual:blog-index). */
export const draftBlogIndex: BlogIndexEntry[] = [];

function replaceContents(target: JsonObject, source: JsonObject | undefined): void {
  for (const key of Object.keys(target)) delete target[key];
  if (source) Object.assign(target, source);
}

/** The object that stands for a config file (site.json, pages/erp.json…) in the preview. */
export function draftObject(path: string): JsonObject {
  let object = objects.get(path);
  if (!object) {
    object = {};
    replaceContents(object, files.get(path));
    objects.set(path, object);
  }
  return object;
}

/** The draft's file, as the editor sent it. */
export function draftFile(path: string): JsonObject | undefined {
  return files.get(path);
}

/** One of the single files of the draft (site.json, navigation.json…), as its generated type says, loosely (draft-access.ts). */
export function draftSingle<Path extends keyof SingleFiles>(path: Path): Loose<SingleFiles[Path]> | undefined {
  return files.get(path) as Loose<SingleFiles[Path]> | undefined;
}

/** A page of the draft (pages/<id>.json), as its generated type says, loosely (draft-access.ts). */
export function draftPage(path: string): Loose<PageConfig> | undefined {
  return isPageFile(path) ? (files.get(path) as Loose<PageConfig> | undefined) : undefined;
}

/** An article of the draft (blog/<slug>.json), as its generated type says, loosely (draft-access.ts). */
export function draftArticle(slug: string): Loose<BlogArticle> | undefined {
  return files.get(articleFile(slug)) as Loose<BlogArticle> | undefined;
}

export function draftPaths(): string[] {
  return [...files.keys()];
}

const UPLOADS = '/images/uploads/';
/** Where the pictures uploaded into the draft are asked for: beside the editor, or under a shared link. */
let uploadsBase = '.';

/** The address under which a shared preview asks for the draft's pictures ("/preview/<token>"). */
export function setUploadsBase(base: string): void {
  uploadsBase = base;
}

/**
 * The value with each uploaded picture's path made relative to the preview: under /admin a picture
 * still in the user's draft is served by the editor (/admin/images/uploads/…), not by the live site.
 */
function withLocalUploads(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(UPLOADS) ? `${uploadsBase}${value}` : value;
  if (Array.isArray(value)) return value.map(withLocalUploads);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withLocalUploads(child)]));
  return value;
}

/** Takes the files the editor sent (null: the file is gone) into every object handed out. */
export function applyDraftFiles(sent: Record<string, JsonObject | null>): void {
  const changed = Object.fromEntries(
    Object.entries(sent).map(([path, value]) => [path, value && (withLocalUploads(value) as JsonObject)]),
  );
  for (const [path, value] of Object.entries(changed)) {
    if (value === null) files.delete(path);
    else files.set(path, value);
    const object = objects.get(path);
    if (object) replaceContents(object, value ?? undefined);
  }
  if (Object.keys(changed).some(isArticleFile)) {
    const entries = [...files]
      .filter(([path]) => isArticleFile(path))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, article]) => blogIndexEntry(article as unknown as BlogIndexEntry));
    draftBlogIndex.splice(0, draftBlogIndex.length, ...entries);
  }
}
