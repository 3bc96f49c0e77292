// File upload rules: the three format sets and images scaled to at most 1000 px on the longest side.
import { IMAGE_MAX_SIDE, type FileFormatSet } from '@aseo/shared/constants';
import { fileFormatError } from '@aseo/shared/schemas';

export { fileFormatError };
export type { FileFormatSet };

/** New size so the longest side is at most `max` (never enlarged). */
export function scaledSize(width: number, height: number, max = IMAGE_MAX_SIDE) {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const k = max / longest;
  return { width: Math.round(width * k), height: Math.round(height * k) };
}

/** Re-encodes an image no larger than 1000 px; other files pass through. */
export async function prepareUpload(file: File): Promise<File> {
  if (!/^image\/(jpeg|png)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  // an image the browser cannot decode goes as it is: the server checks every file itself
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return file;
  const size = scaledSize(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) return file;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
  return blob ? new File([blob], file.name, { type: file.type }) : file;
}
