/**
 * What a person's name may not hold. Names travel into mails ("Hallo Anna,"), calendar files and
 * the staff screens, so a "name" that is a sales pitch with a link, or text with line breaks and
 * direction overrides, turns our mails into someone else's spam or hides what staff read (issue 16,
 * mail bombing). Real names keep working: dots, hyphens, apostrophes and every script
 * ("J. R. R. Tolkien", "Anne-Marie O'Neill", "Dr. med. Müller", "Ali Yılmaz").
 */

/** The validation code of the fault: `validation.nameLink` or `validation.invalidCharacter`. */
export type NameFault = 'nameLink' | 'invalidCharacter';

// Control characters (CR, LF, tab, NUL …), line and paragraph separators, and the marks and
// overrides that change the direction text is shown in (U+061C, U+200E/F, U+202A–E, U+2066–9).
// Joiners (U+200C/D) stay: Persian names and emoji need them.
const CONTROL = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

// Top-level domains that spam uses or that look like a site to a reader. A domain with a path
// ("shop.example/x") is caught whatever its ending; without one only these count, so that initials
// and titles ("Dr.med.", "St.Pölten") stay names.
const TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'me',
  'app',
  'dev',
  'xyz',
  'top',
  'site',
  'online',
  'shop',
  'store',
  'link',
  'click',
  'club',
  'live',
  'pro',
  'win',
  'vip',
  'ru',
  'cn',
  'su',
  'de',
  'at',
  'ch',
  'eu',
  'uk',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'tr',
  'be',
  'us',
  'ly',
  'gl',
  'cc',
  'tk',
  'ws',
].join('|');

const LINK = [
  /:\/\//,
  /(^|[^\p{L}\p{N}])www\./iu,
  // word.tld/ : a host with a path
  /[\p{L}\p{N}_-]\.\p{L}{2,}\//u,
  // word.com : a host on a well-known ending, not followed by more letters
  new RegExp(`[\\p{L}\\p{N}_-]\\.(?:${TLDS})(?![\\p{L}\\p{N}])`, 'iu'),
];

/** Why `name` is not a person's name (a link, a control character), or null when it is fine. */
export function nameFault(name: string): NameFault | null {
  if (CONTROL.test(name)) return 'invalidCharacter';
  if (LINK.some((pattern) => pattern.test(name))) return 'nameLink';
  return null;
}
