import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { DraftFile } from '../state/draft.ts';
import { fill, text } from '../strings.ts';
import type { ContentGroup } from './content-index.ts';
import { ContentSearch } from './ContentSearch.tsx';

interface ContentNavProps {
  groups: ContentGroup[];
  current: string | undefined;
  changed: ReadonlySet<string>;
  problemCounts: ReadonlyMap<string, number>;
  onOpen: (path: string) => void;
  onNewPage: () => void;
  onNewArticle: () => void;
  files: Record<string, DraftFile>;
  /** Opens a file at the field a search found. */
  onShowAt: (file: string, pointer: string) => void;
}

/** The "Content" landmark: everything a marketer edits, and the buttons that add a page or an article. */
export function ContentNav({
  groups,
  current,
  changed,
  problemCounts,
  onOpen,
  onNewPage,
  onNewArticle,
  files,
  onShowAt,
}: ContentNavProps) {
  // One function for every entry, so an entry whose own props stay the same is not rendered again: a
  // keystroke in one of 2,000 articles renders one entry, not 2,000.
  const latestOpen = useRef(onOpen);
  useLayoutEffect(() => {
    latestOpen.current = onOpen;
  });
  const open = useCallback((path: string) => latestOpen.current(path), []);
  const labels = new Map(groups.flatMap((group) => group.entries.map((entry) => [entry.path, entry.label] as const)));
  return (
    <nav className="content-nav" aria-label={text.contentNav}>
      <h2 className="content-nav__title">{text.contentNav}</h2>
      <div className="content-nav__actions">
        <button type="button" className="button" onClick={onNewPage}>
          {text.newPage}
        </button>
        <button type="button" className="button" onClick={onNewArticle}>
          {text.newArticle}
        </button>
      </div>
      <ContentSearch files={files} labelOf={(path) => labels.get(path) ?? path} onShow={onShowAt} />
      {groups.map((group) => (
        <section key={group.id} className="content-nav__group" aria-labelledby={`group-${group.id}`}>
          <h3 id={`group-${group.id}`}>{text.groups[group.id]}</h3>
          <ul>
            {group.entries.map((entry) => (
              <Entry
                key={entry.path}
                path={entry.path}
                label={entry.label}
                detail={entry.detail}
                current={entry.path === current}
                changed={changed.has(entry.path)}
                problems={problemCounts.get(entry.path) ?? 0}
                onOpen={open}
              />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

interface EntryProps {
  path: string;
  label: string;
  detail: string | undefined;
  current: boolean;
  changed: boolean;
  problems: number;
  onOpen: (path: string) => void;
}

const Entry = memo(function Entry({ path, label, detail, current, changed, problems, onOpen }: EntryProps) {
  return (
    <li>
      <button
        type="button"
        className="content-nav__entry"
        aria-current={current ? 'page' : undefined}
        onClick={() => onOpen(path)}
      >
        <span className="content-nav__label">
          {label} {changed && <span className="badge badge--changed">{text.changedMark}</span>}
        </span>
        {detail && <span className="content-nav__detail">{detail}</span>}
        {problems > 0 && (
          <span className="badge badge--problem">{fill(text.sectionProblems, { count: problems })}</span>
        )}
      </button>
    </li>
  );
});
