// The words of /admin (admin-text.json), with {name}-style parts filled in.
import { fill, fillCount } from '../../shared/fill-template.ts';
import text from './admin-text.json' with { type: 'json' };

export { fill, fillCount };
export const adminText = text;

/** A wait in words: seconds under two minutes, else whole minutes (rounded up). */
export function waitInWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds === 1) return text.messages.second;
  if (seconds < 120) return fill(text.messages.seconds, { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? text.messages.minute : fill(text.messages.minutes, { n: minutes });
}
