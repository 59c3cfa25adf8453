import type { MailMessage } from './mailer';

/** What nodemailer gets for one of our mails: the message with our sender and our headers. */
export function mailEnvelope(from: string, message: MailMessage) {
  const { to, replyTo, subject, text, html, attachments, unsubscribeUrl } = message;
  return {
    from,
    to,
    replyTo,
    subject,
    text,
    html,
    attachments,
    headers: {
      // RFC 3834: every mail of ours is machine-made, so auto-responders (out of office, vacation)
      // do not answer it and a flood of them cannot bounce back and forth (issue 16, mail bombing).
      'Auto-Submitted': 'auto-generated',
      // RFC 8058 one-click: the client POSTs `List-Unsubscribe=One-Click` to the address itself,
      // so a link scanner that merely opens URLs cannot unsubscribe anyone.
      ...(unsubscribeUrl && {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }),
    },
  };
}
