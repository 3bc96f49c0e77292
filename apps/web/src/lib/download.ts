// File downloads through the API client (the Bearer token cannot ride on a plain link).
import { api } from './api.ts';

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` or `filename="…"`). */
export function dispositionName(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1]!.trim() : null;
}

/**
 * Saves the file at `url` as `fileName`, or (`serverName`) under the name the API's
 * Content-Disposition gives, `fileName` when it gives none. Resolves with the name used.
 */
export async function download(url: string, fileName: string, opts: { serverName?: boolean } = {}): Promise<string> {
  const res = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  const name = (opts.serverName ? dispositionName(res.headers['content-disposition'] as string | undefined) : null) ?? fileName;
  const href = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/**
 * Opens a file in a new window (a PDF to print). The window is opened at once, in the click, so no
 * pop-up blocker stops it; the file is fetched with the token and shown from a blob URL.
 */
export async function openFile(url: string) {
  const win = window.open('', '_blank');
  const res = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  const href = URL.createObjectURL(res.data);
  if (win) win.location.href = href;
  else window.open(href, '_blank');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
