import type { Image } from '../shared/generated/config-types.ts';

interface PictureProps {
  image: Image;
  className?: string;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  /** Load at once without raising priority (e.g. small images that move into view by themselves). */
  eager?: boolean;
}

/** An image with its intrinsic size, so the layout does not shift while it loads. */
export function Picture({ image, className, priority = false, eager = false }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
