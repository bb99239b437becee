import { describe, expect, it } from 'vitest';
import { TEXT_FORMATS } from '../../src/shared/forms/text-formats.ts';
import { patternSafety } from './pattern-safety.ts';

describe('the pattern safety check', () => {
  it('refuses the patterns that let one post hold the server', () => {
    for (const pattern of ['^(a+)+$', '^[^\\r\\n]*\\S[^\\r\\n]*$', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$']) expect(patternSafety(pattern).safe, pattern).toBe(false);
  });

  it('accepts their linear rewrites and the formats every form may use', () => {
    for (const pattern of ['^[^\\S\\r\\n]*\\S[^\\r\\n]*$', '^[^@\\s]+@(?:[^@\\s.]+\\.)+[^@\\s.]+$', '^[\\s().-]*(?:[0-9][\\s().-]*){10}$', ...Object.values(TEXT_FORMATS)]) {
      expect(patternSafety(pattern), pattern).toEqual({ safe: true });
    }
  });
});
