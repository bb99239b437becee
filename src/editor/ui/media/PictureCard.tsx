// One picture of the library: its thumbnail, name, size in pixels and bytes, whether it is only in
// the draft, where it is used, and what can be done with it.
import { useId } from 'react';
import type { ImageInfo } from '../../../shared/editor-contract.ts';
import { bytesInWords, nameOf } from '../../state/pictures.ts';
import { fill, text } from '../../strings.ts';

const t = text.media;
/** The thumbnail's box, in CSS pixels. */
const THUMB = 120;

interface PictureCardProps {
  picture: ImageInfo;
  usedBy: string[];
  /** Choosing for an image field. */
  onUse?: () => void;
  /** Another picture is being replaced: this one can take its place. */
  onReplaceWith?: () => void;
  onReplace?: () => void;
  onDelete?: () => void;
  current: boolean;
}

export function PictureCard({ picture, usedBy, onUse, onReplaceWith, onReplace, onDelete, current }: PictureCardProps) {
  const nameId = useId();
  const scale = Math.min(1, THUMB / picture.width, THUMB / picture.height);
  return (
    <li className={`media-card${current ? ' media-card--current' : ''}`}>
      <div className="media-card__thumb">
        <img
          src={`.${picture.src}`}
          alt=""
          width={Math.max(1, Math.round(picture.width * scale))}
          height={Math.max(1, Math.round(picture.height * scale))}
          loading="lazy"
        />
      </div>
      <p className="media-card__name" id={nameId}>
        {nameOf(picture.src)}
      </p>
      <p className="media-card__facts">
        {fill(t.size, { width: picture.width, height: picture.height, bytes: bytesInWords(picture.bytes) })}
      </p>
      {picture.draft && <p className="media-card__draft">{t.draft}</p>}
      <p className="media-card__used">{usedBy.length > 0 ? fill(t.usedBy, { files: usedBy.join(', ') }) : t.unused}</p>
      <div className="media-card__buttons">
        {onUse && (
          <button
            type="button"
            className="button button--small button--primary"
            aria-describedby={nameId}
            onClick={onUse}
          >
            {t.use}
          </button>
        )}
        {onReplaceWith && (
          <button
            type="button"
            className="button button--small button--primary"
            aria-describedby={nameId}
            onClick={onReplaceWith}
          >
            {t.replaceWith}
          </button>
        )}
        {onReplace && (
          <button type="button" className="button button--small" aria-describedby={nameId} onClick={onReplace}>
            {t.replace}
          </button>
        )}
        {onDelete && (
          <button
            type="button"
            className="button button--small button--danger"
            aria-describedby={nameId}
            onClick={onDelete}
          >
            {t.delete}
          </button>
        )}
      </div>
    </li>
  );
}
