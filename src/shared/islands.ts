/**
 * How a prerendered page marks an island (a section React hydrates in the browser, src/sections/island.tsx):
 * its container carries the section's type in this attribute and its props, as JSON, in data-props.
 * The server's answer to a form sent without scripts takes both off the form's island, so the page it
 * answers is not hydrated over the visitor's entries.
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
