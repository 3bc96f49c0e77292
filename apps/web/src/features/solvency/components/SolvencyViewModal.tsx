// 'Solvencia de Aseo Urbano': every field of a certificate (000 section 2) and its verification code.
import { Button, SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatInstantDate } from '@aseo/shared/format';
import { Modal } from '../../../components/Modal.tsx';
import type { SolvencyItem } from '../api/solvency.ts';

const address = (p: SolvencyItem['property']) =>
  [p.zone, p.street, p.floor && `Piso ${p.floor}`, p.house_number && `N° ${p.house_number}`].filter(Boolean).join(', ');

export function SolvencyViewModal({
  solvency: s,
  onClose,
  onPrint,
}: {
  solvency: SolvencyItem | null;
  onClose: () => void;
  onPrint: (s: SolvencyItem) => void;
}) {
  const fields: [string, string][] = s
    ? [
        ['N° de solvencia', s.number_format],
        ['Código del contribuyente', s.user.number_format],
        ['Nombre / Razón Social', s.user.full_name],
        ['RIF', s.user.full_document],
        ['Código del inmueble', s.property.code],
        ['Actividad económica', s.property.economic_activity.name],
        ['Dirección', address(s.property) || '—'],
        ['Fecha de emisión', formatInstantDate(s.created_at)],
        ['Válida hasta', `${formatDate(s.valid_until)} (${s.status_text})`],
        ['Código de verificación', s.verification_code],
      ]
    : [];
  return (
    <Modal opened={Boolean(s)} onClose={onClose} title="Solvencia de Aseo Urbano" footer={s && <Button onClick={() => onPrint(s)}>Imprimir</Button>}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
        {fields.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
