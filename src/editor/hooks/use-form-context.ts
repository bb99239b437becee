// What every form of the editor is given (react-jsonschema-form's formContext): the library's pictures and its dialog, the icons, the words of a link that opens in a new tab, and
// the field to focus. Its parts keep their identity while equal: react-jsonschema-form compares its
// formContext deeply on every render.
import type { EditorFormContext } from '../schema-form/context.ts';
import type { Pictures } from './use-pictures.ts';
import { useSameValue } from './use-same-value.ts';

const ICON_PREFIX = '/images/icons/';

interface FormContextParts {
  pictures: Pictures;
  /** The files under public/, of which the icons are /images/icons/*.svg. */
  publicFiles: readonly string[];
  opensInNewTab: string;
  focusTarget: string | undefined;
}

export function useFormContext({
  pictures,
  publicFiles,
  opensInNewTab,
  focusTarget,
}: FormContextParts): EditorFormContext {
  const icons = useSameValue(
    publicFiles
      .filter((file) => file.startsWith(ICON_PREFIX) && file.endsWith('.svg'))
      .map((file) => file.slice(ICON_PREFIX.length, -4)),
  );
  return {
    images: pictures.pictures,
    // A picture picked in the library closes it.
    openLibrary: (purpose) =>
      pictures.openLibrary(
        purpose.kind === 'pick'
          ? {
              ...purpose,
              onPick: (picture, description) => {
                purpose.onPick(picture, description);
                pictures.closeLibrary();
              },
            }
          : purpose,
      ),
    icons,
    opensInNewTab,
    focusTarget,
  };
}
