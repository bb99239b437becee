import { defineSection } from '../types.ts';
import { NewsCards, type NewsCardsProps } from './NewsCards.tsx';
import './news-cards.css';

export type { NewsCardsProps };
export const newsCards = defineSection<NewsCardsProps>('newsCards', NewsCards);
