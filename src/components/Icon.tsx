/** A decorative 48 px icon from public/images/icons; the text beside it carries the meaning. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <img
      src={`/images/icons/${name}.svg`}
      alt=""
      width={48}
      height={48}
      className={className ?? 'icon'}
      loading="lazy"
      decoding="async"
    />
  );
}
