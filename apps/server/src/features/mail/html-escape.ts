const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (a translated sentence, a user's name, a URL) made safe inside HTML text or a quoted attribute. */
export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}
