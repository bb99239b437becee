// The check of a post, as the server runs it: the site's e-mail syntax, no links in what a mail to
// the visitor repeats, and no pattern ever run on a value longer than its field allows.
import { describe, expect, it } from 'vitest';
import { demoForm, messageOf, signupForm } from '../../../tests/unit/fixture-forms.ts';
import { isValidAddress } from '../../shared/email.ts';
import { bodyChecker } from './check-body.ts';

const person = { FirstName: 'Asha', Email: 'asha@example.com', phoneNumber: '5125550143', elapsedMs: 8000 };
const check = bodyChecker(demoForm);
const fieldsOf = (body: object) => {
  const verdict = check(body);
  return verdict.ok ? {} : verdict.body.fields;
};

describe('an e-mail address', () => {
  it('is accepted by the form exactly when the mailer accepts it', () => {
    for (const address of [
      'asha@example.com',
      'a.b+c@mail.example.co',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@b',
      'a@-b.example',
      'a b@example.com',
      `${'x'.repeat(250)}@example.com`,
    ]) {
      expect(check({ ...person, Email: address }).ok, address).toBe(isValidAddress(address));
    }
  });

  it("a..b@example.com is refused with the form's message", () => {
    expect(fieldsOf({ ...person, Email: 'a..b@example.com' })).toEqual({
      Email: [messageOf(demoForm, 'Email', 'format')],
    });
  });
});

describe('a name a mail to the visitor repeats', () => {
  it("is refused with the form's message when it holds a web or e-mail address, markup or a phone number", () => {
    for (const name of [
      'Asha http://evil.example',
      'www.evil.example',
      'Visit evil.example',
      'asha@evil.example',
      '<a href=x>Asha</a>',
      'Call 5125550143',
      'evil。example',
    ]) {
      expect(fieldsOf({ ...person, FirstName: name }), name).toEqual({
        FirstName: [messageOf(demoForm, 'FirstName', 'format')],
      });
    }
  });

  it('is accepted as people write names', () => {
    for (const name of ['Asha', "Mary-Ann O'Brien", 'J. R. R. Tolkien', 'José Ñúñez', 'Zoë 2'])
      expect(check({ ...person, FirstName: name }).ok, name).toBe(true);
  });
});

describe('a value longer than its field allows', () => {
  /** Every text a regular expression was run on (ajv runs patterns with test()) while `work` ran. */
  function textsTested(work: () => void): string[] {
    const seen: string[] = [];
    const test = Object.getOwnPropertyDescriptor(RegExp.prototype, 'test')!;
    Object.defineProperty(RegExp.prototype, 'test', {
      ...test,
      value(this: RegExp, text: string) {
        seen.push(String(text));
        return (test.value as RegExp['test']).call(this, text);
      },
    });
    try {
      work();
    } finally {
      Object.defineProperty(RegExp.prototype, 'test', test);
    }
    return seen;
  }

  /** The worst 16 KiB bodies: every text field of the form filled with what its patterns find hardest. */
  function worstBodies(form: typeof demoForm) {
    const pumps = ['a'.repeat(16_000) + '\n', `a@${'.'.repeat(16_000)}`, ' '.repeat(16_000), `${'a.'.repeat(8000)}@`];
    return pumps.map((pump) =>
      Object.fromEntries(
        Object.entries(form.schema.properties)
          .filter(([, rules]) => rules.type === 'string' && !rules.enum)
          .map(([field]) => [field, pump]),
      ),
    );
  }

  it('is judged by its length alone: no pattern runs on it, and the answer names the length', () => {
    for (const form of [demoForm, signupForm]) {
      const formCheck = bodyChecker(form);
      for (const body of worstBodies(form)) {
        let verdict: ReturnType<typeof formCheck> | undefined;
        const texts = textsTested(() => (verdict = formCheck(body)));
        const longest = Math.max(0, ...Object.values(form.schema.properties).map((rules) => rules.maxLength ?? 0));
        // Fields without a maxLength still meet their (linear) patterns; every other text was short.
        const unbounded = Object.entries(form.schema.properties)
          .filter(([, rules]) => rules.maxLength === undefined)
          .map(([field]) => body[field]);
        expect(
          texts.filter((text) => text.length > longest && !unbounded.includes(text)),
          form.id,
        ).toEqual([]);
        expect(verdict!.ok).toBe(false);
        if (!verdict!.ok && form.schema.properties.FirstName)
          expect(verdict!.body.fields?.FirstName).toEqual([messageOf(form, 'FirstName', 'maxLength')]);
      }
    }
  });
});
