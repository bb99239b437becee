import { describe, expect, it } from 'vitest';
import { checkoutLinkProblem } from './checkout-link.ts';

const hosts = ['buy.stripe.com'];

describe('checkoutLinkProblem', () => {
  it('accepts an https link on an allowed host', () => {
    expect(checkoutLinkProblem('https://buy.stripe.com/test_cortracker_24x7_support', hosts)).toBeUndefined();
  });

  it.each([
    ['http://buy.stripe.com/x', 'it does not start with https://'],
    ['https://pay.example.net/x', 'the host "pay.example.net" is not on the allowlist'],
    ['https://buy.stripe.com.evil.example/x', 'the host "buy.stripe.com.evil.example" is not on the allowlist'],
    ['https://buy.stripe.com:8443/x', 'the host "buy.stripe.com:8443" is not on the allowlist'],
    ['https://buy.stripe.com@evil.example/x', 'it contains a user name or password'],
    ['javascript:alert(1)', 'it does not start with https://'],
    ['/checkout', 'it is not a complete web address'],
  ])('refuses %s', (link, reason) => {
    expect(checkoutLinkProblem(link, hosts)).toBe(reason);
  });
});
