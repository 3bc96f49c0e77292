// One badge for every status a list shows (issue 26 item 4): the status's whole label, never cut
// (no ellipsis, no fixed width: the cell grows to it, a phone's card wraps it), on a colour of its
// own taken from STATUS_DOMAINS, the one place that says which colour each status has. The text
// says the status; the colour and its dot only help to scan a long list (WCAG 1.4.1).
import { Box } from '@mantine/core';
import {
  ACCOUNT_STATUS,
  ACCOUNT_STATUS_LABELS,
  AGREEMENT_STATUS,
  AGREEMENT_STATUS_LABELS,
  BILL_STATUS,
  BILL_STATUS_LABELS,
  SUGGESTION_STATUS,
  SUGGESTION_STATUS_LABELS,
} from '@aseo/shared/constants';
import classes from './StatusBadge.module.css';

/** The colours a status may take (Mantine palette names: shade 9 text on a light tint, a shade 6 dot). */
export type Tone = 'blue' | 'teal' | 'red' | 'gray' | 'orange' | 'yellow' | 'violet';

type Domain = { labels: Record<string | number, string>; tones: Record<string | number, Tone> };

/**
 * Each status domain's labels and colours. The same meaning has the same colour everywhere: waiting
 * for the municipality's review blue, done teal, refused or unpaid red, void gray, owed by the
 * taxpayer orange.
 */
export const STATUS_DOMAINS = {
  /** Bills ('Pagos', 'Historial de Comprobantes'): Por conciliar, Conciliado, Reversado, Anulado, Por pagar. */
  bill: {
    labels: BILL_STATUS_LABELS,
    tones: {
      [BILL_STATUS.PENDING]: 'blue',
      [BILL_STATUS.ACCEPTED]: 'teal',
      [BILL_STATUS.REJECTED]: 'red',
      [BILL_STATUS.CANCELLED]: 'gray',
      [BILL_STATUS.TO_PAY]: 'orange',
    },
  },
  /** 'Dudas y Sugerencias': Pendiente, En proceso, Atendido, Resuelto. */
  suggestion: {
    labels: SUGGESTION_STATUS_LABELS,
    tones: {
      [SUGGESTION_STATUS.PENDING]: 'orange',
      [SUGGESTION_STATUS.PROCESS]: 'blue',
      [SUGGESTION_STATUS.ATTENDED]: 'violet',
      [SUGGESTION_STATUS.RESOLVED]: 'teal',
    },
  },
  /** A property's account ('Estado de Cuenta', 'Record de Cuenta'): Conciliado, Por Conciliar, Impago. */
  account: {
    labels: ACCOUNT_STATUS_LABELS,
    tones: { [ACCOUNT_STATUS.RECONCILED]: 'teal', [ACCOUNT_STATUS.TO_RECONCILE]: 'blue', [ACCOUNT_STATUS.NON_PAYMENT]: 'red' },
  },
  /** Payment agreements: Inactivo, Activo, Completado. */
  agreement: {
    labels: AGREEMENT_STATUS_LABELS,
    tones: { [AGREEMENT_STATUS.INACTIVE]: 'gray', [AGREEMENT_STATUS.ACTIVE]: 'blue', [AGREEMENT_STATUS.COMPLETED]: 'teal' },
  },
  /** Solvency certificates, named by the API's text (Vigente, Por vencer, Vencida, Revocada); a text not listed here is gray. */
  solvency: {
    labels: {},
    tones: { Vigente: 'teal', 'Por vencer': 'yellow', Vencida: 'gray', Revocada: 'red' },
  },
} satisfies Record<string, Domain>;

export type StatusKind = keyof typeof STATUS_DOMAINS;

/** The label a status has in its domain ('' when the domain does not know it). */
export const statusLabel = (kind: StatusKind, status: string | number) => (STATUS_DOMAINS[kind] as Domain).labels[status] ?? '';
/** The colour of a status in its domain (gray when the domain does not know it). */
export const statusTone = (kind: StatusKind, status: string | number): Tone => (STATUS_DOMAINS[kind] as Domain).tones[status] ?? 'gray';

type Props = {
  kind: StatusKind;
  status: string | number;
  /** The text to show when the API words it (its `status_text`); the domain's label otherwise. */
  label?: string;
  size?: 'sm' | 'md';
};

export function StatusBadge({ kind, status, label, size = 'sm' }: Props) {
  const text = label || statusLabel(kind, status) || String(status);
  const tone = statusTone(kind, status);
  return (
    <Box
      component="span"
      className={classes.badge}
      data-size={size}
      data-testid="status-badge"
      data-kind={kind}
      data-status={status}
      data-tone={tone}
      style={{
        '--status-bg': `var(--mantine-color-${tone}-0)`,
        '--status-border': `var(--mantine-color-${tone}-3)`,
        '--status-dot': `var(--mantine-color-${tone}-6)`,
        '--status-color': `var(--mantine-color-${tone}-9)`,
      }}
    >
      <span className={classes.dot} aria-hidden />
      {text}
    </Box>
  );
}
