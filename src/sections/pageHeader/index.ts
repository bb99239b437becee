import { defineSection } from '../types.ts';
import { PageHeader, type PageHeaderProps } from './PageHeader.tsx';
import './page-header.css';

export type { PageHeaderProps };
export const pageHeader = defineSection<PageHeaderProps>('pageHeader', PageHeader);
