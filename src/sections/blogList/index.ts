import { defineSection } from '../types.ts';
import { BlogList, type BlogListProps } from './BlogList.tsx';
import './blog-list.css';

export type { BlogListProps };
export const blogList = defineSection<BlogListProps>('blogList', BlogList);
