// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../tests/unit/render.tsx';
import { useInAppLinks } from './in-app-links.ts';

const HTML = '<p><a href="/erp#modules">ERP</a> and <a href="https://example.org/" target="_blank" rel="noopener noreferrer">elsewhere</a></p>';

function BuildTimeHtml() {
  const onClick = useInAppLinks();
  const location = useLocation();
  return (
    <>
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: HTML }} />
      <output>{location.pathname + location.hash}</output>
    </>
  );
}

describe('links inside HTML made at build time', () => {
  it('lead to pages of this site inside the app, as router links do', () => {
    renderInRouter(<BuildTimeHtml />, '/blog/what-is-erp');
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'ERP' }));
    expect(notCancelled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/erp#modules');
  });

  it('leave a click for a new tab, and links to other sites, to the browser', () => {
    renderInRouter(<BuildTimeHtml />, '/blog/what-is-erp');
    expect(fireEvent.click(screen.getByRole('link', { name: 'ERP' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }))).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('/blog/what-is-erp');
  });
});
