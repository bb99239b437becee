// The library's pictures and its dialog: the list (from the config snapshot, then as uploads and
// deletions change it), what the dialog was opened for, and a file dropped anywhere on the editor,
// which opens the library to upload it instead of the browser opening the file in the tab.
import { useCallback, useEffect, useState } from 'react';
import type { ImageInfo } from '../../shared/editor-contract.ts';
import type { LibraryPurpose } from '../ui/media/MediaDialog.tsx';

export interface Pictures {
  pictures: ImageInfo[];
  added: (picture: ImageInfo) => void;
  deleted: (src: string) => void;
  library: { open: boolean; purpose: LibraryPurpose };
  openLibrary: (purpose: LibraryPurpose) => void;
  closeLibrary: () => void;
  dropped: { file: File } | undefined;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') === true;

export function usePictures(initial: ImageInfo[]): Pictures {
  const [pictures, setPictures] = useState(initial);
  const [library, setLibrary] = useState<Pictures['library']>({ open: false, purpose: { kind: 'manage' } });
  const [dropped, setDropped] = useState<{ file: File } | undefined>(undefined);

  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer!.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      const file = event.dataTransfer!.files[0];
      if (!file) return;
      setDropped({ file });
      setLibrary((current) => (current.open ? current : { open: true, purpose: { kind: 'manage' } }));
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return {
    pictures,
    added: useCallback(
      (picture: ImageInfo) =>
        setPictures((list) => (list.some((entry) => entry.src === picture.src) ? list : [...list, picture])),
      [],
    ),
    deleted: useCallback((src: string) => setPictures((list) => list.filter((entry) => entry.src !== src)), []),
    library,
    openLibrary: useCallback((purpose: LibraryPurpose) => {
      setDropped(undefined);
      setLibrary({ open: true, purpose });
    }, []),
    closeLibrary: useCallback(() => {
      setDropped(undefined);
      setLibrary((current) => ({ ...current, open: false }));
    }, []),
    dropped,
  };
}
