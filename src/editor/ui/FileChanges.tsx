// Files' changes told in words, field by field (state/history-words.ts): what a published version
// changed (the History) and what another account's draft would change (Drafts waiting).
import { changeLines } from '../state/history-words.ts';
import { text } from '../strings.ts';

export interface FileChange {
  path: string;
  /** The file's text before and after (null: there was none, there is none). */
  before: string | null;
  after: string | null;
}

export function FileChanges({ files, locale }: { files: FileChange[]; locale: string }) {
  return (
    <div className="changes">
      <h4 className="changes__title">{text.historyWords.title}</h4>
      {files.map((file) => (
        <div key={file.path}>
          <p className="changes__file">
            <code>{file.path}</code>
          </p>
          <ul className="changes__lines">
            {changeLines(file.path, file.before, file.after, locale).map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
