// Voucher photos (issue 13 item 7): scaled down to 1000 px on the longest side, turned upright by
// their EXIF orientation and stripped of metadata (a phone photo's GPS position has no place in a
// municipality's files). An image that does not decode, or one whose pixel count is absurd (a
// decompression bomb), is refused as an invalid file, never a 500.
// sharp (libvips, ≈ 8 MB mapped and its own allocations) is imported on the first photo, not at start.
import { MSG } from '@aseo/shared/messages';
import { unprocessable } from './errors.ts';

export const MAX_IMAGE_SIDE = 1000;
/** 40 megapixels: far above any phone or scanner, far below what would exhaust memory */
const MAX_INPUT_PIXELS = 40_000_000;

export async function scaleImage(buffer: Buffer, ext: 'jpg' | 'png', maxSide = MAX_IMAGE_SIDE): Promise<Buffer> {
  try {
    const { default: sharp } = await import('sharp');
    const pipeline = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    return await (ext === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  } catch {
    throw unprocessable(MSG.common.invalidFileFormat);
  }
}
