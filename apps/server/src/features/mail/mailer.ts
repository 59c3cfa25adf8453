/** One outgoing e-mail, already rendered in the recipient's language. */
export interface MailMessage {
  to: string;
  /** Where answers go instead of the From (a business's own address; From stays ours for SPF/DKIM). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about (e.g. the password-reset link), for tests; never logged. */
  link?: string;
  /**
   * A one-click unsubscribe address (RFC 8058), e.g. a reminder's opt-out: mail clients show their
   * own "unsubscribe" button and POST to it, so a patient need not open the mail's link.
   */
  unsubscribeUrl?: string;
  /** Files sent along, e.g. the booking's `.ics` calendar entry. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** `base64` when `content` is a binary file (a PDF) in base64. */
  encoding?: 'base64';
}

/** Sends mail. `send` resolves once the message was handed over (SMTP) or written (outbox). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}
