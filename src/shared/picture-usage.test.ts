// Where a picture is used, and its replacement everywhere: images by src, logos by path, icons by name.
import { describe, expect, it } from 'vitest';
import { pictureUsage, replacePicture } from './picture-usage.ts';

const files: [string, unknown][] = [
  [
    'site.json',
    { logo: '/images/logo.svg', clients: [{ src: '/images/clients/a.svg', alt: 'A', width: 1, height: 1 }] },
  ],
  [
    'pages/home.json',
    {
      sections: [
        { type: 'hero', image: { src: '/images/hero.png', alt: 'Hero', width: 10, height: 5 } },
        { icon: 'chart' },
      ],
    },
  ],
  [
    'blog/post.json',
    {
      image: { src: '/images/hero.png', alt: 'Also', width: 10, height: 5 },
      body: ['/images/hero.png is named in text'],
    },
  ],
];

describe('picture usage', () => {
  it('lists the files using each picture, icons by their name', () => {
    const usage = pictureUsage(files);
    expect(usage.get('/images/hero.png')).toEqual(['blog/post.json', 'pages/home.json']);
    expect(usage.get('/images/logo.svg')).toEqual(['site.json']);
    expect(usage.get('/images/icons/chart.svg')).toEqual(['pages/home.json']);
    expect(usage.has('/images/unused.png')).toBe(false);
  });

  it('replaces a picture everywhere: src, width and height, the description kept; nothing when unused', () => {
    const to = { src: '/images/uploads/new-0123456789.jpg', width: 30, height: 20 };
    expect(replacePicture(files[1]![1], '/images/hero.png', to)).toEqual({
      sections: [{ type: 'hero', image: { src: to.src, alt: 'Hero', width: 30, height: 20 } }, { icon: 'chart' }],
    });
    expect(replacePicture(files[0]![1], '/images/logo.svg', to)).toMatchObject({ logo: to.src });
    expect(replacePicture(files[0]![1], '/images/hero.png', to)).toBeUndefined();
  });
});
