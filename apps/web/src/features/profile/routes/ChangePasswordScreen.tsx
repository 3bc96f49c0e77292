import { Alert, Button, Card, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordSchema } from '@aseo/shared/schemas';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { saveOrMark } from '../../../lib/form.ts';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password.ts';

export default function ChangePasswordScreen() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const res = await saveOrMark(form, () => change.mutateAsync(values));
    if (!res) return;
    form.reset();
    void showSuccess(res.message);
  });

  return (
    <Card withBorder maw={520}>
      <form onSubmit={submit}>
        <Stack>
          <Alert color="blue" variant="light">
            Evite contraseñas comunes o fáciles de adivinar (fechas de nacimiento, su nombre, su cédula o secuencias como 12345678). Use al menos 8 caracteres
            combinando letras, números y símbolos.
          </Alert>
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            {...form.register('current_password')}
            error={errors.current_password?.message}
          />
          <PasswordInput label="Nueva contraseña" autoComplete="new-password" {...form.register('password')} error={errors.password?.message} />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Button type="submit" loading={change.isPending}>
            Guardar
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
