import { defineSection } from '../types.ts';
import { loadBlogIndex } from './blog-index.ts';
import { BlogList, type BlogListProps } from './BlogList.tsx';
import './blog-list.css';

export type { BlogListProps };
export const blogList = defineSection<BlogListProps>('blogList', BlogList, undefined, { preload: () => loadBlogIndex(), modules: () => ['virtual:blog-index'] });
