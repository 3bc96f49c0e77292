// What a desk payment takes (docs/cash.md): the reference to an item, the item read and locked with
// what its bill line needs, and the check every named item passes.
import type { BillLineInput } from '@aseo/shared/billing';
import { MSG } from '@aseo/shared/messages';
import { unprocessable } from '../../lib/errors.ts';
import { inLiveBill } from '../ledger/index.ts';

/** 'Cuota' a convention quota (the new desk's 'Agregar convenio'), 'Acuerdo' an old agreement's quota (the old desk's 'Convenios'). */
export type ItemRef = { type: 'Deuda' | 'Multa' | 'Servicio' | 'Cuota' | 'Acuerdo'; id: number };
/** A line to compose, with what the bill line row needs besides the amounts. */
export type TakenItem = {
  input: BillLineInput;
  type: ItemRef['type'];
  cash_type: number;
  name: string;
  ref: Record<string, number>;
  service_type_id?: number;
  /** A notice's month. */
  period?: Date;
  /** A notice's interest row the bill's write inserts (no id yet): that notice (cash-items.ts). */
  interestOf?: number;
};

/** Every named item was found, belongs to the property, is pending and in no bill. */
export function check(
  rows: readonly { id: number; property_id: number; status: number; bill_id: number | null }[],
  wanted: readonly number[],
  propertyId: number,
) {
  if (rows.length !== wanted.length || rows.some(inLiveBill)) throw unprocessable(MSG.cash.itemTaken);
  if (rows.some((r) => r.property_id !== propertyId)) throw unprocessable(MSG.cash.itemNotOfProperty);
}
