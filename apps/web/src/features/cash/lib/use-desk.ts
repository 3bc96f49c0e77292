// The bill being composed at a desk: its items, its receipts, 'Aplicar' crédito, and the idempotency
// key of this submission (a new one after each success or 'Limpiar', so a double click or a retry
// of the same submission answers the same bill).
import { useState } from 'react';
import type { DeskItem, DeskVoucher } from './desk-bill.ts';

export function useDesk() {
  const [items, setItems] = useState<DeskItem[]>([]);
  const [vouchers, setVouchers] = useState<DeskVoucher[]>([]);
  const [creditApply, setCreditApply] = useState(false);
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  return {
    items,
    vouchers,
    creditApply,
    requestKey,
    setCreditApply,
    setItems,
    addItems: (list: DeskItem[]) => setItems((now) => [...now, ...list.filter((i) => !now.some((x) => x.key === i.key))]),
    removeItem: (key: string) => setItems((now) => now.filter((i) => i.key !== key)),
    addVoucher: (v: DeskVoucher) => setVouchers((now) => [...now, v]),
    removeVoucher: (key: string) => setVouchers((now) => now.filter((v) => v.key !== key)),
    clear: () => {
      setItems([]);
      setVouchers([]);
      setCreditApply(false);
      setRequestKey(crypto.randomUUID());
    },
  };
}
export type Desk = ReturnType<typeof useDesk>;
