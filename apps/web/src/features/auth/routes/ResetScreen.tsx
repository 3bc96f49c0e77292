import { Button, Center, Loader, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useCheckCode } from '../api/check-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from './AuthCard.tsx';

export default function ResetScreen() {
  const { code = '' } = useParams();
  const valid = useCheckCode(code);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();
  const navigate = useNavigate();

  if (valid.isPending)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  if (!valid.data) return <Navigate to="/" replace />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const res = await reset.mutateAsync({ code, password, password_confirmation: confirmation });
    await showSuccess(res.message);
    navigate('/login', { replace: true });
  };

  return (
    <AuthCard title="Restablecer Contraseña">
      <form onSubmit={(e) => void submit(e).catch(() => {})}>
        <PasswordInput
          label="Nueva contraseña"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label="Repetir contraseña"
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          mb="md"
        />
        <Button type="submit" fullWidth disabled={!password || !confirmation} loading={reset.isPending}>
          Cambiar contraseña
        </Button>
      </form>
    </AuthCard>
  );
}
