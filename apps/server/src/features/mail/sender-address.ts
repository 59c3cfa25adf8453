import type { Config } from '../../config';

type SenderConfig = Pick<Config, 'mailFrom' | 'publicUrl'>;

/** The From of every mail: MAIL_FROM, else "Qtify <no-reply@<PUBLIC_URL host>>". */
export function mailSender(config: SenderConfig): string {
  if (config.mailFrom) return config.mailFrom;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `Qtify <no-reply@${host}>`;
}

/** The bare address of the From ("no-reply@…"): the organizer of a business that gave no e-mail. */
export function mailSenderAddress(config: SenderConfig): string {
  const from = mailSender(config);
  return from.match(/<([^>]+)>/)?.[1] ?? from.trim();
}
