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
