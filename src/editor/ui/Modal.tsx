import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal <dialog>: the browser keeps focus inside, closes it with Escape and gives focus back. */
export function Modal({ open, labelledBy, onClose, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      // Closed by the page (a choice made, an update applied), its content went before it closed, with
      // the focus: the browser then gives nothing back, and the focus would be on the page.
      const back = opener.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={labelledBy} onClose={onClose}>
      {open && children}
    </dialog>
  );
}
