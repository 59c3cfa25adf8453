// Letters that Unicode decomposition does not turn into plain ASCII, spelled the usual way.
const SPELLED: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
};

/**
 * The file name a business's QR code is saved under, so a practice with several businesses can
 * tell the files apart: "Ordination Dr. Müller" → `qr-code-ordination-dr-mueller.png`. Plain
 * lower-case ASCII, digits and dashes only: the server puts it in a Content-Disposition header,
 * which must be ASCII and must not receive quotes, slashes or control characters from a name.
 * The server's `?download=1` and the web's own downloads use this one function.
 */
export function qrFileName(businessName: string, format: 'png' | 'svg'): string {
  const slug = businessName
    .toLowerCase()
    .replace(/[äöüßıøæœł]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `qr-code-${slug || 'qtify'}.${format}`;
}
