// What the editor's own inputs need to know of the site, handed to react-jsonschema-form as its
// formContext: the pages and sections a link may lead to, the images and icons there are, the library.
import type { ImageInfo } from '../../shared/editor-contract.ts';
import type { LibraryPurpose } from '../ui/media/MediaDialog.tsx';

export interface LinkTarget {
  href: string;
  label: string;
}

export interface EditorFormContext {
  linkTargets: LinkTarget[];
  images: ImageInfo[];
  /** Opens the media library (an image field: to choose its picture). */
  openLibrary: (purpose: LibraryPurpose) => void;
  icons: string[];
  /** "opens in a new tab", as the site says it after links to other sites (for the Markdown preview). */
  opensInNewTab: string;
  /** The id of the field the editor is about to focus (a problem's "Show"), so a long list shows its page. */
  focusTarget?: string;
}
