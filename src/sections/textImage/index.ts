import { defineSection } from '../types.ts';
import { TextImage, type TextImageProps } from './TextImage.tsx';
import './text-image.css';

export type { TextImageProps };
export const textImage = defineSection<TextImageProps>('textImage', TextImage);
