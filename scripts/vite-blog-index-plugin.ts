// Serves `virtual:blog-index`: the list data of every article (slug, label, headline, date, summary)
// read from site-config/blog/ at build time, so the blog list does not download whole articles.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { blogIndexEntry, type BlogIndexEntry } from '../src/shared/blog-index.ts';
import { CONFIG_FOLDERS, isConfigFileName } from '../src/shared/config-check/config-layout.ts';

const VIRTUAL_ID = 'virtual:blog-index';
const RESOLVED_ID = '\0virtual:blog-index';

export function readBlogIndex(blogDir: string): BlogIndexEntry[] {
  return readdirSync(blogDir)
    .filter(isConfigFileName)
    .sort()
    .map((name) => blogIndexEntry(JSON.parse(readFileSync(join(blogDir, name), 'utf8')) as BlogIndexEntry));
}

export function blogIndexPlugin(configDir = 'site-config'): Plugin {
  const blogDir = resolve(configDir, CONFIG_FOLDERS.blog);
  return {
    name: 'cortracker-blog-index',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const name of readdirSync(blogDir)) if (isConfigFileName(name)) this.addWatchFile(join(blogDir, name));
      return `export default ${JSON.stringify(readBlogIndex(blogDir))};`;
    },
  };
}
