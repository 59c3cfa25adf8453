/**
 * The file name a downloaded QR code is saved under: `qr-<business name>.<extension>` in plain
 * ASCII letters, digits and dashes. Header values must be ASCII, and a name from user input must
 * not carry quotes, slashes or control characters into Content-Disposition.
 */
export function downloadFileName(businessName: string, extension: string): string {
  const slug = businessName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents: Müller -> Muller
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `qr-${slug || 'code'}.${extension}`;
}
