// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleSlugs, loadArticle } from '../../config/blog.ts';
import type { RenderedArticle } from '../../config/rendered-article.ts';
import { ArticleView } from './ArticleView.tsx';

let article: RenderedArticle;
beforeAll(async () => {
  article = await loadArticle(articleSlugs()[0]!);
});

describe('ArticleView', () => {
  it('shows the article text as the build rendered it from CommonMark, without Markdown marks', () => {
    const { container } = render(<ArticleView slug={article.slug} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.headline);
    const text = container.querySelector('.article__text')!;
    expect(text.querySelectorAll('p').length).toBeGreaterThan(0);
    expect(text.textContent).not.toMatch(/^#{1,6} |\*\*|\]\(/m);
  });

  it('loads no Markdown: the chunk carries the HTML only', () => {
    expect(article.bodyHtml).toMatch(/^<(p|h2|h3|ul|ol)>/);
    expect(article).not.toHaveProperty('body');
  });
});
