/**
 * A decorative 48 px icon from public/images/icons; the text beside it carries the meaning. An icon
 * not named yet (a new entry of a draft in the editor's preview) draws nothing, rather than asking
 * for a file that cannot be there.
 */
export function Icon({ name, className }: { name: string; className?: string }) {
  if (!name) return null;
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
