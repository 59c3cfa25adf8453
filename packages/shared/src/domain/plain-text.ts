// Free text that reaches mails, the .ics calendar file, push notifications and other people's
// screens (titles, names of a business or a doctor, notes). Control characters have no business
// there: a CR in a title broke the .ics line it was on (issue 16), and invisible ones hide what a
// text says. Line breaks are allowed where a field is meant to hold several lines.

/** C0 controls (tab and line breaks included), DEL, C1 controls, the Unicode line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same, except line feed, CRLF and tab. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)/;

/** A one-line text: a title, a name, a reason. */
export function isSingleLineText(text: string): boolean {
  return !ANY_CONTROL.test(text);
}

/** A text of several lines (a note, a description): line breaks and tabs, no other control. */
export function isMultiLineText(text: string): boolean {
  return !CONTROL_BUT_LINES.test(text);
}
