// What the editor's own inputs need to know of the site, handed to react-jsonschema-form as its
// formContext: the images and icons there are, the library. (The pages and sections a link may lead
// to are one list in the page: LINK_TARGETS_ID.)
import type { ImageInfo } from '../../shared/editor-contract.ts';
import type { ReviewCommentView } from '../../shared/review-contract.ts';
import type { LibraryPurpose } from '../ui/media/MediaDialog.tsx';

export interface LinkTarget {
  href: string;
  label: string;
}

/**
 * The id of the one list of link targets every link field offers (LinkTargets.tsx, rendered once by
 * the editor): a list per field, or the targets in formContext, which react-jsonschema-form compares
 * deeply on every change, cost a keystroke tens of milliseconds at 2,000 articles.
 */
export const LINK_TARGETS_ID = 'editor-link-targets';

export interface EditorFormContext {
  images: ImageInfo[];
  /** Opens the media library (an image field: to choose its picture). */
  openLibrary: (purpose: LibraryPurpose) => void;
  icons: string[];
  /** "opens in a new tab", as the site says it after links to other sites (for the Markdown preview). */
  opensInNewTab: string;
  /** The id of the field the editor is about to focus (a problem's "Show"), so a long list shows its page. */
  focusTarget?: string;
  /** A review's comments on this form's fields, by field id (state/reviews.ts notesOfForm): shown beside each. */
  notes?: Record<string, ReviewCommentView[]>;
}
