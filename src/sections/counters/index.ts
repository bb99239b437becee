import { defineSection } from '../types.ts';
import { Counters } from './Counters.tsx';
import './counters.css';

export const counters = defineSection(Counters);
