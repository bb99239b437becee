// The editor's texts (strings.json), and how a text with {placeholders} is filled in.
import strings from './strings.json' with { type: 'json' };

export const text = strings;

/** A text with its {name} placeholders replaced. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
