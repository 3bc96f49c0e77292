// Who the rich demo has: taxpayers of every kind with their properties, and how each property pays
// over the year (its plan). Names, documents (V-, E-, J-, G-) and addresses are invented but
// plausible for a Venezuelan municipality; e-mails use example.com. Month indexes count from the
// first month of the demo year (0) to the current month (11).

/**
 * How a property pays. desk: cash or card at the desk in the following month; transfer: the taxpayer
 * sends a transfer ('Realizar pago') every `every` months, reconciled a day or two later;
 * staff-transfer: the cashier registers a transfer; deposit: the cashier registers a deposit into
 * the municipality's account, quarterly; solvent: pays within the month at the desk, the current
 * month included; reviewing: transfers monthly, the last one (two months) still 'Por conciliar';
 * never: owes the whole year; agent: a retention agent's prefacturas every two months.
 * `until`: the last month index it pays (later months stay owed, with interest); `waits`: its last
 * transfer, sent a few days ago, still waits for reconciliation.
 */
export type Plan =
  | { kind: 'desk'; until?: number; card?: boolean }
  | { kind: 'transfer'; until?: number; every?: 1 | 3; waits?: boolean }
  | { kind: 'staff-transfer' }
  | { kind: 'deposit' }
  | { kind: 'solvent'; certificates?: boolean }
  | { kind: 'reviewing' }
  | { kind: 'never' }
  | { kind: 'agent' };

/** Scripted stories: José's two properties, an annulled bill with its credit note reversed, credit used on later bills, a rejected transfer. */
export type Story = 'jose-commercial' | 'jose-residential' | 'annul' | 'credit' | 'reject';

export type DemoProperty = {
  key: string;
  activity: string;
  type: 1 | 2 | 3 | 4;
  use: 1 | 2 | 3;
  size: string;
  zone: string;
  street: string;
  house?: string;
  floor?: string;
  nic?: string;
  catastral?: string;
  license?: string;
  houses?: number;
  reference?: string;
  /** First month billed (index), 0 by default */
  start?: number;
  /** The key of the parent property (a shopping centre's premises) */
  parent?: string;
  /** Disincorporated after this month index (no notices later) */
  disincorporatedAfter?: number;
  plan: Plan;
  story?: Story;
  /** A staff fine (multa) in UCD created in month `month`, paid with the next bill or left owed */
  fine?: { month: number; amount: string; comment: string };
};

export type DemoTaxpayer = {
  username: string;
  name: string;
  lastname?: string;
  /** 1 V, 2 E, 3 J, 4 G */
  docType: 1 | 2 | 3 | 4;
  document: string;
  email: string;
  phone: [string, string];
  address: string;
  retention?: 0 | 1 | 2;
  retentionRequest?: 1 | 2;
  /** Origin bank of its transfers (code) */
  bank: string;
  properties: DemoProperty[];
};

const REFERENCES = [
  'Frente a la plaza',
  'Al lado de la farmacia',
  'Casa de dos plantas, portón negro',
  'Diagonal a la escuela',
  'Cerca de la parada de autobuses',
  'Esquina con la cancha deportiva',
];

export const R = (key: string, zone: string, street: string, house: string, size: string, plan: Plan, extra: Partial<DemoProperty> = {}): DemoProperty => ({
  key,
  activity: 'R001',
  type: 2,
  use: 1,
  size,
  zone,
  street,
  house,
  nic: `30${key.length}${house.replace(/\D/g, '').padStart(4, '0')}`.slice(0, 7),
  catastral: `13-01-02-U01-${house.replace(/\D/g, '').padStart(3, '0')}-0${key.length % 10}${key.charCodeAt(0) % 10}`,
  reference: REFERENCES[(key.charCodeAt(0) + key.length) % REFERENCES.length],
  plan,
  ...extra,
});

export const C = (key: string, activity: string, zone: string, street: string, size: string, plan: Plan, extra: Partial<DemoProperty> = {}): DemoProperty => ({
  key,
  activity,
  type: 1,
  use: 1,
  size,
  zone,
  street,
  license: `LAE-20${18 + (key.length % 7)}-0${String(key.charCodeAt(1) * 7).padStart(3, '0')}`,
  plan,
  ...extra,
});

export const person = (
  username: string,
  name: string,
  lastname: string,
  docType: 1 | 2,
  document: string,
  phone: [string, string],
  address: string,
  bank: string,
  properties: DemoProperty[],
): DemoTaxpayer => ({
  username,
  name,
  lastname,
  docType,
  document,
  email: `${username}@example.com`,
  phone,
  address,
  bank,
  properties,
});

export const company = (
  username: string,
  name: string,
  docType: 3 | 4,
  document: string,
  phone: [string, string],
  address: string,
  bank: string,
  properties: DemoProperty[],
  extra: Partial<DemoTaxpayer> = {},
): DemoTaxpayer => ({
  username,
  name,
  docType,
  document,
  email: `${username}@example.com`,
  phone,
  address,
  bank,
  properties,
  ...extra,
});

/** The demo taxpayer 'contribuyente' (José Rodríguez, created by the base demo): his two properties' stories. */
export const JOSE_STORIES: Story[] = ['jose-commercial', 'jose-residential'];
