// The demo's stored files: the image of every voucher a taxpayer uploads with a transfer or a
// deposit, and of every withholding voucher, written under the upload folder at the paths the rows
// name (as an upload would leave them: vouchers/…, withholding/…). Without an upload folder
// (a seed into a server database) nothing is written and the rows name no file.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatBs } from '@aseo/shared/format';
import type { Bs } from '@aseo/shared/money';
import { receiptImage } from './png.ts';

type Pending = { path: string; image: () => Buffer };

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const BANK_COLORS: Record<string, [number, number, number]> = {
  '0102': [200, 30, 45],
  '0105': [20, 60, 140],
  '0108': [0, 90, 170],
  '0134': [0, 120, 80],
  '0172': [230, 110, 20],
  '0191': [110, 40, 120],
};

export class DemoFiles {
  private readonly pending: Pending[] = [];
  constructor(private readonly uploadDir: string | undefined) {}

  /** A transfer's or deposit's receipt as the taxpayer photographed it; the path its voucher row names (null without an upload folder). */
  voucher(v: { kind: 'Transferencia' | 'Depósito'; bank: { code: string; name: string }; number: string; day: string; amount: Bs; payer: string; to: string }) {
    if (!this.uploadDir) return null;
    const file = path.posix.join('vouchers', 'demo', `${v.kind === 'Depósito' ? 'deposito' : 'transferencia'}-${v.bank.code}-${v.number}.png`);
    this.pending.push({
      path: file,
      image: () =>
        receiptImage({
          bank: v.bank.name,
          title: v.kind === 'Depósito' ? 'Comprobante de deposito' : 'Comprobante de transferencia',
          color: BANK_COLORS[v.bank.code] ?? [60, 60, 60],
          lines: [
            ['Fecha', dmy(v.day)],
            ['Referencia', v.number],
            [v.kind === 'Depósito' ? 'Depositante' : 'Ordenante', v.payer.slice(0, 40)],
            ['Beneficiario', v.to.slice(0, 40)],
            ['Monto', formatBs(v.amount)],
          ],
          footer: 'Operacion exitosa',
        }),
    });
    return file;
  }

  /** A withholding voucher (comprobante de retención de IVA) issued by a retention agent. */
  withholding(w: { number: string; day: string; agent: string; rif: string; issuer: string; invoice: string; amount: Bs }) {
    if (!this.uploadDir) return null;
    const file = path.posix.join('withholding', 'demo', `retencion-${w.number}.png`);
    this.pending.push({
      path: file,
      image: () =>
        receiptImage({
          bank: w.agent.slice(0, 28),
          title: 'Comprobante de retencion de IVA',
          color: [70, 70, 90],
          lines: [
            ['Numero', w.number],
            ['Fecha', dmy(w.day)],
            ['Agente (RIF)', w.rif],
            ['Sujeto retenido', w.issuer.slice(0, 40)],
            ['Factura', w.invoice],
            ['IVA retenido', formatBs(w.amount)],
          ],
          footer: 'Providencia SNAT/2015/0049',
        }),
    });
    return file;
  }

  /** Writes every file the rows name. */
  async write() {
    if (!this.uploadDir) return 0;
    for (const f of this.pending) {
      const target = path.join(this.uploadDir, f.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, f.image());
    }
    return this.pending.length;
  }
}
