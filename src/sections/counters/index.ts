import { defineSection } from '../types.ts';
import { Counters, type CountersProps } from './Counters.tsx';
import './counters.css';

export type { CountersProps };
export const counters = defineSection<CountersProps>('counters', Counters);
