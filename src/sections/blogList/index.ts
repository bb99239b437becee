import { defineSection } from '../types.ts';
import { loadBlogIndex } from './blog-index.ts';
import { BlogList } from './BlogList.tsx';
import './blog-list.css';

export const blogList = defineSection(BlogList, { preload: () => loadBlogIndex() });
