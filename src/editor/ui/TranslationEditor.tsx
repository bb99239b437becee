// A file in another language: each of its texts (src/shared/translation.ts, textsOf) named as its
// field is in the main language's form, the main language's text above it (read only) and the
// translation to type below, in the language's direction. Typing writes the language's translation
// file (translations/<code>/<file>) in the draft with the main language's text of today, so a text
// changed since is no longer out of date once its translation is looked at and typed. Above: what
// of this file is left to do, each a button to its field; below: the same for every file of the site.
import type { Draft as Mutable } from 'immer';
import { useMemo, useState } from 'react';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import { translationFile } from '../../shared/config-check/config-layout.ts';
import { pointerSegments } from '../../shared/config-check/json-source.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { placeOf } from '../state/history-words.ts';
import {
  translationBacklog,
  translationOf,
  translationRows,
  withText,
  type TranslationRow,
} from '../state/translating.ts';
import { textsOf } from '../../shared/translation.ts';
import { fill, fillCount, text } from '../strings.ts';

const t = text.translate;

type Recipe = (files: Mutable<Record<string, DraftFile>>) => void;

interface TranslationEditorProps {
  path: string;
  title: string;
  source: JsonObject;
  files: Readonly<Record<string, DraftFile>>;
  main: SiteLanguage;
  language: SiteLanguage;
  onEdit: (recipe: Recipe, group?: string) => void;
  /** Whether a file is saved (a translation never saved and emptied again leaves the draft). */
  isSaved: (path: string) => boolean;
  /** The articles held as their list entry (counted as the Content list counts them). */
  unloaded: Readonly<Record<string, string>>;
  /** Opens another file (from the list of what is left to translate across the site). */
  onOpen: (path: string) => void;
  labelOf: (path: string) => string;
}

/** Past this many texts left to do, their list starts folded. */
const TODO_SHOWN = 10;

const fieldId = (index: number) => `translation-${index}`;

/** A text box about as tall as the main language's text needs. */
const rowsFor = (source: string) => Math.min(8, Math.max(1, Math.ceil(source.length / 70)));

