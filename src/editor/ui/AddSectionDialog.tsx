import { fill, text } from '../strings.ts';
import { SECTION_TYPES, typeDescription, typeFields, typeTitle } from '../state/sections.ts';
import { Modal } from './Modal.tsx';

interface AddSectionDialogProps {
  open: boolean;
  onChoose: (type: string) => void;
  onClose: () => void;
}

/**
 * The palette of every registered section type, with the title and description of its schema and,
 * folded under each, the fields its form asks for (a native disclosure: Tab reaches it, Enter or Space
 * opens it). The catalogue's pictures (docs/sections/) stay out: about 1 MB in the editor's bundle,
 * of the shipped content as it was when they were taken, where the fields come from the schema.
 */
export function AddSectionDialog({ open, onChoose, onClose }: AddSectionDialogProps) {
  return (
    <Modal open={open} labelledBy="add-section-title" onClose={onClose}>
      <h2 id="add-section-title">{text.addSectionTitle}</h2>
      <p>{text.addSectionIntro}</p>
      <ul className="palette">
        {SECTION_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="palette__choice"
              onClick={() => onChoose(type)}
              aria-describedby={`palette-${type}`}
            >
              <span className="palette__title">{typeTitle(type)}</span>
            </button>
            <p id={`palette-${type}`} className="palette__description">
              {typeDescription(type)}
            </p>
            <details className="palette__fields">
              <summary>{fill(text.paletteFields, { type: typeTitle(type) })}</summary>
              <ul>
                {typeFields(type).map((field) => (
                  <li key={field.key}>
                    {field.title}
                    {field.required && <span className="palette__required"> {text.paletteRequired}</span>}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onClose}>
        {text.close}
      </button>
    </Modal>
  );
}
