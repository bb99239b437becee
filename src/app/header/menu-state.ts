// The header's one open thing at a time, as the spec's dropdown state: closed (0), the products
// menu (1), the company menu (2) or the mobile menu (3). Menus are named by their config id here.
export const CLOSED = 'closed';
export const MOBILE = 'mobile';

export type MenuState = string;

export type MenuAction = { type: 'toggle'; menu: string } | { type: 'close' };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle':
      // Choosing the menu that is open closes it; choosing another opens that one instead.
      return state === action.menu ? CLOSED : action.menu;
    case 'close':
      return CLOSED;
  }
}
