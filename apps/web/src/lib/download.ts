// File downloads through the API client (the Bearer token cannot ride on a plain link).
import { api } from './api.ts';

export async function download(url: string, fileName: string) {
  const res = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
  const href = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
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
