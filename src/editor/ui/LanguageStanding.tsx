// How a file stands in a language, as the Content list shows it (a badge of words, not a colour
// alone, read out with its entry), and the button that starts translating a file into a language.
// A language is named in itself (العربية), marked with its language and direction so a screen reader
// says it as that language and the words around it keep their order.
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import type { LanguageStanding } from '../state/translating.ts';
import { fill, text } from '../strings.ts';

const t = text.translate;

/** A text of strings.json with its {language} given as the language's own name, in its own language. */
export function InLanguage({
  template,
  language,
  values = {},
}: {
  template: string;
  language: SiteLanguage;
  values?: Record<string, string | number>;
}) {
  const [before, ...after] = fill(template, values).split('{language}');
  return (
    <>
      {before}
      <span lang={language.code} dir={language.dir}>
        {language.name}
      </span>
      {after.join(language.name)}
    </>
  );
}

const BADGE_TEXT = {
  translated: t.badgeTranslated,
  untranslated: t.badgeUntranslated,
  partly: t.badgePartly,
  stale: t.badgeStale,
} as const;

export function StandingBadge({
  standing,
  language,
  main,
}: {
  standing: LanguageStanding;
  language: SiteLanguage;
  main: SiteLanguage;
}) {
  const { counts } = standing;
  const values = {
    main: main.name,
    translated: counts.translated,
    stale: counts.stale,
    total: counts.translated + counts.untranslated + counts.stale,
  };
  return (
    <span className={`badge badge--language badge--${standing.standing}`}>
      <InLanguage template={BADGE_TEXT[standing.standing]} language={language} values={values} />
    </span>
  );
}

/** "Translate into العربية": switches the language being edited and opens the file. */
export function TranslateButton({
  language,
  onTranslate,
  describedBy,
  className = 'link-button',
}: {
  language: SiteLanguage;
  onTranslate: () => void;
  /** The id of what is translated (an entry's name), when the button's words alone do not say it. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} aria-describedby={describedBy} onClick={onTranslate}>
      <InLanguage template={t.translateInto} language={language} />
    </button>
  );
}

/** After a new page or article is made: it is in the main language only, and can be translated now. */
export function TranslateOffer({
  title,
  main,
  languages,
  onTranslate,
}: {
  title: string;
  main: SiteLanguage;
  /** The languages it can be translated into now (not the one being edited). */
  languages: readonly SiteLanguage[];
  onTranslate: (code: string) => void;
}) {
  return (
    <div className="translate-offer">
      <p>{fill(t.offerCreated, { title, main: main.name })}</p>
      <p className="translate-offer__actions">
        {languages.map((language) => (
          <TranslateButton
            key={language.code}
            language={language}
            className="button"
            onTranslate={() => onTranslate(language.code)}
          />
        ))}
      </p>
    </div>
  );
}
