import type { Image } from './generated/config-types.ts';

/** The text read out for a picture: its description, or none for a decorative one (the schema lets
 *  an image be only one of the two: schemas/common.schema.json, $defs/image). */
export function altText(image: Image): string {
  return image.decorative ? '' : (image.alt ?? '');
}
