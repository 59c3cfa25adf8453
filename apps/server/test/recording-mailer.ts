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
