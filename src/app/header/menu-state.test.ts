import { describe, expect, it } from 'vitest';
import { CLOSED, MOBILE, menuReducer } from './menu-state.ts';

describe('header menu state', () => {
  it('opens a menu, and closes it when chosen again', () => {
    const open = menuReducer(CLOSED, { type: 'toggle', menu: 'products' });
    expect(open).toBe('products');
    expect(menuReducer(open, { type: 'toggle', menu: 'products' })).toBe(CLOSED);
  });

  it('switches straight from one menu to another: only one is open', () => {
    expect(menuReducer('products', { type: 'toggle', menu: 'company' })).toBe('company');
    expect(menuReducer('company', { type: 'toggle', menu: MOBILE })).toBe(MOBILE);
  });

  it('closes whatever is open', () => {
    expect(menuReducer('company', { type: 'close' })).toBe(CLOSED);
    expect(menuReducer(CLOSED, { type: 'close' })).toBe(CLOSED);
  });
});
