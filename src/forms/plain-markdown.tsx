import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx inside react-jsonschema-form (see vite.config.ts). Our forms never
 * turn on Markdown descriptions, and the parser would add about 30 KiB (gzip) to every form page.
 * Texts render as plain text.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
