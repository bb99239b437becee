import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import type { DraftFile } from '../state/draft.ts';
import { leftToDo, standingsOf, type LanguageStanding } from '../state/translating.ts';
import { fill, fillCount, text } from '../strings.ts';
import type { ContentEntry, ContentGroup } from './content-index.ts';
import { ContentSearch } from './ContentSearch.tsx';
import { StandingBadge, TranslateButton } from './LanguageStanding.tsx';

interface ContentNavProps {
  groups: ContentGroup[];
  current: string | undefined;
  changed: ReadonlySet<string>;
  problemCounts: ReadonlyMap<string, number>;
  /** The first check of every file has not answered: no count is known yet (said instead of the badges). */
  checking: boolean;
  onOpen: (path: string) => void;
  onNewPage: () => void;
  onNewArticle: () => void;
  files: Record<string, DraftFile>;
  /** The articles held as their list entry: the server searches their text. */
  unloaded: Readonly<Record<string, string>>;
  /** Opens a file at the field a search found. */
  onShowAt: (file: string, pointer: string) => void;
  /** The site's locale, in which the search writes and finds amounts of money. */
  locale: string;
  /** The site's languages, the main one first; none for a site of one language (then no badges). */
  languages: readonly SiteLanguage[];
  /** The code of the language being translated, undefined while the main one is edited. */
  translating: string | undefined;
  /** Switches the language being edited to `code` and opens the file. */
  onTranslate: (path: string, code: string) => void;
}

/** What each entry shows of the site's languages. */
interface Languages {
  main: SiteLanguage | undefined;
  /** The languages other than the main one, each with a badge. */
  others: readonly SiteLanguage[];
  translating: string | undefined;
  files: Readonly<Record<string, DraftFile>>;
  unloaded: Readonly<Record<string, string>>;
}

/** The "Content" landmark: everything a marketer edits, and the buttons that add a page or an article. */
export function ContentNav({
  groups,
  current,
  changed,
  problemCounts,
  checking,
  onOpen,
  onNewPage,
  onNewArticle,
  files,
  unloaded,
  onShowAt,
  locale,
  languages,
  translating,
  onTranslate,
}: ContentNavProps) {
  // One function for every entry, so an entry whose own props stay the same is not rendered again: a
  // keystroke in one of 2,000 articles renders one entry, not 2,000.
  const latestOpen = useRef(onOpen);
  useLayoutEffect(() => {
    latestOpen.current = onOpen;
  });
  const open = useCallback((path: string) => latestOpen.current(path), []);
  const latestTranslate = useRef(onTranslate);
  useLayoutEffect(() => {
    latestTranslate.current = onTranslate;
  });
  const translate = useCallback((path: string, code: string) => latestTranslate.current(path, code), []);
  const [main, ...others] = languages;
  const inLanguages: Languages = { main, others, translating, files, unloaded };
  // Built when the search first asks for a name, once per change of the list: not on every keystroke
  // (2,000 entries at 2,000 articles, for a search that is most often empty).
  const labelOf = useMemo(() => {
    let labels: Map<string, string> | undefined;
    return (path: string) => {
      labels ??= new Map(groups.flatMap((group) => group.entries.map((entry) => [entry.path, entry.label] as const)));
      return labels.get(path) ?? path;
    };
  }, [groups]);
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
      <ContentSearch files={files} unloaded={unloaded} labelOf={labelOf} locale={locale} onShow={onShowAt} />
      {checking && <p className="content-nav__checking">{text.checking}</p>}
      {groups.map((group) => (
        <Group
          key={group.id}
          group={group}
          current={current}
          changed={changed}
          problemCounts={problemCounts}
          onOpen={open}
          languages={inLanguages}
          onTranslate={translate}
        />
      ))}
    </nav>
  );
}

/**
 * How many entries of a group show at first, and how many more each "Show more" adds: at 2,000
 * articles the list is 2,000 buttons otherwise, which the browser lays out at the open and React
 * compares on every keystroke. The rest stays one press away (and the search finds any of them).
 */
export const LIST_PAGE = 50;

/** The entries a group shows: its first `count`, and the one being edited wherever it is. */
export function shownEntries(entries: ContentEntry[], count: number, current: string | undefined): ContentEntry[] {
  const first = entries.slice(0, count);
  const open = entries.findIndex((entry) => entry.path === current);
  return open >= count ? [...first, entries[open]!] : first;
}

interface GroupProps {
  group: ContentGroup;
  current: string | undefined;
  changed: ReadonlySet<string>;
  problemCounts: ReadonlyMap<string, number>;
  onOpen: (path: string) => void;
  languages: Languages;
  onTranslate: (path: string, code: string) => void;
}

