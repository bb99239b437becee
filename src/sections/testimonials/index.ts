import { defineSection } from '../types.ts';
import { Testimonials } from './Testimonials.tsx';
import './testimonials.css';

export const testimonials = defineSection(Testimonials);
