// The staff home (portal.home, GET /admin/home/get; docs/home.md "The staff home"): ONE read of the
// live figures (staff-home.query.ts) and the reports' summary (staff-home.summary.ts), each figure
// answered only when the user may open the list its card links to, as the menu decides:
//  - collections and the reports' summary: view-reports (Ingresos, Cobranza vencida, Convenios, Retenciones);
//  - the reconciliation queue: view-payments ('Pagos' filtered 'Por conciliar');
//  - the certificates: view-urban-cleanliness ('Solvencias Aseo Urbano');
//  - the daily copy's outcome (README "Backups"): administrators only.
import { addDays, monthStart } from '@aseo/shared/billing';
import { PAYMENT_METHOD_LABELS, PERMISSIONS as P } from '@aseo/shared/constants';
import type { CollectionPeriod, StaffHome } from '@aseo/shared/contracts';
import { canStaff, isAdminLevel } from '@aseo/shared/policy';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { backupStatus } from '../backups/index.ts';
import { todayDay } from '../ledger/index.ts';
import { staffHomeFigures, type StaffHomeRow } from './staff-home.query.ts';
import { homeSummary } from './staff-home.summary.ts';

/** Days of the chart, today included. */
export const CHART_DAYS = 30;

const SERVICES = [
  ['aseo', 'Aseo', 'aseo_bs'],
  ['disposicion', 'Disposición', 'disposicion_bs'],
  ['otros', 'Otros conceptos', 'otros_bs'],
  ['sin-servicio', 'Tarifa sin tipo de servicio', 'sin_servicio_bs'],
] as const;

const isZero = (text: string) => /^-?0(\.0*)?$/.test(text);

function presentPeriod(p: StaffHomeRow['today']): CollectionPeriod {
  return {
    since: p.since,
    until: p.until,
    bills: p.bills,
    total_ucd: p.total_ucd,
    total_bs: p.total_bs,
    received_bs: p.received_bs,
    vouchers: p.vouchers,
    by_method: Object.entries(p.methods)
      .filter(([, v]) => !isZero(v))
      .map(([id, v]) => ({ id: Number(id), name: PAYMENT_METHOD_LABELS[Number(id)] ?? `Medio ${id}`, amount_bs: v }))
      .sort((a, b) => a.id - b.id),
    // as 'Ingresos': every service listed, the fees split to none only when there are some
    by_service: SERVICES.filter(([key, , col]) => key !== 'sin-servicio' || !isZero(p[col])).map(([key, label, col]) => ({
      key,
      label,
      amount_bs: p[col],
    })),
  };
}

export async function staffHome(ctx: AppContext, user: SessionUser): Promise<StaffHome> {
  const today = todayDay();
  const month = monthStart(today);
  const chartFrom = addDays(today, -(CHART_DAYS - 1));
  const reports = canStaff(user, P.VIEW_REPORTS);
  const [row, summary, backup] = await Promise.all([
    staffHomeFigures(ctx.db, today, month, chartFrom < month ? chartFrom : month, chartFrom),
    reports ? homeSummary(ctx) : null,
    isAdminLevel(user) ? backupStatus(ctx.cfg) : null,
  ]);
  return {
    taxpayers: row.taxpayers,
    registered_today: row.registered_today,
    pending_verification: row.pending_verification,
    active_properties: row.active_properties,
    as_of: row.as_of.toISOString(),
    today,
    ...(reports ? { collections: { today: presentPeriod(row.today), month: presentPeriod(row.month), days: row.days } } : {}),
    ...(canStaff(user, P.VIEW_PAYMENTS) ? { queue: row.queue } : {}),
    ...(canStaff(user, P.VIEW_URBAN_CLEANLINESS) ? { certificates: row.certificates } : {}),
    ...(summary ? { summary } : {}),
    ...(backup
      ? {
          backup: {
            schedule: backup.schedule,
            last: backup.last && { at: backup.last.at, ok: backup.last.ok, message: backup.last.message },
            last_ok_at: backup.last_ok?.at ?? null,
          },
        }
      : {}),
  };
}
