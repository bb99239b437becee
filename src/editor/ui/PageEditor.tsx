// A page: its settings, then its sections in order, each with its type's title and a one-line
// summary, the buttons that move, duplicate and remove it (drag and drop too), and, when selected,
// the form of its type. "Add section" opens the palette of every section type.
import type { Draft as Mutable } from 'immer';
import { Suspense, useEffect, useRef, useState, type DragEvent } from 'react';
import type { Problem } from '../../shared/config-check/json-source.ts';
import { PAGE_SETTINGS, sectionFormKey } from '../../shared/config-edit/form-keys.ts';
import type { EditorFormContext } from '../schema-form/context.ts';
import { SchemaForm } from '../schema-form/LazySchemaForm.tsx';
import { concerns, errorSchemaOf } from '../state/problems.ts';
import { notesOfForm, type ReviewCommentView } from '../state/reviews.ts';
import { newSection, summaryOf, typeTitle } from '../state/sections.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { fill, fillCount, text } from '../strings.ts';
import { AddSectionDialog } from './AddSectionDialog.tsx';
import { PartBoundary } from './PartBoundary.tsx';
import { SectionData } from './SectionData.tsx';

type Recipe = (files: Mutable<Record<string, DraftFile>>) => void;

interface PageEditorProps {
  path: string;
  page: JsonObject;
  routes: string[];
  problems: Problem[];
  context: EditorFormContext;
  selected: number | undefined;
  onSelect: (index: number | undefined) => void;
  onEdit: (recipe: Recipe, group?: string) => void;
  /** Opens another file (the data a section shows). */
  onOpen: (path: string) => void;
  exists: (path: string) => boolean;
  /** A review's comments on the draft: those on this page's fields show beside them. */
  notes?: readonly ReviewCommentView[];
}

/** A section's control that the keyboard's focus goes to once an edit of the list has been drawn. */
type Control = 'select' | 'up' | 'down';
interface FocusAfterEdit {
  index: number;
  control: Control;
  /** The list before the edit: the focus moves once the list drawn is another. */
  before: JsonObject[];
}

function sectionsOf(files: Mutable<Record<string, DraftFile>>, path: string): JsonObject[] {
  const file = files[path]!;
  if (file.kind !== 'json') throw new Error(`${path} is not parsed`);
  if (!Array.isArray(file.value.sections)) file.value.sections = [];
  return file.value.sections as JsonObject[];
}

