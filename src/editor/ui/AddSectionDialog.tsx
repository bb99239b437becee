import { text } from '../strings.ts';
import { SECTION_TYPES, typeDescription, typeTitle } from '../state/sections.ts';
import { Modal } from './Modal.tsx';

interface AddSectionDialogProps {
  open: boolean;
  onChoose: (type: string) => void;
  onClose: () => void;
}

/** The palette of every registered section type, with the title and description of its schema. */
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
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onClose}>
        {text.close}
      </button>
    </Modal>
  );
}
