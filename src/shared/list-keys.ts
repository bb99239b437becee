// The keys React tells a list's entries apart by, for every list the site renders from config.

/**
 * The key of a list's entry: its place in the list, with its own id where the config gives it one
 * (a job's, an FAQ item's), never its words alone. Two new entries of a draft in the editor share
 * their (still empty) words, and two entries with one key made React show ghosts in the preview:
 * three cards shown as six (issue 44). A place is unique in its list; an id alone may not be, while
 * a draft is being written.
 */
export function entryKey(index: number, id?: string | number): string {
  return id === undefined ? String(index) : `${index}:${id}`;
}
