import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { showSuccess } from '../../../lib/dialogs.tsx';
import { useRecover } from '../api/recover.ts';
import { AuthCard } from './AuthCard.tsx';

export default function RecoverScreen() {
  const { hash } = useLocation();
  const account = new URLSearchParams(hash.replace(/^#/, '')).get('account') === 'true';
  const [email, setEmail] = useState('');
  const recover = useRecover();
  const navigate = useNavigate();
  const what = account ? 'cuenta' : 'contraseña';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const res = await recover.mutateAsync({ email, account });
    await showSuccess(res.message);
    // back where the visitor came from; opened directly (no history in the app) → sign-in
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/login', { replace: true });
  };

  return (
    <AuthCard title={`Recuperar ${what}`}>
      <Text size="sm">Ingrese su correo electrónico y le enviaremos las instrucciones para recuperar su {what}.</Text>
      <form onSubmit={(e) => void submit(e).catch(() => {})}>
        <TextInput label="Correo electrónico" type="email" name="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} mb="md" />
        <Button type="submit" fullWidth disabled={!email.trim()} loading={recover.isPending}>
          Enviar
        </Button>
      </form>
      <Anchor component={Link} to="/login" size="sm">
        Volver a iniciar sesión
      </Anchor>
    </AuthCard>
  );
}
