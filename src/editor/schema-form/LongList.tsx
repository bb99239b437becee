// A long list (the press coverage has over a hundred entries) is shown a page of entries at a time:
// a form of thousands of inputs is slow to type in and hard to find one's way through. The page
// follows the editor: an entry added at the end, or a problem's field asked for, is brought into view.
import { getDefaultRegistry } from '@rjsf/core';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useState } from 'react';
import { fill, text } from '../strings.ts';
import type { EditorFormContext } from './context.ts';

/** Entries shown at once; a shorter list is shown whole. */
export const LIST_PAGE = 25;

const RjsfArrayFieldTemplate = getDefaultRegistry().templates.ArrayFieldTemplate;

/** The entry a field id of this list points into (file_entries_150_outlet -> 150), if it does. */
function entryOf(listId: string, fieldId: string | undefined): number | undefined {
  if (!fieldId?.startsWith(`${listId}_`)) return undefined;
  const index = Number.parseInt(fieldId.slice(listId.length + 1), 10);
  return Number.isInteger(index) ? index : undefined;
}

export function LongListTemplate(props: ArrayFieldTemplateProps) {
  const { items, fieldPathId, registry, title } = props;
  const [first, setFirst] = useState(0);
  const [length, setLength] = useState(items.length);
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const { focusTarget } = registry.formContext as EditorFormContext;
  const pageOf = (index: number) => Math.floor(index / LIST_PAGE) * LIST_PAGE;

  // State adjusted while rendering (React's pattern for state that follows props): a new entry at the
  // end, or a field asked for by the Problems region, shows its page.
  if (items.length !== length) {
    setLength(items.length);
    if (items.length > length) setFirst(pageOf(items.length - 1));
  }
  const wanted = entryOf(fieldPathId.$id, focusTarget);
  if (focusTarget !== focused) {
    setFocused(focusTarget);
    if (wanted !== undefined && wanted < items.length) setFirst(pageOf(wanted));
  }

  if (items.length <= LIST_PAGE) return <RjsfArrayFieldTemplate {...props} />;
  const start = Math.min(first, pageOf(items.length - 1));
  const end = Math.min(start + LIST_PAGE, items.length);
  const range = fill(text.listRange, { from: start + 1, to: end, count: items.length });
  return (
    <div className="long-list">
      <RjsfArrayFieldTemplate {...props} items={items.slice(start, end)} />
      <div className="long-list__pager" role="group" aria-label={fill(text.listPager, { title })}>
        <button
          type="button"
          className="button button--small"
          disabled={start === 0}
          onClick={() => setFirst(start - LIST_PAGE)}
        >
          {text.listPrevious}
        </button>
        <span aria-live="polite">{range}</span>
        <button
          type="button"
          className="button button--small"
          disabled={end === items.length}
          onClick={() => setFirst(start + LIST_PAGE)}
        >
          {text.listNext}
        </button>
      </div>
    </div>
  );
}
