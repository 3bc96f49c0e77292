// The agreement document ('Imprimir', DOMAIN "Agreements", docs/agreements.md "The document"), of
// either kind, under the municipality's letterhead: the parties (the municipality and the taxpayer
// with its document and fiscal address), the property, the debts it took with their frozen UCD
// amounts, the quota schedule (k/N, date, UCD, Bs and what each quota's bill says), the totals,
// the default clauses, the two signature lines, and the QR with its verification code. Bs are at
// today's rate for an ACTIVE agreement and at the agreement's stored rate otherwise, and the
// document says which rate and of which day.
import { AGREEMENT_STATUS, AGREEMENT_TYPES } from '@aseo/shared/constants';
import type { AgreementDetail, AgreementKind } from '@aseo/shared/contracts';
import { dayOfInstant } from '@aseo/shared/billing';
import { formatBs, formatDate, formatUcd, padId } from '@aseo/shared/format';
import { bs, rate, sum, ucd, ucdToBs } from '@aseo/shared/money';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import type { Letterhead, PdfSection, PdfSheet } from '../../lib/pdf.ts';
import { queryRows } from '../../lib/sql.ts';
import { todayDay } from '../ledger/index.ts';
import { KIND } from './agreements.rows.ts';
import { KIND_TEXT } from './agreements.verification.ts';

type Parties = {
  fiscal_address: string | null;
  zone: string | null;
  street: string | null;
  floor: string | null;
  house_number: string | null;
  activity: string | null;
};

async function partiesOf(ctx: AppContext, kind: AgreementKind, id: number) {
  const [p] = await queryRows<Parties>(
    ctx.db,
    Prisma.sql`SELECT u.fiscal_address, p.zone, p.street, p.floor, p.house_number, e.name AS activity
      FROM ${Prisma.raw(KIND[kind].table)} a JOIN users u ON u.id = a.user_id JOIN properties p ON p.id = a.property_id
      LEFT JOIN economic_activities e ON e.id = p.economic_activity_id WHERE a.id = ${id}`,
  );
  return p!;
}

const addressOf = (p: Parties) => [p.zone, p.street, p.floor && `Piso ${p.floor}`, p.house_number && `N° ${p.house_number}`].filter(Boolean).join(', ');

const capitalized = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** What a quota's bill says of it; an unpaid quota of a deactivated agreement went back to the ordinary debt. */
const quotaState = (q: AgreementDetail['quotas'][number], inactive: boolean) =>
  q.paid ? 'Pagada' : q.in_reconciliation ? 'En conciliación' : inactive ? 'Sin efecto' : q.overdue ? 'Vencida' : 'Pendiente';

/** The last deactivation, as the document states it. */
function deactivation(a: AgreementDetail): string {
  const c = [...a.status_changes].reverse().find((x) => x.to_status === AGREEMENT_STATUS.INACTIVE);
  const when = c ? ` el ${formatDate(dayOfInstant(new Date(c.created_at)))}` : '';
  const why = c?.reason ? ` (motivo: ${c.reason})` : '';
  return `Convenio desactivado${when}${why}: lo pagado se conserva y la deuda no pagada volvió a la deuda ordinaria del inmueble, con sus intereses desde las fechas de vencimiento originales.`;
}

/** The clauses of DOMAIN "Agreements": what is paid when, what default is and what it leads to. */
function clauses(a: AgreementDetail, kind: AgreementKind, graceDays: number): string[] {
  const n = a.quantity_quotas;
  const every = kind === 'convention' ? 'mensuales' : a.type === AGREEMENT_TYPES.BIWEEKLY ? 'quincenales' : 'mensuales';
  return [
    `PRIMERA. EL CONTRIBUYENTE reconoce la deuda por la tasa de Aseo Urbano del inmueble descrita en este documento, por ${formatUcd(ucd(a.total))}, y se obliga a pagarla en ${n} ${n === 1 ? 'cuota' : `cuotas ${every}`}, en las fechas y por los montos del cronograma. Los montos se expresan en UCD y se pagan en bolívares a la tasa vigente el día del pago.`,
    'SEGUNDA. Las cuotas se pagan en su orden, en las taquillas de LA ALCALDÍA o por el portal. Una cuota está pagada cuando LA ALCALDÍA recibe y concilia su pago. Mientras el convenio esté activo, las deudas que incluye quedan fijadas en los montos indicados, no generan nuevos intereses y no se cobran por separado.',
    `TERCERA. El convenio entra en mora cuando una cuota queda sin pagar más de ${graceDays} ${graceDays === 1 ? 'día' : 'días'} después de su fecha, o cuando dos (2) cuotas están vencidas sin pagar.`,
    'CUARTA. En mora, LA ALCALDÍA podrá desactivar el convenio. Desactivado, lo pagado se conserva, y la deuda no pagada vuelve a la deuda ordinaria del inmueble con sus intereses calculados desde las fechas de vencimiento originales de cada aviso de cobro.',
    'QUINTA. Pagada la última cuota, el convenio queda completado y las deudas que incluye, pagadas.',
  ];
}

