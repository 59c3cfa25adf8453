import { htmlEscape } from '../mail/html-escape';
import { mailTranslator } from '../mail/mail-translator';
import type { MailMessage } from '../mail/mailer';

export interface AccountLinkMailInput {
  to: string;
  firstName: string;
  languageId: string;
  link: string;
}

/**
 * A mail of the accounts whose point is one link (reset a password, verify an address), in the
 * recipient's language from the `mail` catalogue's `kind` section: a text part and a simple HTML
 * part with a button.
 */
export function accountLinkMail(
  kind: 'passwordReset' | 'verifyEmail',
  { to, firstName, languageId, link }: AccountLinkMailInput,
): MailMessage {
  const t = mailTranslator(languageId);
  const key = (name: string) => `${kind}.${name}`;
  const greeting = t(key('greeting'), { firstName });
  const paragraphs = [t(key('expiry')), t(key('ignore'))];

  const text = [
    greeting,
    '',
    t(key('intro')),
    '',
    `${t(key('action'))}: ${link}`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    t(key('signature')),
  ].join('\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const href = htmlEscape(link);
  const html = `<!doctype html>
<html lang="${htmlEscape(languageId)}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${p(htmlEscape(greeting))}
${p(htmlEscape(t(key('intro'))))}
${p(`<a href="${href}" style="display:inline-block;padding:10px 20px;background:#4CAF50;color:#fff;text-decoration:none;border-radius:4px">${htmlEscape(t(key('action')))}</a>`)}
${p(`${htmlEscape(t(key('linkHint')))}<br><a href="${href}">${href}</a>`)}
${paragraphs.map((paragraph) => p(htmlEscape(paragraph))).join('\n')}
${p(htmlEscape(t(key('signature'))))}
</body></html>`;

  return { to, subject: t(key('subject')), text, html, link };
}
