// What the editor and its preview (a same-origin iframe) say to each other with postMessage: the
// draft (only the files that changed since the last message) and what to show, and back, that the
// preview is ready, that it rendered, and which section was clicked.
import type { JsonObject } from '../state/draft.ts';

export type PreviewView =
  { kind: 'page'; path: string; route: string } | { kind: 'article'; slug: string } | { kind: 'none' };

export type ToPreview = {
  type: 'draft';
  /** Files of the draft by path: all of them on the first message, then those that changed; null: gone. */
  files: Record<string, JsonObject | null>;
  view: PreviewView;
  selected: number | undefined;
  /** The language being edited (its code): the preview shows its translations. */
  language?: string;
  /** Counts the messages, so the editor can tell which one a render answers. */
  seq: number;
};

export type FromPreview =
  | { type: 'ready' }
  | { type: 'rendered'; seq: number }
  | { type: 'select'; index: number }
  /** A link of the site was clicked: the preview goes to its page (the editor opens it). */
  | { type: 'navigate'; href: string }
  /** The header or the footer was clicked: the editor opens the navigation. */
  | { type: 'navigation' };

/** Whether a message event comes from this origin (the editor and its preview share it). */
export function fromSameOrigin(event: MessageEvent): boolean {
  return event.origin === window.location.origin;
}
