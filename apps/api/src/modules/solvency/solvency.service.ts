// Solvency certificates (docs/solvency.md): issued in one transaction that locks the property,
// computes its whole debt as of today with the shared statement (an agreement's debt counts: its
// notices stay pending), refuses any debt, takes the next number of the institution's counter, and
// records the certificate, its issued document (QR code) and the audit row. One certificate per
// property and month: asking again (a double click, a retry) answers the one already issued.
import type { CallInput, solvencyCalls } from '@aseo/shared/contracts';
import { formatDate, solvencyNumberText } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { dayOfInstant } from '@aseo/shared/billing';
import { accountOwnerId, actsAsClient, can } from '@aseo/shared/policy';
import { PERMISSIONS } from '@aseo/shared/constants';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { PdfSheet } from '../../lib/pdf.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { debtOf, lockProperty, todayDay } from '../ledger/index.ts';
import { newCrypt, newVerificationCode, nextCounter } from '../billing/index.ts';
import { issueDocument, maskDocument, registerDocumentCheck } from '../documents/index.ts';
import { listSolvencies, presentSolvency, solvencyInclude, type SolvencyRecord } from './solvency.query.ts';

const V = MSG.solvency;
const D = MSG.documents;
type Calls = typeof solvencyCalls;

/** The last day of the month of `day` ('YYYY-MM-DD'). */
export const monthEnd = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

registerDocumentCheck('solvency', async (db, id) => {
  const s = await db.solvency.findUnique({ where: { id }, select: { deleted_at: true, valid_until: true, revoked_at: true } });
  const until = s?.valid_until?.toISOString().slice(0, 10);
  const note = until ? fillMessage(V.validUntil, { date: formatDate(until) }) : null;
  if (!s || s.deleted_at) return { valid: false, status_text: D.annulled, note: null };
  if (s.revoked_at) return { valid: false, status_text: D.revoked, note: fillMessage(D.revokedOn, { date: formatDate(dayOfInstant(s.revoked_at)) }) };
  if (until && todayDay() > until) return { valid: false, status_text: D.expired, note };
  return { valid: true, status_text: D.valid, note };
});

/** A client (or a moderator acting for one) reaches only its own properties: another's answers 404; staff need view-urban-cleanliness. */
function checkAccess(user: SessionUser, ownerId: number) {
  if (actsAsClient(user)) {
    if (accountOwnerId(user) !== ownerId) throw notFound(MSG.server.notFound);
  } else if (!can(user, PERMISSIONS.VIEW_URBAN_CLEANLINESS)) throw forbidden(MSG.server.forbidden);
}

/** The property's address as the certificate names it: zone, street, floor, house number. */
const addressOf = (p: ReturnType<typeof presentSolvency>['property']) =>
  [p.zone, p.street, p.floor && `Piso ${p.floor}`, p.house_number && `N° ${p.house_number}`].filter(Boolean).join(', ');

/**
 * The certificate as a document (000 "Solvency": 'Solvencia de Aseo Urbano'): under the letterhead
 * with its number, issue date and validity, the statement that the property owes nothing, the
 * taxpayer (code, name, RIF) and property (code, activity, address), the notice on its use, the
 * signature and seal of the signing office; the route adds the QR of its verification.
 */
export function solvencySheet(s: SolvencyRecord): PdfSheet {
  const p = presentSolvency(s);
  const issued = formatDate(dayOfInstant(s.created_at));
  const until = formatDate(p.valid_until);
  const address = addressOf(p.property);
  return {
    title: 'Solvencia de Aseo Urbano',
    meta: [
      ['Solvencia N°', p.number_format],
      ['Fecha de emisión', issued],
      ['Válida hasta', until],
    ],
    sections: [
      {
        kind: 'paragraph',
        text:
          `Se hace constar que el inmueble código ${p.property.code}${address ? `, ubicado en ${address}` : ''}, ` +
          `registrado a nombre de ${p.user.full_name}${p.user.full_document ? `, RIF ${p.user.full_document}` : ''}, ` +
          `no presenta deuda por la tasa de Aseo Urbano a la fecha de emisión de esta solvencia (${issued}). ` +
          `${fillMessage(V.validUntil, { date: until })}. Se expide a solicitud de la parte interesada.`,
      },
      {
        kind: 'fields',
        heading: 'Contribuyente',
        rows: [
          ['Código del contribuyente', p.user.number_format],
          ['Nombre / Razón Social', p.user.full_name],
          ['RIF', p.user.full_document],
        ],
      },
      {
        kind: 'fields',
        heading: 'Inmueble',
        rows: [
          ['Código del inmueble', p.property.code],
          ['Actividad económica', p.property.economic_activity.name],
          ['Dirección', address || '—'],
        ],
      },
      { kind: 'note', text: V.notice },
    ],
    signature: true,
  };
}

