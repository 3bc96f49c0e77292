// The shapes the demo's ledger keeps in memory (ledger.ts): what a bill needs of a property and its
// owner, notices, fines and interest, bills with their lines and vouchers, credit notes, the values
// (rates, bank interest, VAT, retention) of the demo year.
import type { Day, History } from '@aseo/shared/billing';
import type { Percent, Rate, Ucd } from '@aseo/shared/money';
import type { Prisma } from '../../generated/client/client.ts';

export type Owner = {
  id: number;
  retention: number;
  customer_name: string;
  customer_document: string;
  customer_address: string | null;
};

export type PropertyInfo = {
  id: number;
  code: string;
  owner: Owner;
  /** Residential or tax-free activity: its fees carry no VAT */
  exempt: boolean;
};

export type NoticeState = {
  id: number;
  property_id: number;
  service_type_id: number;
  period: Day;
  total: Ucd;
  iva: Ucd;
  exempt: Ucd;
  total_with_iva: Ucd;
  iva_percentage: Percent;
  rate: Rate;
  use_local: boolean;
  status: number;
  bill_id: number | null;
  created_at: Date;
  updated_at: Date;
};

export type FineState = {
  id: number;
  property_id: number;
  notice_id: number | null;
  fine_type_id: number;
  amount: Ucd;
  comment: string | null;
  status: number;
  frozen_at: Date | null;
  bill_id: number | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
};

export type VoucherState = { row: Prisma.VoucherCreateManyInput & { id: number }; referenced: boolean };

export type BillState = {
  id: number;
  property: PropertyInfo;
  row: Prisma.BillCreateManyInput & { id: number; status: number; due_bs: string; conversion_petro: string; number: number | null };
  lines: (Prisma.BillLineCreateManyInput & { id: number })[];
  vouchers: VoucherState[];
};

export type CreditNoteState = {
  id: number;
  user_id: number;
  property_id: number;
  bill_id: number;
  amount: Ucd;
  balance: Ucd;
  conversion_petro: string;
  status: number;
  created_by: number;
  created_at: Date;
  updated_at: Date;
};

export type Values = { rates: History<Rate>; bankInterest: History<Percent>; iva: Percent; retention: Percent };
