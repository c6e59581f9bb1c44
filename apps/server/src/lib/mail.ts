/**
 * Mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
 * to DATA_DIR/outbox/ as an .eml file and its links are logged.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(m) {
        await transport.sendMail({ from: config.MAIL_FROM, ...m });
        log.info({ to: m.to, subject: m.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...m });
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: m.to, subject: m.subject, file, links }, 'mail written to outbox');
    },
  };
}