function focusField(index: number): void {
  const field = document.getElementById(fieldId(index));
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

export function TranslationEditor(props: TranslationEditorProps) {
  const { path, title, source, files, main, language, onEdit, isSaved } = props;
  const file = translationFile(language.code, path);
  const translation = translationOf(files, language.code, path);
  const rows = translationRows(source, translation, path);
  // The places change with the source file only.
  const places = useMemo(
    () =>
      new Map(
        [...textsOf(source, path).keys()].map((pointer) => [
          pointer,
          placeOf(path, source, pointerSegments(pointer)).place,
        ]),
      ),
    [path, source],
  );
  const names = { main: main.name, language: language.name };
  const todo = rows.flatMap((row, index) => (row.state === 'translated' ? [] : [{ row, index }]));
  // Folded when long, so the texts themselves stay near the top; the marketer's choice then stays.
  const [todoOpen] = useState(() => todo.length <= TODO_SHOWN);
  const count = (state: TranslationRow['state']) => String(rows.filter((row) => row.state === state).length);

  const type = (row: TranslationRow, typed: string) => {
    const next = withText(path, language.code, source, translation, row.pointer, typed);
    const empty = Object.keys(next.texts as object).length === 0;
    onEdit((draft) => {
      if (empty && !isSaved(file)) delete draft[file];
      else draft[file] = { kind: 'json', value: next };
    }, `${file}:${row.pointer}`);
  };

  if (files[file]?.kind === 'text')
    return (
      <div className="translation-editor">
        <h2>{fill(t.heading, { title, language: language.name })}</h2>
        <p className="notice">{fill(t.unreadable, { file })}</p>
      </div>
    );

  return (
    <div className="translation-editor">
      <h2>{fill(t.heading, { title, language: language.name })}</h2>
      <p>{fill(t.intro, names)}</p>
      <p className="translation-editor__summary">
        {fill(t.fileSummary, {
          ...names,
          untranslated: count('untranslated'),
          stale: count('stale'),
          translated: count('translated'),
        })}
      </p>
      {todo.length === 0 ? (
        <p>{t.nothingTodo}</p>
      ) : (
        <details className="translation-editor__todo" open={todoOpen}>
          <summary>{fillCount(t.todoSummary, todo.length)}</summary>
          <ul>
            {todo.map(({ row, index }) => (
              <li key={row.pointer}>
                <button type="button" className="link-button" onClick={() => focusField(index)}>
                  {places.get(row.pointer)}
                </button>{' '}
                <StateBadge state={row.state} main={main.name} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <ol className="translation-editor__fields">
        {rows.map((row, index) => {
          const id = fieldId(index);
          const described = [
            `${id}-source`,
            row.was === undefined ? '' : `${id}-was`,
            row.state === 'translated' ? '' : `${id}-state`,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={row.pointer} className={`translation-field translation-field--${row.state}`}>
              <label htmlFor={id} className="translation-field__label">
                {fill(t.translationLabel, { place: places.get(row.pointer) ?? row.pointer, language: language.name })}
              </label>{' '}
              <StateBadge state={row.state} main={main.name} id={`${id}-state`} />
              <p className="translation-field__source" id={`${id}-source`}>
                <span className="translation-field__caption">{fill(t.sourceLabel, names)}</span>{' '}
                <span lang={main.code} dir={main.dir}>
                  {row.source}
                </span>
              </p>
              {row.was !== undefined && (
                <p className="translation-field__was" id={`${id}-was`}>
                  <span className="translation-field__caption">{fill(t.wasLabel, names)}</span>{' '}
                  <del lang={main.code} dir={main.dir}>
                    {row.was}
                  </del>
                </p>
              )}
              <textarea
                id={id}
                className="form-control translation-field__text"
                lang={language.code}
                dir={language.dir}
                rows={rowsFor(row.source)}
                value={row.text}
                aria-describedby={described}
                onChange={(event) => type(row, event.target.value)}
              />
            </li>
          );
        })}
      </ol>
      <SiteBacklog
        files={files}
        unloaded={props.unloaded}
        main={main}
        language={language}
        onOpen={props.onOpen}
        labelOf={props.labelOf}
      />
    </div>
  );
}

function StateBadge({ state, main, id }: { state: TranslationRow['state']; main: string; id?: string }) {
  if (state === 'translated') return null;
  return (
    <span id={id} className={`badge badge--${state === 'stale' ? 'stale' : 'untranslated'}`}>
      {state === 'stale' ? fill(t.stateStale, { main }) : t.stateUntranslated}
    </span>
  );
}

/** What is left to translate into the language in every file of the site. */
function SiteBacklog({
  files,
  unloaded,
  main,
  language,
  onOpen,
  labelOf,
}: {
  files: Readonly<Record<string, DraftFile>>;
  unloaded: Readonly<Record<string, string>>;
  main: SiteLanguage;
  language: SiteLanguage;
  onOpen: (path: string) => void;
  labelOf: (path: string) => string;
}) {
  const backlog = translationBacklog(files, language.code, unloaded);
  return (
    <section className="translation-backlog" aria-labelledby="translation-backlog-title">
      <h3 id="translation-backlog-title">{fill(t.siteHeading, { language: language.name })}</h3>
      {backlog.length === 0 ? (
        <p>{fill(t.siteNone, { language: language.name })}</p>
      ) : (
        <ul>
          {backlog.map((entry) => {
            const counts = [
              entry.untranslated > 0 ? fill(t.siteUntranslated, { count: entry.untranslated }) : '',
              entry.stale > 0 ? fill(t.siteStale, { count: entry.stale, main: main.name }) : '',
            ];
            const words = fill(t.siteEntry, { file: labelOf(entry.path), counts: counts.filter(Boolean).join(', ') });
            return (
              <li key={entry.path}>
                <button type="button" className="link-button" onClick={() => onOpen(entry.path)}>
                  {words}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
