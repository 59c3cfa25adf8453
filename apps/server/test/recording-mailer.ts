import type { Mailer, MailMessage } from '../src/features/mail/mailer';

/** Keeps sent mail in memory instead of sending it (the default mailer of createTestApp). */
export class RecordingMailer implements Mailer {
  readonly messages: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }

  close(): void {}

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
