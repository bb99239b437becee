// A reviewer's comments beside the field they name (issue 41, "Ask for a review"): every field of a
// generated form is drawn by react-jsonschema-form's own template, followed, when the review's
// comments name that field (formContext.notes, by the field's id), by those comments, as a note
// right after the field in reading order.
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldTemplateProps } from '@rjsf/utils';
import type { EditorFormContext } from './context.ts';
import { fill, text } from '../strings.ts';

const RjsfFieldTemplate = getDefaultRegistry().templates.FieldTemplate;

/** The id of a field's review comments. */
export const notesId = (fieldId: string) => `${fieldId}__review`;

export function NotedFieldTemplate(props: FieldTemplateProps) {
  const notes = (props.registry.formContext as EditorFormContext).notes?.[props.id];
  if (!notes?.length) return <RjsfFieldTemplate {...props} />;
  return (
    <div className="review-noted">
      <RjsfFieldTemplate {...props} />
      <div className="review-note" id={notesId(props.id)} role="note" aria-label={text.reviews.noteLabel}>
        <ul className="review-note__list">
          {notes.map((note) => (
            <li key={note.id}>
              {fill(text.reviews.note, { name: note.by.fullName || note.by.name, body: note.body })}{' '}
              <span className="review-note__round">({fill(text.reviews.roundMark, { round: note.round })})</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
