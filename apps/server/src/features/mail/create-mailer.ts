import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { mailEnvelope } from './mail-envelope';
import type { Mailer, MailMessage } from './mailer';
import { mailSender } from './sender-address';

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'dataDir'>;

/**
 * With SMTP_URL: nodemailer's SMTP transport to that server. Without it (development, a single
 * machine without a mail server): each mail becomes an `.eml` file in DATA_DIR/outbox, and the log
 * names the file only: recipients, subjects and links (reset and manage links are keys to an
 * account or a booking) stay out of the logs (issue 16); open the file to follow the link.
 * An in-memory data dir (tests) keeps no file.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  const from = mailSender(config);
  const envelope = (message: MailMessage) => mailEnvelope(from, message);

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        const info = await transport.sendMail(envelope(message));
        // No recipient, subject or link here: production logs should not hold them.
        log.info({ messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const outbox = config.dataDir === 'memory://' ? undefined : path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      let file: string | undefined;
      if (outbox) {
        const info = await transport.sendMail(envelope(message));
        await mkdir(outbox, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        await writeFile(file, info.message as Buffer);
      }
      log.info({ file: file ? path.basename(file) : undefined }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
