// The daily copy's state on the administrators' home (README "Backups"): a failed last copy, no copy
// for more than two days, or copies turned off are said in an alert; otherwise one quiet line.
import { Alert, Text } from '@mantine/core';
import type { StaffHome } from '@aseo/shared/contracts';

const when = (iso: string) => new Date(iso).toLocaleString('es-VE', { dateStyle: 'short', timeStyle: 'short' });
const STALE_MS = 2 * 24 * 3600 * 1000;

export function BackupNotice({ backup }: { backup: NonNullable<StaffHome['backup']> }) {
  const { last, last_ok_at: good, schedule } = backup;
  if (last && !last.ok)
    return (
      <Alert color="red" title="La última copia de respaldo falló" role="alert">
        {when(last.at)}: {last.message}. {good ? `Última copia correcta: ${when(good)}.` : 'Aún no hay ninguna copia correcta.'}
      </Alert>
    );
  if (schedule === 'off')
    return (
      <Alert color="yellow" title="Copias de respaldo desactivadas">
        El portal no hace su copia diaria (BACKUP_SCHEDULE=off). {good ? `Última copia: ${when(good)}.` : 'No hay ninguna copia.'}
      </Alert>
    );
  if (!good || Date.now() - new Date(good).getTime() > STALE_MS)
    return (
      <Alert color="yellow" title="Sin copia de respaldo reciente">
        {good ? `La última copia correcta es del ${when(good)}.` : 'Aún no se ha hecho ninguna copia de respaldo.'} La copia diaria se hace a las 02:30.
      </Alert>
    );
  return (
    <Text size="xs" c="dimmed">
      Última copia de respaldo: {when(good)}.
    </Text>
  );
}
