// The reference of npm run bench:scale: Hugo (Debian's hugo) building the same articles as Markdown,
// with a minimal layout (each article's page, and the blog list in pages of 12 cards). Hugo also
// writes its RSS feed and sitemap, as the site's build does. Skipped, with a note, where hugo is not
// installed (apt-get install hugo).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlogArticle, SiteConfig } from '../../src/shared/generated/config-types.ts';
import { CONFIG_FILES, CONFIG_FOLDERS, isConfigFileName } from '../../src/shared/config-check/config-layout.ts';

export const HUGO = '/usr/bin/hugo';

const LAYOUTS: Record<string, string> = {
  '_default/baseof.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
<meta name="description" content="{{ .Description }}"></head><body><main>{{ block "main" . }}{{ end }}</main></body></html>`,
  '_default/single.html': `{{ define "main" }}<article><h1>{{ .Title }}</h1><time datetime="{{ .Date.Format "2006-01-02" }}">{{ .Date.Format "January 02, 2006" }}</time>{{ .Content }}</article>{{ end }}`,
  '_default/list.html': `{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range (.Paginate .Pages).Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> <time>{{ .Date.Format "January 02, 2006" }}</time><p>{{ .Description }}</p></li>{{ end }}</ul>
{{ with .Paginator.Prev }}<a rel="prev" href="{{ .URL }}">Newer</a>{{ end }}{{ with .Paginator.Next }}<a rel="next" href="{{ .URL }}">Older</a>{{ end }}{{ end }}`,
  'index.html': `{{ define "main" }}<h1>{{ .Site.Title }}</h1>{{ end }}`,
};

/** Writes a Hugo site of a config folder's articles into `dir`; returns how many. */
export function writeHugoSite(configDir: string, dir: string): number {
  const site = JSON.parse(readFileSync(join(configDir, CONFIG_FILES.site), 'utf8')) as SiteConfig;
  writeFileSync(
    join(dir, 'config.toml'),
    `baseURL = "${site.siteUrl}/"\ntitle = "${site.brand.name}"\npaginate = 12\ndisableKinds = ["taxonomy", "term"]\n`,
  );
  for (const [file, text] of Object.entries(LAYOUTS)) {
    mkdirSync(join(dir, 'layouts', file, '..'), { recursive: true });
    writeFileSync(join(dir, 'layouts', file), text);
  }
  const content = join(dir, 'content/blog');
  mkdirSync(content, { recursive: true });
  writeFileSync(join(content, '_index.md'), '---\ntitle: "Blog"\n---\n');
  const names = readdirSync(join(configDir, CONFIG_FOLDERS.blog)).filter(isConfigFileName);
  for (const name of names) {
    const article = JSON.parse(readFileSync(join(configDir, CONFIG_FOLDERS.blog, name), 'utf8')) as BlogArticle;
    const front = [
      `title: ${JSON.stringify(article.headline)}`,
      `date: ${article.date}`,
      `description: ${JSON.stringify(article.description)}`,
      `slug: ${JSON.stringify(article.slug)}`,
    ];
    writeFileSync(
      join(content, `${article.slug}.md`),
      `---\n${front.join('\n')}\n---\n\n${article.body.join('\n\n')}\n`,
    );
  }
  return names.length;
}

/** Hugo's version line, or undefined when it is not installed. */
export function hugoVersion(): string | undefined {
  if (!existsSync(HUGO)) return undefined;
  return spawnSync(HUGO, ['version'], { encoding: 'utf8' }).stdout.trim().split(' ').slice(0, 2).join(' ');
}

/** Builds the Hugo site once. */
export function runHugo(dir: string, out: string): void {
  const result = spawnSync(HUGO, ['--quiet', '--source', dir, '--destination', out], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`hugo failed:\n${result.stderr}`);
}
