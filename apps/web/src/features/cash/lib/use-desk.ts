// The bill being composed at a desk: its items, its receipts, 'Aplicar' crédito, and the idempotency
// key of this submission (a new one after each success or 'Limpiar', so a double click or a retry
// of the same submission answers the same bill).
import { useState } from 'react';
import { serviceItem, type DeskItem, type DeskVoucher } from './desk-bill.ts';

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
    /** A new service line's amount (UCD) */
    setServiceAmount: (key: string, amount: string) =>
      setItems((now) => now.map((i) => (i.key === key && i.service_type_id ? { ...serviceItem(i.service_type_id, i.name, amount), key } : i))),
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
