/**
 * The chosen template shown beside the result, as a salon's reference card: the local engine
 * cannot cut hair, so it does not pretend to; the style's own preview picture (drawn by
 * scripts/make-hairstyle-previews.ts, public/hairstyles/) sits in the corner farthest from the
 * face, clear of the watermark's bottom-right corner.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { HairstyleTemplateId } from '../../../../common/studios/hairstyle-changer';
import { hairstylePreviewPath } from '../../../../common/studios/hairstyle-texts';
import { toRaster, type Raster } from '../raster';

const PUBLIC_DIR = new URL('../../../../public', import.meta.url);
/** The card's width, as a share of the photo's short edge. */
const CARD_SHARE = 0.24;
/** White frame around the picture, as a share of the card's width. */
const FRAME_SHARE = 0.04;
/** Distance from the photo's edges, as a share of its short edge. */
const MARGIN_SHARE = 0.03;

export interface FaceCentre {
  x: number;
  y: number;
}

/** The preview in its white frame, `width` wide (the picture is 4:5), as RGB pixels. */
async function cardOf(id: HairstyleTemplateId, width: number): Promise<Raster> {
  const preview = await readFile(new URL(`.${hairstylePreviewPath(id)}`, `${PUBLIC_DIR.href}/`));
  const frame = Math.max(2, Math.round(width * FRAME_SHARE));
  const inner = width - 2 * frame;
  return toRaster(
    sharp(preview)
      .resize(inner, Math.round(inner * 1.25))
      .extend({ top: frame, bottom: frame, left: frame, right: frame, background: '#ffffff' }),
    3,
  );
}

/** The photo with the template's card in the free corner (top left, top right or bottom left). */
export async function addStyleCard(
  image: Raster,
  id: HairstyleTemplateId,
  face: FaceCentre,
): Promise<Raster> {
  const short = Math.min(image.width, image.height);
  const card = await cardOf(id, Math.round(short * CARD_SHARE));
  const { width, height } = card;
  const margin = Math.round(short * MARGIN_SHARE);
  const corners = [
    { left: margin, top: margin },
    { left: image.width - margin - width, top: margin },
    { left: margin, top: image.height - margin - height },
  ];
  const away = (corner: (typeof corners)[number]) =>
    Math.hypot(corner.left + width / 2 - face.x, corner.top + height / 2 - face.y);
  const free = corners.reduce((best, corner) => (away(corner) > away(best) ? corner : best));
  // Copied row by row: a sharp composite would pass the whole photo through libvips again.
  const data = Buffer.from(image.data);
  for (let y = 0; y < height; y++) {
    const to = ((free.top + y) * image.width + free.left) * 3;
    card.data.copy(data, to, y * width * 3, (y + 1) * width * 3);
  }
  return { ...image, data };
}
