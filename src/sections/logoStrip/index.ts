import { defineSection } from '../types.ts';
import { LogoStrip, type LogoStripProps } from './LogoStrip.tsx';
import './logo-strip.css';

export type { LogoStripProps };
export const logoStrip = defineSection<LogoStripProps>('logoStrip', LogoStrip);
