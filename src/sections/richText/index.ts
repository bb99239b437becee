import { defineSection } from '../types.ts';
import { RichText, type RichTextProps } from './RichText.tsx';
import './rich-text.css';

export type { RichTextProps };
export const richText = defineSection<RichTextProps>('richText', RichText);
