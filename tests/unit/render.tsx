import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a component that contains router links, at the given path. */
export function renderInRouter(element: ReactElement, path = '/home') {
  return render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}
