import type { PatientData, PatientErasureRequest } from '@qtify/shared/schemas/patient-data-schemas';
import { htmlEscape } from '../mail/html-escape';
import { mailTranslator, type Translate } from '../mail/mail-translator';

export interface PatientDataPage {
  languageId: string;
  industry: string;
  /** Dates are shown in the business's time zone. */
  timeZone: string;
}

/**
 * The patient's copy as a printable page in their language (texts from the server's mail
 * catalogue, `patientData.*`). Every value is escaped; no script, so the page works under the
 * app's content security policy and prints to PDF from any browser.
 */
export function patientDataHtml(data: PatientData, page: PatientDataPage): string {
  const t = mailTranslator(page.languageId, page.industry);
  const dateTime = new Intl.DateTimeFormat(page.languageId, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: page.timeZone,
  });
  const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');
  // A calendar date (the birthdate) has no time zone: read as UTC midnight it stays that day.
  const day = (date: string | null) =>
    date
      ? new Intl.DateTimeFormat(page.languageId, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(date),
        )
      : null;
  const business = data.business.name;
  const e = (text: string | null | undefined) => htmlEscape(text ?? '–');
  const person = data.patient;
  const personRows: [string, string | null][] = [
    ['firstName', person.firstName],
    ['lastName', person.lastName],
    ['birthdate', day(person.birthdate)],
    ['phone', person.phone],
    ['email', person.email],
    ['svnr', person.svnr],
    ['note', person.note],
    ['createdAt', when(person.createdAt)],
  ];
  const table = (head: string[], rows: string[][]) =>
    rows.length === 0
      ? `<p>${e(t('patientData.none'))}</p>`
      : `<table><thead><tr>${head.map((cell) => `<th>${e(cell)}</th>`).join('')}</tr></thead><tbody>${rows
          .map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`;
  const word = (key: string | null) => (key ? t(`patientData.${key}`) : '–');
  return `<!doctype html>
<html lang="${e(page.languageId)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t('patientData.title', { business }))}</title>
<style>
body{font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:900px;margin:24px auto;padding:0 16px}
table{border-collapse:collapse;width:100%;margin:0 0 16px}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f3f3f3}h2{margin-top:32px}.hint{color:#666}@media print{.hint{display:none}}
</style></head><body>
<h1>${e(t('patientData.title', { business }))}</h1>
<p>${e(t('patientData.intro', { business, date: when(data.exportedAt) }))}</p>
<p class="hint">${e(t('patientData.printHint'))}</p>
<h2>${e(t('patientData.person'))}</h2>
<table><tbody>${personRows
    .map(([key, value]) => `<tr><th scope="row">${e(t(`patientData.${key}`))}</th><td>${e(value)}</td></tr>`)
    .join('')}</tbody></table>
<h2>${e(t('patientData.consent'))}</h2>
<p>${e(t('patientData.emailReminders'))}: ${e(word(data.consent.emailReminders ? 'yes' : 'no'))}<br>
${e(t('patientData.marketing'))}: ${e(word(data.consent.marketing ? 'yes' : 'no'))}</p>
<h2>${e(t('patientData.appointments'))}</h2>
${table(
  [
    t('patientData.date'),
    t('patientData.what'),
    t('patientData.doctor'),
    t('patientData.status'),
    t('patientData.note'),
  ],
  data.appointments.map((row) => [
    when(row.start),
    row.title,
    row.doctor ?? '–',
    word(row.status),
    row.note ?? '–',
  ]),
)}
<h2>${e(t('patientData.visits'))}</h2>
${table(
  [t('patientData.date'), t('patientData.outcome')],
  data.visits.map((row) => [when(row.createdAt), word(row.outcome ?? 'open')]),
)}
<h2>${e(t('patientData.remindersSent'))}</h2>
${table(
  [t('patientData.date'), t('patientData.what')],
  data.remindersSent.map((row) => [when(row.sentAt), when(row.appointmentStart)]),
)}
${prescriptionsHtml(data, { t, e, table, day, when })}
<h2>${e(t('patientData.erasure'))}</h2>
<p>${e(erasureLine(t, data.erasureRequest, when))}</p>
</body></html>`;
}

function erasureLine(
  t: Translate,
  request: PatientErasureRequest | null,
  when: (iso: string | null) => string,
): string {
  if (!request) return t('patientData.erasureNone');
  if (request.status === 'declined') {
    return t('patientData.erasureDeclined', {
      date: when(request.decidedAt),
      reason: request.declineReason ?? '',
    });
  }
  if (request.status === 'done') return t('patientData.erasureDone', { date: when(request.decidedAt) });
  return t('patientData.erasureOpen', { date: when(request.requestedAt), due: when(request.dueAt) });
}

interface HtmlParts {
  t: Translate;
  e: (text: string | null | undefined) => string;
  table: (head: string[], rows: string[][]) => string;
  day: (date: string | null) => string | null;
  when: (iso: string | null) => string;
}

/** Repeat prescriptions (medical practices): the long-term list and the requests; nothing where there are none. */
function prescriptionsHtml(data: PatientData, { t, e, table, day, when }: HtmlParts): string {
  const { medications, requests } = data.prescriptions;
  if (medications.length === 0 && requests.length === 0) return '';
  return `<h2>${e(t('patientData.medications'))}</h2>
${table(
  [t('patientData.medication'), t('patientData.dose'), t('patientData.note')],
  medications.map((row) => [row.name, row.dose ?? '–', row.note ?? '–']),
)}
<h2>${e(t('patientData.prescriptionRequests'))}</h2>
${table(
  [t('patientData.date'), t('patientData.medication'), t('patientData.status'), t('patientData.readyBy')],
  requests.map((row) => [
    when(row.createdAt),
    [...row.medications, ...(row.note ? [row.note] : [])].join(', '),
    t(`patientData.prescriptionStatus.${row.status}`) + (row.declineReason ? `: ${row.declineReason}` : ''),
    day(row.readyBy) ?? '–',
  ]),
)}`;
}
