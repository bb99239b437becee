import { defineSection } from '../types.ts';
import { jobPostings } from './job-posting.ts';
import { JobOpenings, type JobOpeningsProps } from './JobOpenings.tsx';
import './job-openings.css';

export type { JobOpeningsProps };
export const jobOpenings = defineSection<JobOpeningsProps>('jobOpenings', JobOpenings, jobPostings);
