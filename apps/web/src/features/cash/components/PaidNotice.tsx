// What a successful payment says: the bill's number and status, and the link that prints it.
import { Alert, Anchor, Button } from '@mantine/core';
import { BILL_STATUS } from '@aseo/shared/constants';
import { formatBs } from '@aseo/shared/format';
import { bs } from '@aseo/shared/money';
import { billPrintUrl, type DeskBill } from '../api/cash.ts';

export function PaidNotice({ bill, onClose, onComplete }: { bill: DeskBill; onClose: () => void; onComplete?: () => void }) {
  const prefactura = bill.status === BILL_STATUS.TO_PAY;
  const name = prefactura ? `Prefactura N° ${bill.proforma_number}` : `Factura N° ${bill.number}`;
  return (
    <Alert color="teal" title={`${name} · ${bill.status_text}`} withCloseButton closeButtonLabel="Cerrar aviso" onClose={onClose} role="status">
      Total {formatBs(bs(bill.total_bs))}.{' '}
      <Anchor href={billPrintUrl(bill)} target="_blank" rel="noopener" data-testid="print-bill" c="teal.9" fw={700} underline="always">
        Imprimir {prefactura ? 'prefactura' : 'factura'}
      </Anchor>
      {prefactura && onComplete && (
        <Button size="xs" ml="sm" onClick={onComplete}>
          Cargar datos de pago
        </Button>
      )}
    </Alert>
  );
}
