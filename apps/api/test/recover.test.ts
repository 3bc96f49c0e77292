import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { resetCodeOf, startSmtp } from './support/smtp.ts';

let portal: TestPortal;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  portal = await startTestPortal(smtp.env);
});
afterAll(async () => {
  await portal?.close();
  await smtp?.close();
});
const api = () => request(portal.url);

describe('password recovery', () => {
  it('mails a reset code through SMTP; the code resets the password once and ends older sessions', async () => {
    const { user, auth } = await signedIn(portal, { email: 'recupera@example.com' });
    const res = await api().post('/api/auth/recover').send({ email: 'Recupera@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se le ha enviado un correo electrónico');

    const mail = await smtp.waitFor('recupera@example.com');
    expect(mail.raw).toContain(user.username);
    const code = resetCodeOf(mail);

    expect((await api().post('/api/auth/check-code').send({ code })).body).toEqual({ result: true });
    expect(
      (
        await api()
          .post('/api/auth/check-code')
          .send({ code: 'f'.repeat(48) })
      ).body,
    ).toEqual({ result: false });

    const reset = await api().post('/api/auth/reset').send({ code, password: 'Nueva.Clave99', password_confirmation: 'Nueva.Clave99' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Se ha cambiado su contraseña correctamente');

    const again = await api().post('/api/auth/reset').send({ code, password: 'Otra.Clave99', password_confirmation: 'Otra.Clave99' });
    expect(again.status).toBe(422);
    expect((await api().post('/api/auth/check-code').send({ code })).body).toEqual({ result: false });

    const old = await api().post('/api/profile/get').set(auth);
    expect(old.status).toBe(401);
    expect(old.body.status).toBe('Token is Invalid');
    const login = await api().post('/api/auth/login').send({ username: user.username, password: 'Nueva.Clave99' });
    expect(login.status).toBe(200);
  });

  it('says the account wording when asked for the account', async () => {
    await createUser(portal, { email: 'cuenta@example.com' });
    await api().post('/api/auth/recover').send({ email: 'cuenta@example.com', account: 'true' });
    const mail = await smtp.waitFor('cuenta@example.com');
    expect(mail.raw).toMatch(/cuenta/i);
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await api().post('/api/auth/recover').send({ email: 'nadie@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Se le ha enviado un correo electrónico');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before);
  });

  it('requires the email', async () => {
    const res = await api().post('/api/auth/recover').send({ email: '' });
    expect(res.status).toBe(422);
  });

  it('refuses an unknown or expired code', async () => {
    const u = await createUser(portal, { email: 'expira@example.com' });
    await api().post('/api/auth/recover').send({ email: 'expira@example.com' });
    const code = resetCodeOf(await smtp.waitFor('expira@example.com'));
    await portal.ctx.db.passwordReset.updateMany({ where: { user_id: u.id }, data: { expires_at: new Date(Date.now() - 1000) } });
    const res = await api().post('/api/auth/reset').send({ code, password: 'Nueva.Clave99', password_confirmation: 'Nueva.Clave99' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('El código no es válido o ha expirado');
  });

  it('refuses mismatched passwords', async () => {
    const res = await api()
      .post('/api/auth/reset')
      .send({ code: 'a'.repeat(48), password: 'Nueva.Clave99', password_confirmation: 'Otra.Clave99' });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Las contraseñas no coinciden');
  });
});

describe('without SMTP', () => {
  it('writes the message as an .eml file under the data folder and logs it in mail_logs', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const offline = await startTestPortal();
    try {
      await createUser(offline, { email: 'sin-smtp@example.com' });
      await request(offline.url).post('/api/auth/recover').send({ email: 'sin-smtp@example.com' }).expect(200);
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        files = await readdir(offline.cfg.mailDir).catch(() => []);
      }
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(offline.cfg.mailDir, files[0]), 'utf8');
      expect(eml).toContain('sin-smtp@example.com');
      expect(eml.replace(/=\r?\n/g, '')).toMatch(/\/recover\/[a-f0-9]{48}/);
      const logged = await offline.ctx.db.mailLog.findFirst({ where: { to: 'sin-smtp@example.com' } });
      expect(logged).toMatchObject({ kind: 'password-recovery', error: null });
      expect(logged?.file).toContain('.eml');
    } finally {
      await offline.close();
    }
  });
});
