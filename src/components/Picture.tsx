import type { Image } from '../shared/generated/config-types.ts';
import { altText } from '../shared/image-alt.ts';
import { copyPath, PICTURE_FORMATS, type PictureCopies } from '../shared/picture-copies.ts';
import { pictureCopiesOf } from './picture-copies-known.ts';

interface PictureProps {
  image: Image;
  /** How wide the picture is shown, as the `sizes` attribute says it (picture-sizes.ts): the browser
   *  downloads the smallest copy that fills it. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  /** Load at once without raising priority (e.g. small images that move into view by themselves). */
  eager?: boolean;
}

function srcSet(copies: PictureCopies, format: (typeof PICTURE_FORMATS)[number]): string {
  return copies.widths.map((width) => `${copyPath(copies, width, format)} ${width}w`).join(', ');
}

/**
 * An image with its intrinsic size, so the layout does not shift while it loads. A raster picture
 * comes with the build's AVIF and WebP copies at several widths; the original stays the fallback.
 */
export function Picture({ image, sizes, className, priority = false, eager = false }: PictureProps) {
  const img = (
    <img
      src={image.src}
      alt={altText(image)}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  const copies = pictureCopiesOf(image.src);
  if (!copies) return img;
  return (
    <picture>
      {PICTURE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(copies, format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
