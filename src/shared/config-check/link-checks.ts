// Links lead somewhere: every site path of the config (an "href" or a redirect's "to", and the links
// inside article text) is a route, a redirect, an article or a public file, and its #anchor a section
// id of the page it leads to; a bare #anchor on a page leads to a section of that page. Article text
// is read as the build renders it (CommonMark), which also refuses what the article page would not
// show as written: raw HTML, pictures, a second top heading.
import { articleTextFindings, type ArticleTextFinding } from '../article-markdown.ts';
import { walkJson } from './json-walk.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';
import type { ConfigIndex } from './reference-pass.ts';
import { isArticleFile, pageIdOfFile } from './config-layout.ts';

/** The forms of address a link of the config may take (the "href" of common.schema.json). */
const FOLLOWABLE = /^(\/|#|https:\/\/|mailto:|tel:)/;

/** The links of one file of the config. */
export function linkProblems(index: ConfigIndex, path: string, source: JsonSource): Problem[] {
  const problems: Problem[] = [];
  const isArticle = isArticleFile(path);
  const pageId = pageIdOfFile(path);
  walkJson(source.value, (pointer, key, value) => {
    if (typeof value !== 'string') return;
    if (key === 'href' && value.startsWith('#') && pageId !== undefined)
      problems.push(...samePageAnchorProblems(index, source, pointer, value, pageId));
    if (key === 'href' || key === 'to') problems.push(...sitePathProblems(index, source, pointer, value));
    if (isArticle && /^\/body\/\d+$/.test(pointer))
      problems.push(...articleTextProblems(index, source, pointer, value));
  });
  return problems;
}

/** A link to a path of this site leads to a page, and its #anchor to a section of that page. */
function sitePathProblems(index: ConfigIndex, source: JsonSource, pointer: string, href: string): Problem[] {
  if (!href.startsWith('/')) return [];
  const [pathAndQuery = '', fragment] = href.split('#', 2);
  const path = pathAndQuery.split('?', 1)[0] ?? '';
  if (index.publicFiles.has(path) && path.includes('.')) return [];
  if (!index.routePaths.has(path) && !index.redirectSources.has(path)) {
    return [problemAt(source, pointer, `the link ${href} leads to no page`, 'use a path of routes.json')];
  }
  const page = index.routePaths.get(path);
  const targetIds = page === undefined ? undefined : index.sectionIdsByPage.get(page);
  if (fragment !== undefined && targetIds !== undefined && !targetIds.has(fragment)) {
    return [
      problemAt(
        source,
        pointer,
        `the page ${path} has no section with the id "${fragment}"`,
        `give a section of pages/${page}.json "id": "${fragment}"`,
      ),
    ];
  }
  return [];
}

/** A link to #anchor on a page's own config leads to a section of that page. */
function samePageAnchorProblems(
  index: ConfigIndex,
  source: JsonSource,
  pointer: string,
  href: string,
  page: string,
): Problem[] {
  const fragment = href.slice(1);
  if (index.sectionIdsByPage.get(page)?.has(fragment)) return [];
  return [
    problemAt(
      source,
      pointer,
      `this page has no section with the id "${fragment}"`,
      `give a section of this page "id": "${fragment}"`,
    ),
  ];
}

function articleTextProblems(index: ConfigIndex, source: JsonSource, pointer: string, text: string): Problem[] {
  return articleTextFindings(text).flatMap((finding: ArticleTextFinding): Problem[] => {
    switch (finding.kind) {
      case 'link':
        if (!FOLLOWABLE.test(finding.href))
          return [
            problemAt(
              source,
              pointer,
              `the link ${finding.href} has no place to lead to`,
              'start it with / for a page of this site, #, https://, mailto: or tel:',
            ),
          ];
        return sitePathProblems(index, source, pointer, finding.href);
      case 'html':
        // An inline element is named once, by its opening tag.
        if (finding.html.startsWith('</')) return [];
        return [
          problemAt(
            source,
            pointer,
            `HTML is not allowed in article text: ${finding.html}`,
            'write **bold**, *italic* and [a link](/path) instead; HTML would show as typed',
          ),
        ];
      case 'image':
        return [
          problemAt(
            source,
            pointer,
            `pictures inside article text are not supported: ${finding.src}`,
            'an article shows one picture, its "image"',
          ),
        ];
      case 'heading':
        return finding.level === 1
          ? [
              problemAt(
                source,
                pointer,
                'a top-level heading (#) in article text',
                'the headline is the only top-level heading: start headings with ## or ###',
              ),
            ]
          : [];
    }
  });
}
