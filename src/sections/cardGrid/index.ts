import { defineSection } from '../types.ts';
import { CardGrid } from './CardGrid.tsx';

export const cardGrid = defineSection(CardGrid);
