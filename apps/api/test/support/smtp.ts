// A real SMTP server for tests: the portal's nodemailer talks to it over TCP.
import { SMTPServer } from 'smtp-server';
import { freePort } from '@aseo/db';

export type ReceivedMail = { to: string[]; raw: string };

export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    mails,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_IGNORE_TLS: 'true' },
    async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        const found = mails.find((m) => m.to.includes(to));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset code of a recovery mail (quoted-printable soft breaks removed). */
export function resetCodeOf(mail: ReceivedMail) {
  const body = mail.raw.replace(/=\r?\n/g, '');
  const match = /\/recover\/([a-f0-9]{48})/.exec(body);
  if (!match) throw new Error('no reset link in mail');
  return match[1];
}
