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
            {group.entries.map((entry) => {
              const problems = problemCounts.get(entry.path) ?? 0;
              return (
                <li key={entry.path}>
                  <button
                    type="button"
                    className="content-nav__entry"
                    aria-current={entry.path === current ? 'page' : undefined}
                    onClick={() => onOpen(entry.path)}
                  >
                    <span className="content-nav__label">
                      {entry.label}{' '}
                      {changed.has(entry.path) && <span className="badge badge--changed">{text.changedMark}</span>}
                    </span>
                    {entry.detail && <span className="content-nav__detail">{entry.detail}</span>}
                    {problems > 0 && (
                      <span className="badge badge--problem">{fill(text.sectionProblems, { count: problems })}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
