import { defineSection } from '../types.ts';
import { Hero, type HeroProps } from './Hero.tsx';
import './hero.css';

export type { HeroProps };
export const hero = defineSection<HeroProps>('hero', Hero);
