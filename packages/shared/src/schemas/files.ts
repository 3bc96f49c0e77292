// File checks (000 section 5 "File upload"): formats by set, images scaled to 1000 px at most.
import { FILE_FORMATS, IMAGE_MAX_SIDE, type FileFormatSet } from '../constants/index.ts';
import { MSG } from '../messages/index.ts';

/** Lower-case extension of a file name, or '' when it has none. */
export const fileExtension = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';

/** 'El formato del archivo no es válido' when the extension is outside the set, else null. */
export function fileFormatError(fileName: string, set: FileFormatSet = 'default'): string | null {
  return (FILE_FORMATS[set] as readonly string[]).includes(fileExtension(fileName)) ? null : MSG.common.invalidFileFormat;
}

/** Size of an image scaled down so its longest side is at most 1000 px (never scaled up). */
export function scaledImageSize(width: number, height: number, maxSide = IMAGE_MAX_SIDE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const ratio = maxSide / longest;
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}
