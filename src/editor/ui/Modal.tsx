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
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={labelledBy} onClose={onClose}>
      {open && children}
    </dialog>
  );
}
