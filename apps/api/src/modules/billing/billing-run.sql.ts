// The SQL of the monthly billing run (docs/billing.md, "The monthly billing run"). The fee
// expression is monthlyFee of packages/shared/src/tariffs written in SQL: PostgreSQL numeric
// arithmetic is exact and round(numeric, 4) rounds half away from zero, which is half-up for the
// non-negative amounts involved; billing-run.test.ts pins both against each other.
import { PROPERTY_TYPE, PROPERTY_USE } from '@aseo/shared/constants';
import { portalDay } from '../../lib/portal-time.ts';

/** The monthly fee of price row `pr` for property `p` of activity `a` (monthlyFee), and whether it is VAT-exempt. */
const feeColumns = (p: string, a: string, pr: string) => `
  round(greatest(0,
    (${pr}.commercial_factor + ${pr}.additional_coefficient * greatest(0, ${p}.size - ${a}.size)) * ${pr}.adjustment_factor
    * CASE WHEN ${p}.property_type_id = ${PROPERTY_TYPE.RESIDENTIAL} AND ${p}.property_use_id = ${PROPERTY_USE.CONDOMINIUM}
           THEN greatest(1, ${p}.quantity_houses) ELSE 1 END), 4) AS fee,
  (${p}.property_type_id = ${PROPERTY_TYPE.RESIDENTIAL} OR ${a}.tax_free = 1) AS exempt`;

/** Writes the `due` rows (property, service, period, fee, exempt, iva) at VAT % $4 and rate $5; a notice that exists stays. */
const INSERT_DUE = `inserted AS (
  INSERT INTO notices (property_id, service_type_id, period, total, iva, exempt, total_with_iva, iva_percentage, conversion_petro, updated_at)
  SELECT property_id, service_type_id, period, fee, iva, CASE WHEN exempt THEN fee ELSE 0 END, fee + iva, $4::numeric, $5::numeric, CURRENT_TIMESTAMP
  FROM due
  ORDER BY property_id, service_type_id, period
  ON CONFLICT (property_id, service_type_id, period) DO NOTHING
  RETURNING property_id
)`;

/**
 * Parameters: $1 period (date), $2 checkpoint (last property id done), $3 batch end (property id),
 * $4 VAT % of the run, $5 UCD rate of the run. Answers the notices the batch should have (`due`),
 * those it wrote (`inserted`) and the properties it wrote them for.
 *
 * Active property: status 1 (not disincorporated), not deleted, its taxpayer not deleted, and its
 * obligation started (`date`, else its creation day in Caracas, as "Calcular" counts it) in or before the period's month. Service types:
 * each price row of the property's current economic activity. A fee of 0 writes no notice.
 */
export const INSERT_BATCH_SQL = `
WITH fees AS (
  SELECT p.id AS property_id, pr.service_type_id, ${feeColumns('p', 'a', 'pr')}
  FROM properties p
  JOIN users u ON u.id = p.user_id
  JOIN economic_activities a ON a.id = p.economic_activity_id
  JOIN economic_activity_prices pr ON pr.economic_activity_id = a.id
  WHERE p.id > $2 AND p.id <= $3
    AND p.status = 1 AND p.deleted_at IS NULL AND u.deleted_at IS NULL
    AND COALESCE(p.date, ${portalDay('p.created_at')}) < ($1::date + interval '1 month')
),
due AS (
  SELECT property_id, service_type_id, $1::date AS period, fee, exempt,
         CASE WHEN exempt THEN 0 ELSE round(fee * $4::numeric / 100, 4) END AS iva
  FROM fees
  WHERE fee <> 0
),
${INSERT_DUE}
SELECT (SELECT count(*) FROM due)::int AS due,
       (SELECT count(*) FROM inserted)::int AS inserted,
       COALESCE((SELECT array_agg(DISTINCT property_id) FROM inserted), '{}')::int[] AS property_ids`;

/**
 * One property's notices for the months $2..$3 (first days of months, both included), at VAT % $4
 * and UCD rate $5: "Calcular" and "Meses Pendientes" of the Record de Cuenta. The same fee as the
 * run; the property's status and start date are the caller's to decide (its range). A month that
 * has its notice (even one deleted by staff) is left alone. Answers the count written.
 */
export const INSERT_PROPERTY_MONTHS_SQL = `
WITH fees AS (
  SELECT p.id AS property_id, pr.service_type_id, ${feeColumns('p', 'a', 'pr')}
  FROM properties p
  JOIN economic_activities a ON a.id = p.economic_activity_id
  JOIN economic_activity_prices pr ON pr.economic_activity_id = a.id
  WHERE p.id = $1
),
due AS (
  SELECT property_id, service_type_id, m.period::date AS period, fee, exempt,
         CASE WHEN exempt THEN 0 ELSE round(fee * $4::numeric / 100, 4) END AS iva
  FROM fees CROSS JOIN generate_series($2::date, $3::date, interval '1 month') AS m(period)
  WHERE fee <> 0
),
${INSERT_DUE}
SELECT (SELECT count(*) FROM inserted)::int AS inserted`;

/** $1 = max ids after the checkpoint $2: the last property id of the next batch (NULL when none is left). */
export const BATCH_END_SQL = `SELECT max(id)::int AS batch_end FROM (SELECT id FROM properties WHERE id > $2 ORDER BY id LIMIT $1) s`;

export { VALUE_NOW_SQL } from '../ledger/index.ts';