export function solvencyService(ctx: AppContext) {
  const { db } = ctx;

  async function propertyOwner(db: Db | Tx, propertyId: number) {
    const p = await db.property.findFirst({ where: { id: propertyId, deleted_at: null }, select: { user_id: true } });
    if (!p) throw notFound(MSG.server.notFound);
    return p.user_id;
  }

  async function validateDebt(user: SessionUser, { property_id }: CallInput<Calls['validateDebt']>) {
    checkAccess(user, await propertyOwner(db, property_id));
    const { debt, reconciling } = await debtOf(db, property_id);
    const solvent = debt.isZero();
    return {
      debt: debt.toFixed(4),
      reconciling: reconciling.toFixed(4),
      solvent,
      message: solvent ? V.solvent : reconciling.isZero() ? V.notSolvent : V.reconciling,
    };
  }

  async function create(user: SessionUser, { property_id }: CallInput<Calls['create']>) {
    const id = property_id;
    const solvency = await db.$transaction(
      async (tx) => {
        const property = await lockProperty(tx, id);
        checkAccess(user, property.user_id);
        const today = todayDay();
        const issued = await tx.solvency.findFirst({
          where: { property_id: id, deleted_at: null, revoked_at: null, valid_until: { gte: new Date(`${today}T00:00:00Z`) } },
          include: solvencyInclude,
          orderBy: { id: 'desc' },
        });
        if (issued) return issued;
        const { debt, reconciling } = await debtOf(tx, id);
        if (!debt.isZero()) {
          const why = reconciling.isZero() ? V.notSolvent : V.reconciling;
          throw unprocessable(why, { fields: { property_id: why } });
        }
        const code = newVerificationCode();
        const created = await tx.solvency.create({
          data: {
            number: await nextCounter(tx, 'solvency'),
            user_id: property.user_id,
            property_id: id,
            crypt: newCrypt(),
            verification_code: code,
            valid_until: new Date(`${monthEnd(today)}T00:00:00Z`),
            created_by: user.id,
          },
          include: solvencyInclude,
        });
        const p = presentSolvency(created);
        await issueDocument(tx, ctx.cfg.PUBLIC_URL, {
          kind: 'solvency',
          recordId: created.id,
          code,
          summary: {
            fields: [
              { label: 'N° de solvencia', value: p.number_format },
              { label: 'Contribuyente', value: p.user.full_name },
              { label: 'RIF', value: maskDocument(p.user.full_document) },
              { label: 'Inmueble', value: p.property.code },
              { label: 'Fecha de emisión', value: formatDate(dayOfInstant(created.created_at)) },
              { label: 'Válida hasta', value: formatDate(p.valid_until) },
            ],
          },
        });
        await writeAudit(tx, 'solvency.issued', {
          value_id: created.id,
          user_id: user.id,
          property_id: id,
          new: { number: created.number, valid_until: p.valid_until },
        });
        return created;
      },
      { timeout: 30_000, maxWait: 10_000 },
    );
    return { message: V.generated, solvency: presentSolvency(solvency) };
  }

  async function byCrypt(user: SessionUser, crypt: string) {
    const s = await db.solvency.findFirst({ where: { crypt, deleted_at: null }, include: solvencyInclude });
    if (!s) throw notFound(MSG.server.notFound);
    checkAccess(user, s.user_id);
    const url = `${ctx.cfg.PUBLIC_URL.replace(/\/$/, '')}/verificar/${s.verification_code}`;
    return { sheet: { ...solvencySheet(s), verification: { code: s.verification_code, url } }, name: `solvencia-${solvencyNumberText(s.number)}.pdf` };
  }

  async function remove(user: SessionUser, { solvency_id }: CallInput<Calls['delete']>) {
    await db.$transaction(async (tx) => {
      const s = await tx.solvency.findFirst({ where: { id: solvency_id, deleted_at: null } });
      if (!s) throw notFound(MSG.server.notFound);
      await tx.solvency.update({ where: { id: s.id }, data: { deleted_at: new Date(), deleted_by: user.id } });
      await writeAudit(tx, 'solvency.deleted', { value_id: s.id, user_id: user.id, property_id: s.property_id, old: { number: s.number } });
    });
    return { message: V.deleted };
  }

  const list = (user: SessionUser, input: CallInput<Calls['list']>) =>
    listSolvencies(db, { page: input.page, search: input.search, ownerId: input.user_id ?? accountOwnerId(user) });
  const adminList = (input: CallInput<Calls['adminList']>) => listSolvencies(db, { page: input.page, search: input.search, ownerId: input.user_id });
  const properties = async (user: SessionUser, input: CallInput<Calls['properties']>) => ({
    properties: await db.property.findMany({
      where: { user_id: input.user_id ?? accountOwnerId(user), deleted_at: null },
      select: { id: true, code: true, zone: true, street: true },
      orderBy: { id: 'asc' },
    }),
  });

  return { list, adminList, properties, validateDebt, create, byCrypt, remove };
}
