// Reconciling prints the invoice (001 section 4): its window is opened in the click on 'Guardar' —
// after the call it would be a pop-up the browser may block — with a line saying what it waits for.
// Once the payment is accepted the invoice PDF is fetched and shown there from a blob URL (the
// browser's PDF viewer shows it inline, to print); if the payment is refused the window is closed.
import { api } from '../../../lib/api.ts';

export type PrintWindow = { show(url: string): Promise<void>; close(): void };

export function openPrintWindow(): PrintWindow {
  const win = window.open('', '_blank');
  if (win) {
    win.document.title = 'Factura';
    win.document.body.textContent = 'Conciliando el pago… la factura se abrirá aquí.';
  }
  return {
    async show(url) {
      const res = await api.get<Blob>(url.replace(/^\/api/, ''), { responseType: 'blob' });
      const href = URL.createObjectURL(res.data);
      if (win && !win.closed) win.location.href = href;
      else window.open(href, '_blank');
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    },
    close: () => win?.close(),
  };
}
