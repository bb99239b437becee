// The inline syntax of article text (see markdown-lite.tsx), shared with the config validator.
export const INLINE_PATTERN = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Every link target written in a text. */
export function inlineLinks(text: string): string[] {
  return [...text.matchAll(INLINE_PATTERN)].filter((match) => match[4] !== undefined).map((match) => match[4]!);
}
