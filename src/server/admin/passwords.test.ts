import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';
import { hashPassword, oneTimePassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('are kept as salted scrypt hashes that only the password matches', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct');
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not a hash')).toBe(false);
  });

  it('one-time ones are 20 unambiguous characters, different every time', () => {
    const passwords = new Set(Array.from({ length: 50 }, oneTimePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
  });

  it('a new one is long enough, does not hold the name, and is not the one-time password again', () => {
    expect(passwordProblem('short', 'asha')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(201), 'asha')).toBe('tooLong');
    expect(passwordProblem('my name is ASHA ok', 'asha')).toBe('sameAsName');
    // Compared after NFKC, case folded, without separators.
    expect(passwordProblem('ＥＤＤＩＥｘｙｚ１２３４５', 'eddie')).toBe('sameAsName');
    expect(passwordProblem('e.d.d.i.e.1234 long', 'eddie')).toBe('sameAsName');
    expect(passwordProblem('my E-D-D-I-E passphrase', 'eddie')).toBe('sameAsName');
    expect(passwordProblem('a long STRASSE word', 'straße')).toBe('sameAsName');
    expect(passwordProblem('ready steady go now', 'eddie')).toBeUndefined();
    expect(passwordProblem('abcdefghijkLMN', 'asha', 'abcdefghijkLMN')).toBe('unchanged');
    expect(passwordProblem('a long passphrase', 'asha', 'abcdefghijkLMN')).toBeUndefined();
  });

  it('is refused when it is only spaces, holds control or invisible characters, or repeats a few characters', () => {
    expect(passwordProblem(' '.repeat(12), 'asha')).toBe('blank');
    expect(passwordProblem('\u3000'.repeat(12), 'asha')).toBe('blank');
    expect(passwordProblem('\0'.repeat(12), 'asha')).toBe('controlCharacters');
    expect(passwordProblem('correct\thorse battery', 'asha')).toBe('controlCharacters');
    expect(passwordProblem('correct horse\u200bbattery', 'asha')).toBe('controlCharacters');
    expect(passwordProblem('aaaaaaaaaaaa', 'asha')).toBe('fewCharacters');
    expect(passwordProblem('abababababababab', 'asha')).toBe('fewCharacters');
    expect(passwordProblem('1234123412341234', 'asha')).toBe('fewCharacters');
    expect(passwordProblem('Zoë Ødegård’s garden', 'asha')).toBeUndefined();
  });

  it('is refused when it is a common password, a word or a pattern, as zxcvbn judges', async () => {
    for (const guessable of ['password1234', 'qwertyuiop12', 'iloveyou2024', 'Password123!', 'letmein12345'])
      expect(await passwordStrength(guessable, ['asha', 'Asha Rao']), guessable).toMatchObject({
        ok: false,
        reason: 'guessable',
      });
    for (const strong of ['a long passphrase of mine', 'the account password', 'Tr0ub4dor&3 horse'])
      expect(await passwordStrength(strong, ['asha']), strong).toEqual({ ok: true });
  });
});