function Group({ group, current, changed, problemCounts, onOpen, languages, onTranslate }: GroupProps) {
  const [count, setCount] = useState(LIST_PAGE);
  const list = useRef<HTMLUListElement>(null);
  // After "Show more", the focus goes to the first entry it added (the button itself moved below them),
  // so a keyboard user carries on down the list from where they were.
  const focusAt = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (focusAt.current === undefined) return;
    list.current?.querySelectorAll<HTMLButtonElement>('.content-nav__entry')[focusAt.current]?.focus();
    focusAt.current = undefined;
  });
  const shown = shownEntries(group.entries, count, current);
  const hidden = group.entries.length - Math.min(count, group.entries.length);
  const codes = languages.others.map((language) => language.code);
  return (
    <section className="content-nav__group" aria-labelledby={`group-${group.id}`}>
      <h3 id={`group-${group.id}`}>{text.groups[group.id]}</h3>
      <ul ref={list}>
        {shown.map((entry) => (
          <Entry
            key={entry.path}
            path={entry.path}
            label={entry.label}
            detail={entry.detail}
            current={entry.path === current}
            changed={changed.has(entry.path)}
            problems={problemCounts.get(entry.path) ?? 0}
            onOpen={onOpen}
            main={languages.main}
            others={languages.others}
            translating={languages.translating}
            standings={codes.length > 0 ? standingsOf(languages.files, entry.path, codes, languages.unloaded) : NONE}
            onTranslate={onTranslate}
          />
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="button content-nav__more"
          onClick={() => {
            focusAt.current = count;
            setCount(count + LIST_PAGE);
          }}
        >
          {fill(text.contentNavMore, { count: Math.min(LIST_PAGE, hidden), hidden })}
        </button>
      )}
    </section>
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
  main: SiteLanguage | undefined;
  others: readonly SiteLanguage[];
  translating: string | undefined;
  /** How the file stands in each other language (none when no language translates it). */
  standings: readonly LanguageStanding[];
  onTranslate: (path: string, code: string) => void;
}

const NONE: readonly LanguageStanding[] = [];

/** The standings are made again on every render; they are the same while each one's counts are (the
 *  counts are kept per file and translation: state/translating.ts), so an entry is drawn again only
 *  when its own file or translation changed. */
function sameEntry(before: EntryProps, after: EntryProps): boolean {
  const keys = Object.keys(after) as (keyof EntryProps)[];
  return keys.every((key) => {
    if (key === 'standings')
      return sameList(before.standings, after.standings, (one, other) => one.counts === other.counts);
    // The languages are read from the draft's site.json on every render: the same while they say the same.
    if (key === 'others') return sameList(before.others, after.others, sameLanguage);
    if (key === 'main') return sameLanguage(before.main, after.main);
    return before[key] === after[key];
  });
}

function sameList<T>(before: readonly T[], after: readonly T[], same: (one: T, other: T) => boolean): boolean {
  return before.length === after.length && before.every((item, index) => same(item, after[index]!));
}

function sameLanguage(one: SiteLanguage | undefined, other: SiteLanguage | undefined): boolean {
  return one?.code === other?.code && one?.name === other?.name && one?.dir === other?.dir;
}

const Entry = memo(function Entry(props: EntryProps) {
  const { path, label, detail, current, changed, problems, onOpen, main, others, standings } = props;
  const labelId = `content-entry:${path}`;
  const languageOf = (code: string) => others.find((language) => language.code === code)!;
  // Offered for each language with texts left to do, but the one being edited: there the entry itself opens the translation.
  const offered = standings.filter((standing) => leftToDo(standing.standing) && standing.code !== props.translating);
  return (
    <li>
      <button
        type="button"
        className="content-nav__entry"
        aria-current={current ? 'page' : undefined}
        onClick={() => onOpen(path)}
      >
        <span className="content-nav__label" id={labelId}>
          {label} {changed && <span className="badge badge--changed">{text.changedMark}</span>}
        </span>
        {detail && <span className="content-nav__detail">{detail}</span>}
        {problems > 0 && <span className="badge badge--problem">{fillCount(text.sectionProblems, problems)}</span>}
        {main && standings.length > 0 && (
          <span className="content-nav__languages">
            {standings.map((standing) => (
              <StandingBadge key={standing.code} standing={standing} language={languageOf(standing.code)} main={main} />
            ))}
          </span>
        )}
      </button>
      {offered.length > 0 && (
        <span className="content-nav__translate">
          {offered.map((standing) => (
            <TranslateButton
              key={standing.code}
              language={languageOf(standing.code)}
              describedBy={labelId}
              onTranslate={() => props.onTranslate(path, standing.code)}
            />
          ))}
        </span>
      )}
    </li>
  );
}, sameEntry);
