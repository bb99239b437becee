import { defineSection } from '../types.ts';
import { PageHeader } from './PageHeader.tsx';
import './page-header.css';

export const pageHeader = defineSection(PageHeader);
