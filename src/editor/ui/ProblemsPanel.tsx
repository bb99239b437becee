import type { Problem } from '../../shared/config-check/json-source.ts';
import { problemLine } from '../state/problems.ts';
import { fillCount, text } from '../strings.ts';

interface ProblemsPanelProps {
  problems: Problem[];
  /** The first check of the config is still running. */
  checking: boolean;
  onShow: (problem: Problem) => void;
  /** Keeps a copied text as it is (offered on the warnings of copied texts only). */
  onKeep?: ((problem: Problem) => void) | undefined;
  /** Whether a problem is the warning of a copied text. */
  isCopied?: (problem: Problem) => boolean;
}

/** The region "Problems": every problem of the draft, in the words of `npm run validate`. */
export function ProblemsPanel({ problems, checking, onShow, onKeep, isCopied = () => false }: ProblemsPanelProps) {
  return (
    <section className="problems" aria-labelledby="problems-title">
      <h2 id="problems-title">
        {text.problems}{' '}
        <span className="problems__count">
          {checking || problems.length === 0 ? '' : fillCount(text.problemCount, problems.length)}
        </span>
      </h2>
      {checking ? (
        <p className="problems__none">{text.checking}</p>
      ) : problems.length === 0 ? (
        <p className="problems__none">{text.noProblems}</p>
      ) : (
        <ul className="problems__list">
          {problems.map((problem, index) => (
            <li
              key={`${problemLine(problem)}-${index}`}
              className={problem.severity === 'warning' ? 'problems__item problems__item--warning' : 'problems__item'}
            >
              <code className="problems__line" id={`problem-${index}`}>
                {problemLine(problem)}
              </code>
              <button type="button" className="button button--small" onClick={() => onShow(problem)}>
                {text.goToProblem}
              </button>
              {onKeep && isCopied(problem) && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={text.copied.keepLabel}
                  aria-describedby={`problem-${index}`}
                  onClick={() => onKeep(problem)}
                >
                  {text.copied.keep}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
