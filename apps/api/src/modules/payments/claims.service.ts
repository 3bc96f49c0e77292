// The reconciliation queue's claims (DOMAIN "Reconciliation", docs/reconciliation.md): opening a
// pending bill to act on it holds it for CLAIM_MINUTES; while the hold stands another staff
// member's write on the bill is refused with who holds it and until when. A claim lapses by its
// own clock (`expires_at` in the past is ignored, no job needed); acting on the bill releases it.
// Taking and releasing a claim write their audit rows in the same transaction (ADR 015, docs/audit.md).
import { CLAIM_MINUTES, BILL_STATUS } from '@aseo/shared/constants';
import { PORTAL_TIME_ZONE } from '@aseo/shared/billing';
import { fullName } from '@aseo/shared/format';
import { fillMessage, MSG } from '@aseo/shared/messages';
import { rooms } from '@aseo/shared/realtime';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/tokens.ts';

const P = MSG.payments;
const clock = new Intl.DateTimeFormat('es-VE', { timeZone: PORTAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** 'HH:mm' in the portal's time zone. */
export const claimTime = (d: Date) => clock.format(d);

type Holder = { user_id: number; name: string; lastname: string | null; expires_at: Date };
const holderName = (h: Holder) => fullName(h.name, h.lastname);

/** Who else holds the bill right now, if anyone. Run after the bill's row is locked. */
async function otherHolder(tx: Tx, billId: number, userId: number): Promise<Holder | undefined> {
  const [h] = await tx.$queryRaw<Holder[]>`
    SELECT c.user_id, u.name, u.lastname, c.expires_at FROM bill_claims c JOIN users u ON u.id = c.user_id
    WHERE c.bill_id = ${billId} AND c.user_id <> ${userId} AND c.expires_at > (now() AT TIME ZONE 'UTC')`;
  return h;
}

const claimedError = (h: Holder) =>
  unprocessable(fillMessage(P.claimedByOther, { name: holderName(h), time: claimTime(h.expires_at) }), {
    claim: { user_id: h.user_id, user_name: holderName(h), expires_at: h.expires_at.toISOString() },
  });

/** Refuses the write when another staff member holds the bill (the bill row is locked by the caller). */
export async function assertNotClaimed(tx: Tx, billId: number, userId: number) {
  const h = await otherHolder(tx, billId, userId);
  if (h) throw claimedError(h);
}

/** Drops the bill's claim once it left the queue (reconciled, rejected, annulled). */
export async function dropClaim(tx: Tx, billId: number) {
  await tx.$executeRaw`DELETE FROM bill_claims WHERE bill_id = ${billId}`;
}

export function claimsService(ctx: AppContext) {
  const { db } = ctx;

  /** Claims (or renews the caller's own claim on) a pending bill; refused while another holds it. */
  async function claim(user: SessionUser, billId: number) {
    const expires = await db.$transaction(async (tx) => {
      const [bill] = await tx.$queryRaw<
        { status: number; property_id: number | null }[]
      >`SELECT status, property_id FROM bills WHERE id = ${billId} FOR UPDATE`;
      if (!bill) throw notFound(MSG.server.notFound);
      if (bill.status !== BILL_STATUS.PENDING) throw unprocessable(P.notPending);
      const [row] = await tx.$queryRaw<{ expires_at: Date }[]>`
        INSERT INTO bill_claims (bill_id, user_id, claimed_at, expires_at)
        VALUES (${billId}, ${user.id}, now() AT TIME ZONE 'UTC', (now() AT TIME ZONE 'UTC') + make_interval(mins => ${CLAIM_MINUTES}))
        ON CONFLICT (bill_id) DO UPDATE SET user_id = EXCLUDED.user_id, claimed_at = EXCLUDED.claimed_at, expires_at = EXCLUDED.expires_at
        WHERE bill_claims.user_id = EXCLUDED.user_id OR bill_claims.expires_at <= (now() AT TIME ZONE 'UTC')
        RETURNING expires_at`;
      if (!row) {
        const h = await otherHolder(tx, billId, user.id);
        throw h ? claimedError(h) : unprocessable(P.statusError);
      }
      await writeAudit(tx, 'claim.taken', { value_id: billId, user_id: user.id, property_id: bill.property_id, new: { expires_at: row!.expires_at } });
      const me = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, lastname: true } });
      return { at: row!.expires_at, name: fullName(me.name, me.lastname) };
    });
    ctx.emit('movements', { action: 'claim', bill_id: billId }, rooms.staff);
    return {
      message: fillMessage(P.claimed, { time: claimTime(expires.at) }),
      claim: { bill_id: billId, user_id: user.id, user_name: expires.name, expires_at: expires.at.toISOString() },
    };
  }

  /** Lets go of the caller's claim (closing the bill); someone else's claim is left alone. */
  async function release(user: SessionUser, billId: number) {
    const n = await db.$transaction(async (tx) => {
      const [gone] = await tx.$queryRaw<{ expires_at: Date }[]>`
        DELETE FROM bill_claims WHERE bill_id = ${billId} AND user_id = ${user.id} RETURNING expires_at`;
      if (gone) await writeAudit(tx, 'claim.released', { value_id: billId, user_id: user.id, old: { expires_at: gone.expires_at } });
      return gone ? 1 : 0;
    });
    if (n > 0) ctx.emit('movements', { action: 'claim', bill_id: billId }, rooms.staff);
    return { released: n > 0 };
  }

  return { claim, release };
}
