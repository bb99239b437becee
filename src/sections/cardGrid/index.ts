import { defineSection } from '../types.ts';
import { CardGrid } from './CardGrid.tsx';
import './card-grid.css';

export const cardGrid = defineSection(CardGrid);