export function PageEditor({
  path,
  page,
  routes,
  problems,
  context,
  selected,
  onSelect,
  onEdit,
  onOpen,
  exists,
  notes = [],
}: PageEditorProps) {
  const [adding, setAdding] = useState(false);
  const [dragged, setDragged] = useState<number | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const sections = Array.isArray(page.sections) ? (page.sections as JsonObject[]) : [];
  // The sections are drawn by their place, so after a move the focused Move button would be another
  // section's (a second press moved that one back), and after an add from the palette the focus went
  // back to Add section, below the new form: the focus goes with the section instead.
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<FocusAfterEdit | undefined>(undefined);
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || pending.before === sections) return;
    focusAfter.current = undefined;
    const item = list.current?.children[Math.min(pending.index, sections.length - 1)];
    const control = (name: Control) => item?.querySelector<HTMLButtonElement>(`[data-control="${name}"]`);
    const other: Control = pending.control === 'up' ? 'down' : pending.control === 'down' ? 'up' : 'select';
    const wanted = control(pending.control);
    (wanted && !wanted.disabled ? wanted : (control(other) ?? addButton.current))?.focus();
  });
  const focusAfterEdit = (index: number, control: Control) => {
    focusAfter.current = { index, control, before: sections };
  };
  const { sections: _sections, ...settings } = page;
  const settingsProblems = problems.filter((problem) => problem.file === path && !concerns(problem, path, '/sections'));
  // Problems of the settings open them, so each is seen at its field; so does a search or a problem leading to one.
  const showSettings = settingsOpen || settingsProblems.length > 0 || Boolean(context.focusTarget?.startsWith('page_'));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length || from === to) return;
    onEdit((files) => {
      const list = sectionsOf(files, path);
      const [moved] = list.splice(from, 1);
      list.splice(to, 0, moved!);
    });
    onSelect(to);
    focusAfterEdit(to, to > from ? 'down' : 'up');
  };
  const duplicate = (index: number) => {
    onEdit((files) => {
      const list = sectionsOf(files, path);
      // A copy of a section with an anchor id would repeat the id: the copy goes without it.
      const { id: _id, ...copy } = JSON.parse(JSON.stringify(list[index])) as JsonObject;
      list.splice(index + 1, 0, copy);
    });
    onSelect(index + 1);
  };
  const remove = (index: number) => {
    if (!window.confirm(fill(text.removeConfirm, { title: typeTitle(String(sections[index]?.type)) }))) return;
    onEdit((files) => {
      sectionsOf(files, path).splice(index, 1);
    });
    onSelect(undefined);
    // The section that took its place (or the one before the last), or Add section when none is left.
    focusAfterEdit(index, 'select');
  };
  const add = (type: string) => {
    const at = selected === undefined ? sections.length : selected + 1;
    const section = newSection(type);
    onEdit((files) => {
      sectionsOf(files, path).splice(at, 0, section);
    });
    setAdding(false);
    onSelect(at);
    focusAfterEdit(at, 'select');
  };

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== undefined) move(dragged, index);
    setDragged(undefined);
  };

  return (
    <div className="page-editor">
      <h2>
        {String(page.title ?? path)} <span className="page-editor__path">{routes.join(', ') || path}</span>
      </h2>
      <details
        className="page-editor__settings"
        open={showSettings}
        onToggle={(event) => setSettingsOpen(event.currentTarget.open)}
      >
        <summary>{text.pageSettings}</summary>
        {showSettings && (
          <Suspense fallback={<p>{text.loading}</p>}>
            <SchemaForm
              formKey={PAGE_SETTINGS}
              idPrefix="page"
              value={settings}
              context={{ ...context, notes: notesOfForm(notes, path, '', 'page') }}
              errors={errorSchemaOf(settingsProblems, path, '')}
              onChange={(value, field) =>
                onEdit(
                  (files) => {
                    const file = files[path]!;
                    if (file.kind === 'json') file.value = { ...value, sections: file.value.sections };
                  },
                  `${path}:settings:${field ?? ''}`,
                )
              }
            />
          </Suspense>
        )}
      </details>

      <h3 id="sections-heading">{text.sections}</h3>
      <p className="hint">{text.dragHint}</p>
      <ol className="section-list" aria-labelledby="sections-heading" ref={list}>
        {sections.map((section, index) => {
          const type = String(section.type);
          const title = typeTitle(type);
          const count = problems.filter((problem) => concerns(problem, path, `/sections/${index}`)).length;
          const isSelected = selected === index;
          return (
            <li
              key={index}
              className={`section-item${isSelected ? ' section-item--selected' : ''}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(index)}
            >
              <div
                className="section-item__head"
                draggable
                onDragStart={() => setDragged(index)}
                onDragEnd={() => setDragged(undefined)}
                data-testid={`section-${index}`}
              >
                <button
                  type="button"
                  className="section-item__select"
                  data-control="select"
                  aria-expanded={isSelected}
                  aria-controls={`section-form-${index}`}
                  onClick={() => onSelect(isSelected ? undefined : index)}
                >
                  <span className="section-item__title">
                    {fill(text.sectionOf, { number: index + 1, count: sections.length, title })}
                  </span>
                  <span className="section-item__summary">{summaryOf(section)}</span>
                  {count > 0 && <span className="badge badge--problem">{fillCount(text.sectionProblems, count)}</span>}
                </button>
                <div
                  className="section-item__actions"
                  role="group"
                  aria-label={fill(text.sectionOf, { number: index + 1, count: sections.length, title })}
                >
                  <button
                    type="button"
                    className="button button--small"
                    disabled={index === 0}
                    data-control="up"
                    onClick={() => move(index, index - 1)}
                  >
                    {text.moveUp}
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={index === sections.length - 1}
                    data-control="down"
                    onClick={() => move(index, index + 1)}
                  >
                    {text.moveDown}
                  </button>
                  <button type="button" className="button button--small" onClick={() => duplicate(index)}>
                    {text.duplicate}
                  </button>
                  <button type="button" className="button button--small button--danger" onClick={() => remove(index)}>
                    {text.remove}
                  </button>
                </div>
              </div>
              {isSelected && (
                <div className="section-item__form" id={`section-form-${index}`}>
                  <SectionData section={section} exists={exists} onOpen={onOpen} />
                  <PartBoundary part={text.parts.section} resetKey={section}>
                    <Suspense fallback={<p>{text.loading}</p>}>
                      <SchemaForm
                        formKey={sectionFormKey(type)}
                        idPrefix={`section-${index}`}
                        value={section}
                        context={{
                          ...context,
                          notes: notesOfForm(notes, path, `/sections/${index}`, `section-${index}`),
                        }}
                        errors={errorSchemaOf(problems, path, `/sections/${index}`)}
                        onChange={(value, field) =>
                          onEdit(
                            (files) => {
                              sectionsOf(files, path)[index] = value;
                            },
                            `${path}:section:${index}:${field ?? ''}`,
                          )
                        }
                      />
                    </Suspense>
                  </PartBoundary>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--primary" onClick={() => setAdding(true)} ref={addButton}>
        {text.addSection}
      </button>
      <AddSectionDialog open={adding} onChoose={add} onClose={() => setAdding(false)} />
    </div>
  );
}
