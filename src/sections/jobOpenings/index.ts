import { defineSection } from '../types.ts';
import { jobPostings } from './job-posting.ts';
import { JobOpenings } from './JobOpenings.tsx';
import './job-openings.css';

export const jobOpenings = defineSection(JobOpenings, { structuredData: jobPostings });
