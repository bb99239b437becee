import { defineSection } from '../types.ts';
import { NewsCards } from './NewsCards.tsx';
import './news-cards.css';

export const newsCards = defineSection(NewsCards);
