// The language being edited, for a site of several languages: the main one edits the files, another
// one their translations.
import type { LanguageChoice } from '../hooks/use-language.ts';
import { fill, text } from '../strings.ts';

const t = text.translate;

export function LanguagePicker({ choice }: { choice: LanguageChoice }) {
  const { languages, main, translating } = choice;
  if (!main) return null;
  return (
    <div className="language-picker">
      <label htmlFor="editor-language">{t.languageLabel}</label>
      <select
        id="editor-language"
        className="form-control"
        value={(translating ?? main).code}
        onChange={(event) => choice.choose(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {fill(language === main ? t.mainLanguage : t.languageOption, { name: language.name, code: language.code })}
          </option>
        ))}
      </select>
    </div>
  );
}
