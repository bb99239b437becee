import { defineSection } from '../types.ts';
import { LogoStrip } from './LogoStrip.tsx';
import './logo-strip.css';

export const logoStrip = defineSection(LogoStrip, { client: 'enhance' });
