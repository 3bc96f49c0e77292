// What one report tells the generic report screen (components/ReportScreen.tsx): its calls, its
// filters (their defaults and how they travel), the page of rows its answer carries, its columns,
// and optionally a summary under the table and tools beside the export buttons.
import type { ComponentType, ReactNode } from 'react';
import type { AnyCall } from '@aseo/shared/contracts';
import type { Column } from '../../components/DataTable.tsx';
import type { Option } from '../../components/SelectField.tsx';
import type { Answer, Send } from '../../lib/call.ts';
import type { Filters } from './lib/url-filters.ts';

export type { Filters };

/** The server's page of rows (001 section 7: data, last_page…). */
export type ReportPage<R> = { data: R[]; current_page: number; last_page: number; per_page: number; total: number };

type FieldBase<F extends Filters> = { key: keyof F & string; label: string; width?: number };

/** A filter of the report's bar; every change reloads page 1. */
export type FilterField<F extends Filters, A> =
  | (FieldBase<F> & { kind: 'search'; placeholder?: string })
  /** A day; `min`/`max` name the other end of its range (Desde ≤ Hasta ≤ today). */
  | (FieldBase<F> & { kind: 'date'; min?: keyof F & string; max?: keyof F & string; future?: boolean })
  /** Options known beforehand, or read from the last answer (users, modules). */
  | (FieldBase<F> & { kind: 'select'; options: Option[] | ((answer: A | undefined) => Option[]); clearable?: boolean })
  /** Two or three choices side by side (a switch between views of the report). */
  | (FieldBase<F> & { kind: 'segmented'; options: Option[] })
  /** A taxpayer or a staff member, looked up as the user types; left out for a user without `permission` (the search still finds them). */
  | (FieldBase<F> & { kind: 'lookup'; placeholder?: string; permission?: string; load: (search: string) => Promise<Option[]> })
  | { kind: 'custom'; key: string; render: (p: { filters: F; onChange: (change: Partial<F>) => void; answer: A | undefined }) => ReactNode };

export type ReportToolsProps<C extends AnyCall, F extends Filters> = { answer: Answer<C> | undefined; filters: F; query: Send<C> };

export type ReportDefinition<C extends AnyCall, F extends Filters, R> = {
  /** The route's title; the h1 is the layout's. */
  title: string;
  calls: { list: C; excel: AnyCall; pdf: AnyCall };
  defaults: F;
  fields: FilterField<F, Answer<C>>[];
  /** What the list and the exports receive for these filters and page. */
  query: (filters: F, page: number) => Send<C>;
  /** The page of rows of an answer. */
  rows: (answer: Answer<C>) => ReportPage<R>;
  /** The columns, or the columns for these filters (a switch between views of the report). */
  columns: Column<R & Record<string, unknown>>[] | ((filters: F) => Column<R & Record<string, unknown>>[]);
  rowKey: (row: R) => string | number;
  /** Many columns: one table that scrolls sideways at every width, never cards (components/WideReportTable.tsx). */
  wide?: boolean;
  rowLabel?: (row: R) => string;
  /** The file name when the API names none ('libro-de-ventas'). */
  fileBase: string;
  /** Why the exports cannot run with these filters (the audit's start date), shown before any call. */
  exportError?: (filters: F) => string | null;
  /** The filter to mark with `exportError`'s text. */
  exportErrorField?: keyof F & string;
  /** Under the table: the report's totals and checks. */
  Summary?: ComponentType<{ answer: Answer<C>; filters: F }>;
  /** Beside the export buttons (close a period, verify, generate…). */
  Tools?: ComponentType<ReportToolsProps<C, F>>;
  /** Above the filters (the period's state…). */
  Banner?: ComponentType<{ answer: Answer<C> | undefined; filters: F }>;
};

/** Keeps the report's types together (the answer's type flows into fields, rows and summary). */
export const defineReport = <C extends AnyCall, F extends Filters, R>(def: ReportDefinition<C, F, R>) => def;
