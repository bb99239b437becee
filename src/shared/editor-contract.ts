/**
 * What the visual editor's calls carry, as its server writes and reads them (src/server/editor/
 * plugin.ts) and the editor sends and reads them (src/editor/state/api.ts): one module, so the two
 * sides cannot describe the same answer differently.
 */
import type { Problem } from './config-check/json-source.ts';

/** A picture of the library, as GET /api/config and /api/images list it. */
export interface ImageInfo {
  /** Its site path: /images/… */
  src: string;
  width: number;
  height: number;
  /** The file's size. */
  bytes: number;
  /** Uploaded into the signed-in user's draft (/admin): live once published. */
  draft?: boolean;
}

/** A kind of detail a picture carried besides its pixels, removed at upload (src/server/uploads/picture-cleaning.ts). */
export type PictureDetail = 'location' | 'camera' | 'author' | 'comment' | 'dates' | 'otherDetails';

/** What an upload did to the picture before storing it: the details it removed, and whether it turned it upright. */
export interface PictureCleaning {
  removed: PictureDetail[];
  turned: boolean;
}

/** A config file as the editor reads it (GET /api/files/…, and in the snapshot): its text and that text's hash. */
export interface EditorFile {
  path: string;
  text: string;
  hash: string;
}

/**
 * An article as GET /api/config lists it: the article without its text (`body`), which is loaded
 * (GET /api/files/…) when the article is opened. Everything the lists read of an article is there.
 */
export interface ArticleEntry {
  path: string;
  /** The hash of the whole file, as GET /api/files/… would give it. */
  hash: string;
  entry: Record<string, unknown>;
}

/** GET /api/config: everything the editor starts from. */
export interface ConfigSnapshot {
  /** Which config this is: drafts kept in the browser belong to one. */
  configId: string;
  /** What Save writes: the config files (npm run edit), or the signed-in user's draft (/admin/), which can then be published. */
  saveTarget: 'files' | 'draft';
  /** Every file whole, but the articles listed in `articles`. */
  files: EditorFile[];
  articles: ArticleEntry[];
  publicFiles: string[];
  images: ImageInfo[];
  sections: { components: string[]; pageHeadings: string[] };
  /** Files as the live site has them, which the checks compare with (a price changed without its checkout link). */
  published: { path: string; text: string }[];
}

/** A file of POST /api/save: its new value, and the hash of the file the editor began from (null: a new file). */
export interface SaveFile {
  path: string;
  baseHash: string | null;
  value: unknown;
}

/** POST /api/check: every problem of the draft's files over the saved ones (MAX_CHECKED_PROBLEMS at most, then one saying how many more). */
export interface CheckedDraft {
  problems: Problem[];
  /** How many were left out. */
  more: number;
}

/** POST /api/form-rules: why a form's rules do not compile, or null. */
export interface FormRulesAnswer {
  error: string | null;
}
