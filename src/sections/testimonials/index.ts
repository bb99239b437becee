import { defineSection } from '../types.ts';
import { Testimonials, type TestimonialsProps } from './Testimonials.tsx';
import './testimonials.css';

export type { TestimonialsProps };
export const testimonials = defineSection<TestimonialsProps>('testimonials', Testimonials);
