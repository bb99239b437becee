// How a text with {name} placeholders is filled in, for every side that keeps its words in JSON
// (the editor's strings.json, /admin's admin-text.json): a placeholder without a value stays as
// written, so a missing value shows in the text rather than as "undefined".

/** The template with each {name} replaced by its value. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
