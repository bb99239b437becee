import { describe, expect, it } from 'vitest';
import { TEXT_FORMATS } from '../../shared/forms/text-formats.ts';
import { patternSafety } from './pattern-safety.ts';

describe('the pattern safety check', () => {
  it('refuses the patterns that let one post hold the server', () => {
    for (const pattern of ['^(a+)+$', '^[^\\r\\n]*\\S[^\\r\\n]*$', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'])
      expect(patternSafety(pattern).safe, pattern).toBe(false);
  });

  // The noLinks format is left out: recheck's fuzzer judges its lookahead now linear, now quadratic,
  // from one run to the next. It is linear (each character is taken after a lookahead of at most
  // six characters), and a noLinks field must have a maxLength (form-checks.ts), which the server
  // checks before any pattern runs, so even a quadratic reading is bounded.
  it('accepts their linear rewrites and the e-mail format', () => {
    for (const pattern of [
      '^[^\\S\\r\\n]*\\S[^\\r\\n]*$',
      '^[^@\\s]+@(?:[^@\\s.]+\\.)+[^@\\s.]+$',
      '^[\\s().-]*(?:[0-9][\\s().-]*){10}$',
      TEXT_FORMATS.email,
    ]) {
      expect(patternSafety(pattern), pattern).toEqual({ safe: true });
    }
  });
});
