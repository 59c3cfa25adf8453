import type { Mailer, MailMessage } from '../src/features/mail/mailer';

/**
 * Keeps sent mail in memory (the mailer of createTestApp), instead of sending it or, given
 * `forward`, besides (a test of the SMTP or outbox mailer still finds the verification link).
 */
export class RecordingMailer implements Mailer {
  readonly messages: MailMessage[] = [];

  constructor(private readonly forward?: Mailer) {}

  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
    await this.forward?.send(message);
  }

  close(): void {
    this.forward?.close();
  }

  /** The mails sent to `to`, oldest first. */
  to(to: string): MailMessage[] {
    return this.messages.filter((message) => message.to === to);
  }
}

const byApp = new WeakMap<object, RecordingMailer>();

/** Remembers the mailer an app of createTestApp sends with, so helpers given only the app find its mail. */
export function rememberMailer(app: object, mailer: RecordingMailer): void {
  byApp.set(app, mailer);
}

/** The RecordingMailer of an app made by createTestApp (throws for an app with a configured mailer). */
export function mailerOf(app: object): RecordingMailer {
  const mailer = byApp.get(app);
  if (!mailer) throw new Error('this app sends no recorded mail: make it with createTestApp()');
  return mailer;
}
