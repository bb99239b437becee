import { describe, expect, it } from 'vitest';
import { bookingBodyChecker } from './booking-body.ts';

const check = bookingBodyChecker([1, 2, 3, 4, 5, 6, 7, 8, 9]);
const INDEX_MESSAGE = 'serviceIndex must be the number of one of our services: a whole number from 1 to 9.';
const AGREED_MESSAGE =
  'agreed must be true: the visitor has to agree to the Terms & Conditions, Privacy Policy and Refund Policy.';

describe('bookingBodyChecker', () => {
  it('accepts exactly a known service index and agreed: true', () => {
    expect(check({ serviceIndex: 3, agreed: true })).toEqual({ ok: true, request: { serviceIndex: 3, agreed: true } });
  });

  it.each([0, 10, -1, '3', 3.5, null, true])('refuses serviceIndex %j', (serviceIndex) => {
    const verdict = check({ serviceIndex, agreed: true });
    expect(verdict).toEqual({
      ok: false,
      body: {
        error: 'Validation failed',
        message: 'The booking request is not valid.',
        fields: { serviceIndex: [INDEX_MESSAGE] },
      },
    });
  });

  it.each([false, 'true', 1, null])('refuses agreed %j', (agreed) => {
    expect(check({ serviceIndex: 1, agreed })).toMatchObject({
      ok: false,
      body: { fields: { agreed: [AGREED_MESSAGE] } },
    });
  });

  it('names each missing and each extra field', () => {
    expect(check({})).toMatchObject({
      ok: false,
      body: { fields: { serviceIndex: ['serviceIndex is required.'], agreed: ['agreed is required.'] } },
    });
    expect(check({ serviceIndex: 1, agreed: true, price: 0.01, checkoutUrl: 'https://evil.example' })).toMatchObject({
      ok: false,
      body: {
        fields: {
          price: ['"price" is not a field of this request.'],
          checkoutUrl: ['"checkoutUrl" is not a field of this request.'],
        },
      },
    });
  });

  it.each([null, [], 'serviceIndex=1', 3])('refuses a body that is not an object: %j', (body) => {
    expect(check(body)).toEqual({
      ok: false,
      body: { error: 'Bad Request', message: 'The body must be a JSON object.' },
    });
  });
});
