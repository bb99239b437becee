// What GET /api/config sends of an article: its list entry, the article without its text (`body`,
// nearly all of its bytes). The Content list, the blog list's editor, the link targets, the New
// article dialog and the preview's lists read nothing else of the articles the marketer has not
// opened; the text comes when one is opened (GET /api/files/…). At 2,000 articles the open loads a
// tenth of the bytes it did. Parsing thousands of articles would hold the event loop: the entries
// are made on the checks' thread, and kept by the file's hash, so only new texts are parsed again.
import { isJsonObject } from '../http/json-body.ts';

export type ArticleEntryValue = Record<string, unknown>;

/** The article's list entry, or undefined when its text is no JSON object (then it is sent whole). */
export function articleEntry(text: string): ArticleEntryValue | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  const { body: _body, ...entry } = value;
  return entry;
}

/** The entries made, by the hash of the text they were made of. */
export class ArticleEntries {
  #byHash = new Map<string, ArticleEntryValue | null>();
  /** Entries being made: a second asker waits for them rather than queueing them again on the
   *  checks' one thread (the first GET /api/config after a start came during the warm-up's making
   *  of every entry, and asked for all of them again, behind the warm-up's whole check). */
  #making = new Map<string, Promise<ArticleEntryValue | null>>();

  /**
   * The entry of each article (null: sent whole), making the missing ones with `make` (on the
   * checks' thread); the entries of texts no longer asked about are forgotten.
   */
  async of(
    files: readonly { path: string; text: string; hash: string }[],
    make: (texts: string[]) => Promise<(ArticleEntryValue | null)[]>,
  ): Promise<(ArticleEntryValue | null)[]> {
    const missing = new Map<string, string>();
    for (const file of files)
      if (!this.#byHash.has(file.hash) && !this.#making.has(file.hash)) missing.set(file.hash, file.text);
    if (missing.size > 0) {
      const made = make([...missing.values()]);
      [...missing.keys()].forEach((hash, index) => {
        const entry = made.then((entries) => {
          this.#byHash.set(hash, entries[index] ?? null);
          return entries[index] ?? null;
        });
        this.#making.set(hash, entry);
        // Made or failed, it is no longer being made (a failed one is asked of `make` again).
        void entry.then(
          () => this.#making.delete(hash),
          () => this.#making.delete(hash),
        );
      });
    }
    const entries = await Promise.all(
      files.map((file) => this.#making.get(file.hash) ?? this.#byHash.get(file.hash) ?? null),
    );
    const asked = new Set(files.map((file) => file.hash));
    // Several users' drafts share most articles: what none of this answer's files has is dropped.
    if (this.#byHash.size > asked.size * 2)
      for (const hash of this.#byHash.keys()) if (!asked.has(hash)) this.#byHash.delete(hash);
    return entries;
  }
}

/** Each entry's JSON, made once: an entry is kept by its text's hash (ArticleEntries), so as long as it is. */
const entryTexts = new WeakMap<ArticleEntryValue, string>();

/**
 * The JSON of GET /api/config's `articles`: what JSON.stringify would write for them, each entry's
 * part written once and kept. At 2,000 articles they are 1.5 MB of the answer's 1.9 MB: the whole
 * answer's JSON.stringify was one turn of 6-10 ms of CPU on each open, growing with the articles;
 * with the entries' JSON kept, 3.5-5 ms (load 14, five runs).
 */
export function articlesJson(articles: readonly { path: string; hash: string; entry: ArticleEntryValue }[]): string {
  const parts = articles.map(({ path, hash, entry }) => {
    let text = entryTexts.get(entry);
    if (text === undefined) entryTexts.set(entry, (text = JSON.stringify(entry)));
    return `{"path":${JSON.stringify(path)},"hash":${JSON.stringify(hash)},"entry":${text}}`;
  });
  return `[${parts.join(',')}]`;
}
