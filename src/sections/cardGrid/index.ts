import { defineSection } from '../types.ts';
import { CardGrid, type CardGridProps } from './CardGrid.tsx';
import './card-grid.css';

export type { CardGridProps };
export const cardGrid = defineSection<CardGridProps>('cardGrid', CardGrid);
