// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';
import { setPictureCopies } from './picture-copies-known.ts';

const photo = { src: '/images/covers/team.jpg', alt: 'The support team at work', width: 1500, height: 1000 };
const SIZES = '(min-width: 900px) 50vw, 100vw';

afterEach(() => setPictureCopies({}));

describe('Picture', () => {
  it('offers the AVIF and then the WebP copies of a raster picture, each width with its w descriptor, and keeps the original as the <img>', () => {
    setPictureCopies({ [photo.src]: { name: 'team.0123456789ab', widths: [320, 640, 960, 1280, 1500] } });
    const { container } = render(<Picture image={photo} sizes={SIZES} className="x" priority />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const [source, format] of [
      [sources[0]!, 'avif'],
      [sources[1]!, 'webp'],
    ] as const) {
      expect(source.getAttribute('srcset')).toBe(
        [320, 640, 960, 1280, 1500]
          .map((width) => `/assets/pictures/team.0123456789ab-${width}.${format} ${width}w`)
          .join(', '),
      );
      expect(source.getAttribute('sizes')).toBe(SIZES);
    }
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(photo.src);
    expect(img.getAttribute('alt')).toBe(photo.alt);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1500', '1000']);
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('is the <img> alone for a picture without copies (an SVG)', () => {
    const { container } = render(
      <Picture image={{ src: '/images/a.svg', alt: 'A chart', width: 560, height: 400 }} sizes={SIZES} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('gives a decorative picture an empty alt, which screen readers skip', () => {
    const { container } = render(
      <Picture image={{ src: '/images/a.svg', decorative: true, width: 24, height: 24 }} sizes="24px" />,
    );
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });
});
