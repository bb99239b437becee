import { Band } from '../../components/Band.tsx';
import type { JobOpeningsProps } from '../../shared/generated/config-types.ts';
import { entryKey } from '../../shared/list-keys.ts';

export function applyHref(email: string, subjectTemplate: string | undefined, role: string): string {
  const subject = (subjectTemplate ?? '{role}').replace('{role}', role);
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

export function JobOpenings({ id, heading, intro, applyEmail, applyLabel, applySubject, openings }: JobOpeningsProps) {
  return (
    <Band id={id} heading={heading} intro={intro} className="job-openings">
      <div className="job-openings__list">
        {openings.map((job, index) => (
          <article
            className="card job-openings__job"
            id={job.id}
            key={entryKey(index, job.id)}
            aria-labelledby={`${job.id}-title`}
          >
            <h3 className="card__title" id={`${job.id}-title`}>
              {job.title}
            </h3>
            <p className="job-openings__location">{job.location}</p>
            <p>{job.summary}</p>
            <div className="job-openings__lists">
              <ul className="checklist">
                {job.responsibilities.map((item, at) => (
                  <li key={entryKey(at)}>{item}</li>
                ))}
              </ul>
              <ul className="checklist">
                {job.requirements.map((item, at) => (
                  <li key={entryKey(at)}>{item}</li>
                ))}
              </ul>
            </div>
            <a
              className="button button--primary job-openings__apply"
              href={applyHref(applyEmail, applySubject, job.title)}
            >
              {applyLabel.replace('{role}', job.title)}
            </a>
          </article>
        ))}
      </div>
    </Band>
  );
}
