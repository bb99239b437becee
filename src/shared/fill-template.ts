// How a text with {name} placeholders is filled in, for every side that keeps its words in JSON
// (the editor's strings.json, /admin's admin-text.json): a placeholder without a value stays as
// written, so a missing value shows in the text rather than as "undefined".

/** The template with each {name} replaced by its value. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A text about a number of things, in the form for one and the form for any other number. */
export interface CountedText {
  one: string;
  other: string;
}

// The words are English: the platform's plural rules for English choose the form ("1 file", "0 files").
const englishPlurals = new Intl.PluralRules('en');

/** The form of the text that fits `count`, with {count} and the other placeholders filled in. */
export function fillCount(text: CountedText, count: number, values: Record<string, string | number> = {}): string {
  return fill(englishPlurals.select(count) === 'one' ? text.one : text.other, { ...values, count });
}
