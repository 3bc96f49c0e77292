// What each Record de Cuenta action asks before it runs (a confirmation, an amount, a reason: 000
// section 2 and 5) and the toast after. One place for the row menu, the statement rows and the
// modal's toolbar.
import { FINE_TYPE } from '@aseo/shared/constants';
import { MSG } from '@aseo/shared/messages';
import { todayYmd } from '@aseo/shared/schemas';
import { confirm, showError, showSuccess } from '../../../../lib/dialogs.tsx';
import { errorText } from '../../../../lib/api.ts';
import { useRecordActions } from '../../api/record-actions.ts';
import type { StatementRow } from '../../api/account-status.ts';
import { ask } from './ask.tsx';

const SURE = MSG.common.confirmSure;

export function useRecordFlows() {
  const a = useRecordActions();
  /** Runs a call after an optional confirmation; success → toast, refusal → dialog. */
  const run = async (call: () => Promise<{ message: string }>, question: string | null = SURE) => {
    if (question && !(await confirm(question))) return;
    try {
      void showSuccess((await call()).message);
    } catch (err) {
      void showError(errorText(err) ?? MSG.common.connection);
    }
  };
  const done = (message: string | null) => message && void showSuccess(message);
  /** A reason first (it may not be blank), then '¿Está seguro?', then the call. */
  const withReason = async (title: string, call: (comment: string) => Promise<{ message: string }>) =>
    done(
      await ask({
        title,
        label: 'Motivo',
        kind: 'text',
        submit: async (comment) => {
          if (!(await confirm(SURE))) return null;
          return call(comment);
        },
      }),
    );

  return {
    calculate: (id: number) => run(() => a.calculate.mutateAsync({ id }), '¿Desea calcular el estado de cuenta del contribuyente?'),
    pendingMonths: async (id: number) =>
      done(
        await ask({
          title: 'Meses Pendientes',
          label: 'Meses',
          note: 'Se asegurarán los avisos de los últimos meses indicados (incluido el mes en curso). No se elimina ninguna deuda.',
          kind: { decimals: 0 },
          submit: (b) => a.setPendingMonths.mutateAsync({ a: id, b: Number(b) }),
        }),
      ),
    removeAll: (id: number) => run(() => a.removeAll.mutateAsync({ id })),
    removeAllFines: (id: number) => withReason('Eliminar todas las multas', (comment) => a.removeAllFines.mutateAsync({ id, comment })),
    toggleBilling: (id: number, active: boolean) =>
      run(
        () => a.paymentsStatus.mutateAsync({ id, status: active ? 0 : 1 }),
        active ? '¿Desea desactivar el estado de cuenta del inmueble?' : '¿Desea activar el estado de cuenta del inmueble?',
      ),
    sendMail: (id: number) => run(() => a.manualSent.mutateAsync({ id }), '¿Desea enviar el estado de cuenta al contribuyente?'),
    refreshMail: (id: number) => run(() => a.refresh.mutateAsync({ id }), null),
    toggleCanBeSent: (id: number) => run(() => a.canBeSent.mutateAsync({ id }), null),
    notificationDate: async (id: number) =>
      done(
        await ask({
          title: 'Fecha de notificación',
          label: 'Enviar el estado de cuenta el',
          kind: 'date',
          min: todayYmd(),
          submit: async (date) => ({ message: (await a.notificationSent.mutateAsync({ id, date })).message }),
        }),
      ),

    editRate: async (r: StatementRow) =>
      done(
        await ask({
          title: 'Editar valor UCD',
          label: 'Valor UCD (Bs)',
          kind: { decimals: 4 },
          initial: r.rate ?? '',
          submit: (b) => a.setConversionPetro.mutateAsync({ a: r.id, b }),
        }),
      ),
    editFine: async (r: StatementRow, type: 1 | 2) =>
      done(
        await ask({
          title: type === FINE_TYPE.FINE ? 'Editar multa' : 'Editar intereses',
          label: 'Monto (UCD)',
          note: type === FINE_TYPE.INTEREST ? 'El monto queda fijo: el cálculo de intereses ya no lo modifica.' : undefined,
          kind: { decimals: 4 },
          initial: type === FINE_TYPE.FINE ? r.fines : r.interest,
          submit: (b) => a.setFine.mutateAsync({ a: r.id, b, fine_type: type }),
        }),
      ),
    markPaid: (r: StatementRow) => run(() => a.setStatus.mutateAsync({ a: r.id, b: 0 }), '¿Desea marcar el aviso como pagado?'),
    markPending: (noticeId: number) => run(() => a.setStatus.mutateAsync({ a: noticeId, b: 1 }), '¿Desea marcar el aviso como pendiente?'),
    check: (noticeId: number, on: boolean) => run(() => a.setCheck.mutateAsync({ a: noticeId, b: on ? 1 : 0 }), null),
    removePayment: (r: StatementRow) => run(() => a.removePayment.mutateAsync({ id: r.id })),
    removeFine: (fineId: number, type: 1 | 2) =>
      withReason(type === FINE_TYPE.FINE ? 'Eliminar multa' : 'Eliminar intereses', (comment) =>
        a.removeFine.mutateAsync({ id: fineId, fine_type: type, comment }),
      ),
  };
}
export type RecordFlows = ReturnType<typeof useRecordFlows>;
