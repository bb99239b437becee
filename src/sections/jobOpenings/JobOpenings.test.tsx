// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jobPostings } from './job-posting.ts';
import type { JobOpeningsProps } from '../../shared/generated/config-types.ts';
import { JobOpenings } from './JobOpenings.tsx';

const props: JobOpeningsProps = {
  type: 'jobOpenings',
  heading: 'Open roles',
  applyEmail: 'info@cortracker.com',
  applyLabel: 'Apply for {role}',
  applySubject: 'Application: {role}',
  datePosted: '2026-11-01',
  openings: [
    {
      id: 'software-developer',
      title: 'Software Developer',
      location: 'Hyderabad, India',
      countryCode: 'IN',
      employmentType: 'FULL_TIME',
      summary: 'Build modules.',
      responsibilities: ['Ship features'],
      requirements: ['TypeScript'],
    },
  ],
};

describe('JobOpenings', () => {
  it('applies by e-mail with the role in the subject', () => {
    render(<JobOpenings {...props} />);
    const link = screen.getByRole('link', { name: 'Apply for Software Developer' });
    expect(link.getAttribute('href')).toBe('mailto:info@cortracker.com?subject=Application%3A%20Software%20Developer');
  });

  it('describes each opening as a JobPosting', () => {
    const [posting] = jobPostings(props);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Software Developer',
      datePosted: '2026-11-01',
      employmentType: 'FULL_TIME',
    });
  });
});
