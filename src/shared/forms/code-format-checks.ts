/**
 * The code of each format a pattern cannot hold (form-formats.ts), by name: what ajv is given on the
 * server (ajv.ts) and at build time (scripts/vite-forms-plugin.ts), what the editor's preview checks
 * with, and what the site's forms load when the visitor starts on one (src/forms/formats.ts).
 */
import type { CodeFormat } from './form-formats.ts';
import { isPhoneNumber } from './phone-number.ts';

export const CODE_FORMAT_CHECKS: Record<CodeFormat, (text: string) => boolean> = { phone: isPhoneNumber };
