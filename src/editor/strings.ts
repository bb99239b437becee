// The editor's texts (strings.json), and how a text with {placeholders} is filled in.
import strings from './strings.json' with { type: 'json' };

export const text = strings;

export { fill, fillCount } from '../shared/fill-template.ts';
