import { defineSection } from '../types.ts';
import { RichText } from './RichText.tsx';
import './rich-text.css';

export const richText = defineSection(RichText);
