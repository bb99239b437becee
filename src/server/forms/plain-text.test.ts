// A form post's texts are made plain (NFKC, no format characters) before its rules and before it is
// stored: a link hidden by a zero-width space or a dot leader in a field the visitor's mail repeats
// is refused, and a harmless invisible character is not kept.
import { describe, expect, it } from 'vitest';
import { postHeaders, setUpFixtureApp } from '../../../tests/support/fixture-app.ts';
import { demoForm, messageOf } from '../../../tests/unit/fixture-forms.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../shared/forms/envelope.ts';

const callback = (fields: Record<string, unknown>) => ({
  FirstName: 'Asha',
  Email: 'asha.rao@example.com',
  phoneNumber: '512 555 0143',
  company: 'Deccan Pumps',
  product: 'Alpha',
  message: 'Fixture message.',
  [HONEYPOT_FIELD]: '',
  [ELAPSED_FIELD]: 8000,
  ...fields,
});

describe('the texts of a form post', () => {
  const server = setUpFixtureApp();
  const post = (fields: Record<string, unknown>) =>
    server().app.inject({
      method: 'POST',
      url: demoForm.endpoint.url,
      headers: postHeaders,
      payload: callback(fields),
    });

  it.each(['visit evil\u200b.com now', 'evil\u2024com', 'ｅｖｉｌ．ｃｏｍ', 'evil\u200d\u3002com'])(
    'refuse a link hidden in a name the mail repeats: %j',
    async (name) => {
      const response = await post({ FirstName: name });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Record<string, string[]> }>().fields.FirstName).toEqual([
        messageOf(demoForm, 'FirstName', 'format'),
      ]);
    },
  );

  it('are stored without format characters and with compatibility forms folded', async () => {
    const response = await post({ FirstName: 'As\u200bha\u2060', company: 'Ｄｅｃｃａｎ Pumps' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = (await server().submissions('demo')).find((submission) => submission.id === id);
    expect(row?.payload).toMatchObject({ FirstName: 'Asha', company: 'Deccan Pumps' });
  });
});
