// Mail through nodemailer: SMTP when configured, else every message is written as an .eml file
// under the data folder and its path logged, so nothing is lost.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; html?: string; kind?: string; attachments?: MailAttachment[] };
export type Mailer = { send(msg: MailMessage): Promise<{ file?: string; messageId?: string }> };

type MailLogStore = { mailLog: { create(args: { data: Record<string, unknown> }): Promise<unknown> } };

/** Every message leaves a row in mail_logs (sent, written to disk, or failed with its error). */
export function createMailer(cfg: Config, log: Logger, db?: MailLogStore): Mailer {
  const inner = createTransportMailer(cfg, log);
  return {
    async send(msg) {
      const base = { to: msg.to, subject: msg.subject.slice(0, 250), kind: msg.kind ?? 'general' };
      try {
        const result = await inner.send(msg);
        await db?.mailLog.create({ data: { ...base, file: result.file ?? null, message_id: result.messageId ?? null, sent_at: new Date() } });
        return result;
      } catch (err) {
        await db?.mailLog.create({ data: { ...base, error: String((err as Error).message ?? err).slice(0, 2000) } }).catch(() => {});
        throw err;
      }
    },
  };
}

/** nodemailer (≈ 12 MB once loaded) is imported on the first message, not at start. */
function createTransportMailer(cfg: Config, log: Logger): Mailer {
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      cfg.SMTP_HOST
        ? nodemailer.createTransport({
            host: cfg.SMTP_HOST,
            port: cfg.SMTP_PORT,
            secure: cfg.SMTP_SECURE,
            ignoreTLS: cfg.SMTP_IGNORE_TLS,
            auth: cfg.SMTP_USER ? { user: cfg.SMTP_USER, pass: cfg.SMTP_PASS ?? '' } : undefined,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  return {
    async send(msg) {
      const info = await (
        await transporter()
      ).sendMail({
        from: cfg.MAIL_FROM,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments,
      });
      if (cfg.SMTP_HOST) {
        log.info({ to: msg.to, subject: msg.subject, messageId: info.messageId }, 'correo enviado');
        return { messageId: info.messageId };
      }
      await mkdir(cfg.mailDir, { recursive: true });
      const file = path.join(cfg.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: msg.to, subject: msg.subject, file }, 'correo guardado como archivo (sin SMTP configurado)');
      return { file };
    },
  };
}
