// A deliberately small Markdown subset for article bodies: headings, paragraphs, lists, bold,
// italic and links. It builds React elements, never HTML strings, so no markup in the config can
// reach the page unescaped.
import type { ReactNode } from 'react';
import { SiteLink } from '../components/SiteLink.tsx';
import { INLINE_PATTERN } from './markdown-lite-links.ts';

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseBlock(source: string): Block {
  const heading = /^(#{2,3}) (.+)$/.exec(source);
  if (heading) return { kind: 'heading', level: heading[1]!.length as 2 | 3, text: heading[2]! };
  const lines = source.split('\n');
  if (lines.every((line) => /^- /.test(line))) return { kind: 'list', ordered: false, items: lines.map((line) => line.slice(2)) };
  if (lines.every((line) => /^\d+\. /.test(line))) return { kind: 'list', ordered: true, items: lines.map((line) => line.replace(/^\d+\. /, '')) };
  return { kind: 'paragraph', text: source };
}

export { inlineLinks } from './markdown-lite-links.ts';

export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_PATTERN)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = `${match.index}`;
    if (match[1] !== undefined) nodes.push(<strong key={key}>{match[1]}</strong>);
    else if (match[2] !== undefined) nodes.push(<em key={key}>{match[2]}</em>);
    else nodes.push(<SiteLink key={key} href={match[4]!}>{match[3]}</SiteLink>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function MarkdownBlocks({ blocks }: { blocks: string[] }) {
  return (
    <>
      {blocks.map((source, index) => {
        const block = parseBlock(source);
        if (block.kind === 'heading') {
          const Heading = block.level === 2 ? 'h2' : 'h3';
          return <Heading key={index}>{renderInline(block.text)}</Heading>;
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </List>
          );
        }
        return <p key={index}>{renderInline(block.text)}</p>;
      })}
    </>
  );
}
