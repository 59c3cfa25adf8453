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
 * The file name of a downloaded QR code, from the business name, so a practice with several
 * businesses can tell the files apart: "Ordination Dr. Müller" → `qr-code-ordination-dr-mueller.png`.
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
