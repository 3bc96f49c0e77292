// The signed copy of an agreement of either kind (docs/agreements.md "Files and exports"): 'Adjuntar'
// stores it — the file is staged by `mount` from the contract's policy (ADR 019) and this sets its
// final path on the agreement's row in one transaction with the audit row; the file is moved there
// when the handler returns, deleted if it throws. An inactive agreement is read-only. 'Descargar'
// answers a signed address that expires in minutes (the browser goes there without the session's
// token); that address serves the file only while its signature, its time and the stored file agree.
import { timingSafeEqual } from 'node:crypto';
import { AGREEMENT_STATUS } from '@aseo/shared/constants';
import type { AgreementKind } from '@aseo/shared/contracts';
import { MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import { Prisma } from '@aseo/db/client';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { queryRows } from '../../lib/sql.ts';
import type { SessionUser } from '../../lib/tokens.ts';
import { KIND } from './agreements.rows.ts';
import type { AgreementsService } from './agreements.service.ts';

const A = MSG.agreements;
/** How long a download address of the signed copy works. */
export const SIGNED_COPY_LINK_SECONDS = 300;
const EVENT = { agreement: 'agreement.file-uploaded', convention: 'convention.file-uploaded' } as const;

type Head = { id: number; status: number; user_id: number; property_id: number; number: string; file: string | null; crypt: string };

export function signedCopies(ctx: AppContext, s: AgreementsService) {
  const { db } = ctx;

  /** Stores `file` (its final path, staged by `mount`) as the agreement's signed copy. */
  async function attach(user: SessionUser, kind: AgreementKind, id: number, file: string | undefined) {
    if (!file) throw unprocessable(MSG.server.fileRequired, { fields: { file: MSG.server.fileRequired } });
    const table = Prisma.raw(KIND[kind].table);
    const owner = await db.$transaction(async (tx) => {
      const [a] = await queryRows<Head>(
        tx,
        Prisma.sql`SELECT id, status, user_id, property_id, number::text, file, crypt FROM ${table} WHERE id = ${id} FOR UPDATE`,
      );
      if (!a) throw notFound(MSG.server.notFound);
      if (a.status === AGREEMENT_STATUS.INACTIVE) throw unprocessable(A.readOnly);
      await tx.$executeRaw`UPDATE ${table} SET file = ${file}, updated_at = now() WHERE id = ${id}`;
      await writeAudit(tx, EVENT[kind], { value_id: id, user_id: user.id, property_id: a.property_id, old: { file: a.file }, new: { file } });
      return a.user_id;
    });
    ctx.emit('movements', { action: 'save' }, [rooms.staff, rooms.user(owner)]);
    return { message: A.fileUploaded };
  }

  const signature = (crypt: string, expires: string, file: string) => ctx.tokens.linkSignature(`agreement-signed-copy:${crypt}:${expires}:${file}`);

  async function byCrypt(crypt: string) {
    for (const kind of ['agreement', 'convention'] as const) {
      const [a] = await queryRows<Head>(
        db,
        Prisma.sql`SELECT id, status, user_id, property_id, number::text, file, crypt FROM ${Prisma.raw(KIND[kind].table)} WHERE crypt = ${crypt}`,
      );
      if (a) return { kind, ...a };
    }
    return null;
  }

  /** 'Descargar': the signed address of the stored copy (staff who see the agreement; 422 when there is none). */
  async function link(user: SessionUser, crypt: string) {
    await s.find(user, crypt);
    const a = (await byCrypt(crypt))!;
    if (!a.file) throw unprocessable(A.noFile);
    const expires = String(Math.floor(Date.now() / 1000) + SIGNED_COPY_LINK_SECONDS);
    // relative: the browser resolves it against the portal's own address, where /api is served
    return { url: `/api/agreements/signed-copy/${a.crypt}/${expires}/${signature(a.crypt, expires, a.file)}` };
  }

  /** The stored file a signed address names: a wrong signature or another file since is 404, an old address says it expired. */
  async function opened(crypt: string, expires: string, sig: string) {
    const a = await byCrypt(crypt);
    if (!a?.file) throw notFound(MSG.server.notFound);
    const want = Buffer.from(signature(a.crypt, expires, a.file));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) throw notFound(MSG.server.notFound);
    if (Number(expires) * 1000 < Date.now()) throw notFound(A.linkExpired);
    return { file: a.file, name: `convenio-${a.kind === 'agreement' ? a.number.padStart(6, '0') : a.number}-firmado` };
  }

  return { attach, link, opened };
}