/** The document's sheet (the route adds the QR's verification). */
export async function agreementSheet(ctx: AppContext, kind: AgreementKind, a: AgreementDetail, lh: Letterhead): Promise<PdfSheet> {
  const p = await partiesOf(ctx, kind, a.id);
  const r = rate(a.conversion_petro);
  const active = a.status === AGREEMENT_STATUS.ACTIVE;
  const inactive = a.status === AGREEMENT_STATUS.INACTIVE;
  const date = formatDate(dayOfInstant(new Date(a.created_at)));
  const rateDay = active ? formatDate(todayDay()) : date;
  const rateText = `${active ? 'Tasa del día' : 'Tasa del convenio'} ${rateDay}: 1 UCD = ${formatBs(bs(r.toFixed(2)))}`;
  const u = (v: string) => formatUcd(ucd(v));
  const b = (v: string) => formatBs(ucdToBs(ucd(v), r));
  const n = a.quotas.length;
  const paid = sum(
    'Ucd',
    a.quotas.filter((q) => q.paid).map((q) => ucd(q.amount)),
  );
  const address = addressOf(p);
  const taxpayer = `${a.user.full_name}${a.user.full_document ? `, RIF/C.I. ${a.user.full_document}` : ''}`;
  const sections: PdfSection[] = [
    {
      kind: 'paragraph',
      text:
        `Entre ${lh.name}, RIF ${lh.rif}, representada por su ${lh.signerTitle}, en lo sucesivo LA ALCALDÍA, y ${taxpayer}` +
        `${p.fiscal_address ? `, con domicilio fiscal en ${p.fiscal_address}` : ''}, en lo sucesivo EL CONTRIBUYENTE, se celebra el presente ` +
        `convenio para el pago en cuotas de la deuda por la tasa de Aseo Urbano del inmueble código ${a.property.code}, en los términos siguientes.`,
    },
    {
      kind: 'fields',
      heading: 'Las partes',
      rows: [
        ['La Alcaldía', `${lh.name} (RIF ${lh.rif})`],
        ['Representada por', lh.signerTitle],
        ['El contribuyente', a.user.full_name],
        ['RIF / Cédula', a.user.full_document || '—'],
        ['Código del contribuyente', padId(a.user.id)],
        ['Domicilio fiscal', p.fiscal_address || '—'],
      ],
    },
    {
      kind: 'fields',
      heading: 'El inmueble',
      rows: [
        ['Código del inmueble', a.property.code],
        ['Actividad económica', p.activity || '—'],
        ['Dirección', address || '—'],
        ...(a.record_number ? [['Nro. de Acta', a.record_number] as [string, string]] : []),
      ],
    },
    {
      kind: 'table',
      heading: 'Deudas incluidas (montos fijados a la fecha del convenio)',
      columns: [
        { header: 'Concepto', width: 40 },
        { header: 'Fecha', width: 14 },
        ...(kind === 'convention' ? [{ header: 'Cuota', width: 10, align: 'center' as const }] : []),
        { header: 'UCD', width: 18, align: 'right' },
        { header: 'Bs', width: 18, align: 'right' },
      ],
      rows: a.items.map((i) => [
        capitalized(i.label),
        formatDate(i.date),
        ...(kind === 'convention' ? [`${i.quota_position}/${n}`] : []),
        u(i.amount),
        b(i.amount),
      ]),
      foot: ['Total', '', ...(kind === 'convention' ? [''] : []), u(a.total), b(a.total)],
    },
    {
      kind: 'table',
      heading: 'Cronograma de cuotas',
      columns: [
        { header: 'Cuota', width: 12, align: 'center' },
        { header: 'Fecha', width: 18 },
        { header: 'UCD', width: 22, align: 'right' },
        { header: 'Bs', width: 22, align: 'right' },
        { header: 'Estado', width: 20 },
      ],
      rows: a.quotas.map((q) => [`${q.position}/${n}`, formatDate(q.date), u(q.amount), formatBs(bs(q.amount_bs)), quotaState(q, inactive)]),
      foot: ['Total', '', u(a.total), b(a.total), `${a.bills_count} de ${n} pagadas`],
    },
    {
      kind: 'totals',
      columns: ['', 'UCD', 'Bs'],
      rows: [
        { label: 'Total del convenio', values: [u(a.total), b(a.total)] },
        { label: 'Pagado', values: [formatUcd(paid), formatBs(ucdToBs(paid, r))] },
        { label: inactive ? 'No pagado (sin efecto)' : 'Por pagar', values: [u(a.to_pay), formatBs(bs(a.to_pay_bs))], strong: true },
      ],
    },
    ...(inactive ? [{ kind: 'note' as const, text: deactivation(a) }] : []),
    {
      kind: 'note',
      text: `${rateText}. ${active ? 'Convenio activo: los montos en bolívares se calculan a la tasa del día.' : 'Convenio no activo: los montos en bolívares se calculan a la tasa guardada en el convenio.'}`,
    },
    ...clauses(a, kind, ctx.cfg.AGREEMENT_GRACE_DAYS).map((text, i) => ({ kind: 'paragraph' as const, ...(i === 0 ? { heading: 'Cláusulas' } : {}), text })),
    {
      kind: 'paragraph',
      text: `Se firman dos ejemplares de un mismo tenor y a un solo efecto, el ${date}.`,
    },
    {
      kind: 'signatures',
      lines: [
        { title: 'EL CONTRIBUYENTE', lines: [a.user.full_name, a.user.full_document ? `RIF/C.I. ${a.user.full_document}` : ''].filter(Boolean) },
        { title: lh.signerTitle, lines: [lh.name, 'Firma autorizada y sello'], seal: true },
      ],
    },
  ];
  return {
    title: `Convenio de pago N° ${a.number_format}`,
    subtitle: `${KIND_TEXT[kind]}${a.type_text ? ` · ${a.type_text}` : ''} · ${a.status_text}${a.en_mora ? ' (en mora)' : ''}`,
    meta: [
      ['Convenio N°', a.number_format],
      ['Fecha', date],
      ['Estatus', a.status_text],
    ],
    sections,
  };
}
