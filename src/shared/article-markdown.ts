// The text of blog articles is CommonMark, read by markdown-it: at build time it becomes HTML (see
// vite-article-plugin.ts), and the validator walks the same parse to check links and refuse HTML.
// The parser never reaches the browser.
import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';

/** Strict CommonMark: no extensions, no typographic replacements, no bare addresses made links. */
function commonMark(html: boolean): MarkdownIt {
  return markdownIt('commonmark', { html, linkify: false, typographer: false });
}

// The validator's reader keeps raw HTML as such, to refuse it; the renderer never lets HTML through:
// would any be left, it comes out as visible text.
const reader = commonMark(true);

export type ArticleTextFinding =
  | { kind: 'link'; href: string }
  | { kind: 'image'; src: string }
  | { kind: 'html'; html: string }
  | { kind: 'heading'; level: number };

function flatten(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => [token, ...flatten(token.children ?? [])]);
}

/** What one block of article text contains that the validator has a rule for. */
export function articleTextFindings(text: string): ArticleTextFinding[] {
  return flatten(reader.parse(text, {})).flatMap((token): ArticleTextFinding[] => {
    switch (token.type) {
      case 'link_open':
        return [{ kind: 'link', href: String(token.attrGet('href') ?? '') }];
      case 'image':
        return [{ kind: 'image', src: String(token.attrGet('src') ?? '') }];
      case 'html_block':
      case 'html_inline':
        return [{ kind: 'html', html: token.content.trim() }];
      case 'heading_open':
        return [{ kind: 'heading', level: Number(token.tag.slice(1)) }];
      default:
        return [];
    }
  });
}

const NEW_TAB_NOTICE = 'new_tab_notice';

/** What articleHtml's renderer reads for the article at hand (markdown-it's `env`, handed to its rules). */
interface ArticleEnv {
  opensInNewTab: string;
  hrefOf: (href: string) => string;
}

/** The env articleHtml hands to render(): markdown-it types it as any object. */
const articleEnv = (env: unknown) => env as ArticleEnv;

// One renderer for every article: making one (its rules compiled, its parsers set up) took as long as
// rendering a short article's text, once per page of a 2,000-article build. What differs per article
// reaches its rules in markdown-it's `env`.
const renderer = commonMark(false);
renderer.core.ruler.push('links_to_other_sites', (state: StateCore) => {
  const { hrefOf } = articleEnv(state.env);
  for (const block of state.tokens) {
    if (!block.children) continue;
    const external: boolean[] = [];
    block.children = block.children.flatMap((token: Token) => {
      if (token.type === 'link_open') {
        const href = String(token.attrGet('href') ?? '');
        const isExternal = href.startsWith('https://');
        external.push(isExternal);
        if (href.startsWith('/')) token.attrSet('href', hrefOf(href));
        if (isExternal) {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer');
        }
      }
      if (token.type === 'link_close' && external.pop()) return [new state.Token(NEW_TAB_NOTICE, '', 0), token];
      return [token];
    });
  }
});
renderer.renderer.rules[NEW_TAB_NOTICE] = (_tokens, _index, _options, env) =>
  `<span class="visually-hidden"> ${renderer.utils.escapeHtml(articleEnv(env).opensInNewTab)}</span>`;

/**
 * The HTML of an article's blocks, each read on its own and shown in order. Links to other sites
 * open in a new tab, safely, and tell screen-reader users so, as every other link of the site does.
 * A link within the site leads where `hrefOf` says: in another language, to that language's page
 * (src/config/site-config.ts, hrefIn), as every link of a translated page does.
 */
export function articleHtml(
  blocks: string[],
  opensInNewTab: string,
  hrefOf: (href: string) => string = (href) => href,
): string {
  return blocks.map((block) => renderer.render(block, { opensInNewTab, hrefOf } satisfies ArticleEnv)).join('');
}
