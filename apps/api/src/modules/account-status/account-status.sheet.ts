// The account statement of one property as a printable sheet (get-account-status/{x}): under the
// letterhead with the property's code, the day and the rate, the data and totals of 'Pagos
// Pendientes' and its rows (closed by their sums), from the same `statementOf` result the API
// answers. The route adds the QR and verification code of the issued document (account-status.document.ts).
import { PROPERTY_TYPE, PROPERTY_TYPE_LABELS, PROPERTY_USE_LABELS, SERVICE_TYPE_LABELS, FINE_TYPE_LABELS } from '@aseo/shared/constants';
import { documentLabel, formatBs, formatDate, formatPeriod, formatUcd, taxpayerName } from '@aseo/shared/format';
import { LABELS } from '@aseo/shared/messages';
import type { Statement } from '@aseo/shared/billing';
import type { PdfSheet } from '../../lib/pdf.ts';
import type { StatementLoad } from '../ledger/index.ts';

const label = (labels: Record<number, string>, id: number | null) => (id === null ? '' : (labels[id] ?? ''));

export function statementSheet(property: NonNullable<StatementLoad['property']>, s: Statement): PdfSheet {
  const residential = property.property_type_id === PROPERTY_TYPE.RESIDENTIAL;
  const both = (u: Statement['totals'][keyof Statement['totals']], b: Statement['totals_bs'][keyof Statement['totals_bs']]) =>
    `${formatUcd(u)} / ${formatBs(b)}`;
  return {
    title: 'Estado de Cuenta',
    meta: [
      ['Inmueble', property.code],
      ['Al', formatDate(s.as_of)],
      ...(s.rate ? [['Tasa UCD', s.rate.toFixed(4).replace('.', ',')] as [string, string]] : []),
    ],
    sections: [
      {
        kind: 'fields',
        heading: 'Inmueble',
        rows: [
          ['Código', property.code],
          ['Tipo', label(PROPERTY_TYPE_LABELS, property.property_type_id)],
          ['Uso', label(PROPERTY_USE_LABELS, property.property_use_id)],
          ['Metraje (m2)', property.size],
          ['Actividad comercial', `${property.activity_code} ${property.activity_name}`],
          ['Propietario', taxpayerName(property)],
          ['RIF', documentLabel(property.document_type_id, property.document)],
          ['Correo', property.email],
        ],
      },
      {
        kind: 'totals',
        heading: 'Totales',
        rows: [
          { label: 'Meses pendientes', values: [s.pending_months] },
          { label: 'Subtotal', values: [both(s.totals.total_debt, s.totals_bs.total_debt)] },
          { label: 'IVA', values: [residential ? '-' : both(s.totals.total_iva, s.totals_bs.total_iva)] },
          { label: 'Multas', values: [both(s.totals.total_fines, s.totals_bs.total_fines)] },
          { label: 'Intereses', values: [both(s.totals.total_fines_clean, s.totals_bs.total_fines_clean)] },
          { label: 'Deuda total', values: [both(s.totals.total_debt_fines, s.totals_bs.total_debt_fines)], strong: true },
        ],
      },
      {
        kind: 'table',
        heading: 'Pagos Pendientes',
        columns: LABELS.columns.pendingPayments.map((header, i) => ({
          header,
          width: i === 1 ? 16 : 12,
          align: i >= 2 ? ('right' as const) : ('left' as const),
        })),
        rows: s.rows.map((r) => [
          r.kind === 'notice' ? formatPeriod(r.date) : formatDate(r.date),
          r.kind === 'notice' ? label(SERVICE_TYPE_LABELS, r.service_type_id) : label(FINE_TYPE_LABELS, r.fine_type_id),
          formatBs(r.subtotal_bs),
          residential ? '-' : formatBs(r.iva_bs),
          formatBs(r.fines_bs),
          formatBs(r.interest_bs),
          formatBs(r.total_bs),
        ]),
        empty: 'No hay registros',
        ...(s.rows.length
          ? {
              foot: [
                'Total',
                '',
                formatBs(s.totals_bs.total_debt),
                residential ? '-' : formatBs(s.totals_bs.total_iva),
                formatBs(s.totals_bs.total_fines),
                formatBs(s.totals_bs.total_fines_clean),
                formatBs(s.totals_bs.total_debt_fines),
              ],
            }
          : {}),
      },
    ],
  };
}
