import { defineSection } from '../types.ts';
import { TextImage } from './TextImage.tsx';
import './text-image.css';

export const textImage = defineSection(TextImage);
