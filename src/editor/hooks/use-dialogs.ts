// Which of the editor's dialogs is open: one at a time.
import { useState } from 'react';

export type DialogName = 'page' | 'article' | 'search';

export interface Dialogs {
  open: DialogName | undefined;
  show: (name: DialogName) => void;
  close: () => void;
}

export function useDialogs(): Dialogs {
  const [open, setOpen] = useState<DialogName | undefined>(undefined);
  return { open, show: setOpen, close: () => setOpen(undefined) };
}
