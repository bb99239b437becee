// The links of the repository's Markdown, read as GitHub reads them: markdown-it parses each file (so a
// link inside a code span or block is no link), github-slugger names each heading's anchor with GitHub's
// rules (lower case, punctuation dropped, spaces to hyphens, "-1", "-2"… for repeats), and a relative
// link must lead to a file or folder of the repository and, with a `#fragment`, to a heading of its
// target. docs-links.test.ts runs it over every Markdown file.
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import markdownIt, { type Token } from 'markdown-it';

const parser = markdownIt('default', { html: true, linkify: false });

/** Folders that hold no documentation of ours: installed, built or written at run time. */
const NOT_DOCUMENTATION = [
  'node_modules',
  'dist',
  'dist-ssr',
  'dist-admin',
  'dist-editor',
  'data',
  'test-results',
  'playwright-report',
  '.git',
];

/** Every Markdown file of the repository under `root`, as paths relative to it, sorted. */
export function markdownFiles(root: string): string[] {
  return globSync('**/*.md', {
    cwd: root,
    exclude: (path) => NOT_DOCUMENTATION.some((folder) => path === folder || path.startsWith(`${folder}/`)),
  })
    .map((path) => path.split('\\').join('/'))
    .sort();
}

/** The text GitHub makes a heading's anchor from: what the heading shows, without its markup. */
function shownText(inline: Token): string {
  return (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** The anchors of a Markdown text's headings, as GitHub names them. */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const tokens = parser.parse(markdown, {});
  const anchors = new Set<string>();
  tokens.forEach((token, index) => {
    const inline = tokens[index + 1];
    if (token.type === 'heading_open' && inline?.type === 'inline') anchors.add(slugger.slug(shownText(inline)));
  });
  return anchors;
}

export interface MarkdownLink {
  href: string;
  /** 1-based line of the file where the link is written. */
  line: number;
}

/** The line on which `href` is written, within the lines `[start, end)` of its block (the first when it cannot be told). */
function lineOf(lines: string[], [start, end]: [number, number], href: string): number {
  for (let line = start; line < end; line += 1) if (lines[line]?.includes(`(${href}`)) return line + 1;
  return start + 1;
}

/** Every link and image of a Markdown text, with the line it is on. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const lines = markdown.split('\n');
  // An inline token inside a table cell has no lines of its own: the row's (or the table's) are the nearest.
  let place: [number, number] = [0, lines.length];
  return parser.parse(markdown, {}).flatMap((token) => {
    if (token.map) place = token.map;
    return (token.children ?? []).flatMap((child): MarkdownLink[] => {
      const attribute = child.type === 'link_open' ? 'href' : child.type === 'image' ? 'src' : undefined;
      const href = attribute === undefined ? null : child.attrGet(attribute);
      return href === null ? [] : [{ href: String(href), line: lineOf(lines, place, String(href)) }];
    });
  });
}

/** A scheme (https:, mailto:…) or a protocol-relative address: not a file of the repository. */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
/** GitHub's anchors of a line or lines of a file that is not Markdown: #L12, #L12-L20. */
const LINE_ANCHOR = /^L\d+(-L\d+)?$/;

/**
 * What is wrong with the relative links of the Markdown file `file` (a path relative to `root`), one
 * sentence each, starting with the file and line: a target that does not exist, or a `#fragment`
 * that names no heading of its Markdown target.
 */
export function brokenLinks(root: string, file: string): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (path: string): Set<string> => {
    let found = anchorsOf.get(path);
    if (!found) anchorsOf.set(path, (found = headingAnchors(readFileSync(path, 'utf8'))));
    return found;
  };
  const source = join(root, file);
  return markdownLinks(readFileSync(source, 'utf8')).flatMap(({ href, line }) => {
    if (EXTERNAL.test(href)) return [];
    const hash = href.indexOf('#');
    const pathPart = decodeURIComponent(hash < 0 ? href : href.slice(0, hash));
    const fragment = hash < 0 ? undefined : decodeURIComponent(href.slice(hash + 1));
    // GitHub reads a path starting with "/" from the repository's root, any other from the file's folder.
    const target =
      pathPart === '' ? source : pathPart.startsWith('/') ? join(root, pathPart) : resolve(dirname(source), pathPart);
    const where = `${file}:${line}`;
    const shown = relative(root, target).split('\\').join('/') || '.';
    if (!existsSync(target)) return [`${where}  ${href}  leads to ${shown}, which does not exist`];
    if (fragment === undefined || fragment === '') return [];
    const isMarkdown = statSync(target).isFile() && extname(target).toLowerCase() === '.md';
    if (!isMarkdown) {
      return LINE_ANCHOR.test(fragment)
        ? []
        : [`${where}  ${href}  names #${fragment} in ${shown}, which is not Markdown`];
    }
    return anchors(target).has(fragment)
      ? []
      : [`${where}  ${href}  names #${fragment}, which is no heading of ${shown}`];
  });
}
