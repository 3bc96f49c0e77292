import { Anchor, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { actsAsClient } from '@aseo/shared/policy';
import { postLogin, session } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { AuthCard } from './AuthCard.tsx';

export default function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { token, user } = await login.mutateAsync({ username, password });
    // clients go to /welcome, staff to /admin; the guard of /login takes this target once
    postLogin.set(actsAsClient(user) ? '/welcome' : '/admin');
    session.signIn(token, user);
  };

  return (
    <AuthCard title="Iniciar Sesión">
      <form onSubmit={(e) => void submit(e).catch(() => {})}>
        <TextInput label="Cuenta" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.currentTarget.value)} mb="sm" />
        <PasswordInput
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          mb="md"
        />
        <Button type="submit" fullWidth disabled={!username || !password} loading={login.isPending}>
          Entrar
        </Button>
      </form>
      <Group justify="space-between">
        <Anchor component={Link} to="/recover" size="sm">
          ¿Olvidó su contraseña?
        </Anchor>
        <Anchor component={Link} to="/register" size="sm">
          Registrarse
        </Anchor>
      </Group>
    </AuthCard>
  );
}
