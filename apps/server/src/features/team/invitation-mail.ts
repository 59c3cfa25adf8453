import type { InvitableRole } from '@qtify/shared/domain/business-roles';
import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  businessName: string;
  industry: string;
  role: InvitableRole;
  /** The business's language: the invitee has no account (or language) here yet. */
  languageId: string;
  link: string;
}

/** "Join <business> on Qtify as <role>": one link, valid 7 days, single use (mail catalogue `invitation`). */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const { to, inviterName, businessName, industry, role, languageId, link } = input;
  const t = mailTranslator(languageId, industry);
  const values = { inviterName, businessName, role: t(`invitation.roles.${role}`) };
  const paragraphs = [t('invitation.intro', values), t('invitation.expiry'), t('invitation.ignore')];
  const text = [
    t('invitation.greeting'),
    '',
    paragraphs[0],
    '',
    `${t('invitation.action')}: ${link}`,
    '',
    paragraphs[1],
    '',
    paragraphs[2],
    '',
    t('invitation.signature'),
  ].join('\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const href = htmlEscape(link);
  const html = `<!doctype html>
<html lang="${htmlEscape(languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${p(htmlEscape(t('invitation.greeting')))}
${p(htmlEscape(paragraphs[0]!))}
${p(`<a href="${href}" style="display:inline-block;padding:10px 20px;background:#4CAF50;color:#fff;text-decoration:none;border-radius:4px">${htmlEscape(t('invitation.action'))}</a>`)}
${p(`${htmlEscape(t('invitation.linkHint'))}<br><a href="${href}">${href}</a>`)}
${p(htmlEscape(paragraphs[1]!))}
${p(htmlEscape(paragraphs[2]!))}
${p(htmlEscape(t('invitation.signature')))}
</body></html>`;
  return { to, subject: t('invitation.subject', values), text, html, link };
}
