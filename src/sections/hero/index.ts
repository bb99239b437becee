import { defineSection } from '../types.ts';
import { Hero } from './Hero.tsx';
import './hero.css';

export const hero = defineSection(Hero);
