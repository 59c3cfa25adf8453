import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';

export type QrFormat = 'svg' | 'png';

export const QR_CONTENT_TYPES: Record<QrFormat, string> = { svg: 'image/svg+xml', png: 'image/png' };

// M: a code on a practice's door gets creased, smudged and taped over; M still reads with 15%
// of it damaged and keeps a link of ~60 characters at a coarse, quick-to-scan module size.
const ERROR_CORRECTION: QRCodeErrorCorrectionLevel = 'M';
// The quiet zone ISO/IEC 18004 asks for: 4 white modules around the code, so scanners find it
// even when it is printed next to other things.
const QUIET_ZONE = 4;
// A PNG that prints sharp at A5 and larger: about 1024 px, in whole pixels per module (a
// fractional scale would make modules uneven, which some scanners dislike).
const PNG_TARGET_PX = 1024;

/** The QR code of `text` as an SVG document or a PNG image. */
export async function renderQrImage(text: string, format: QrFormat): Promise<string | Buffer> {
  if (format === 'svg') {
    return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: ERROR_CORRECTION, margin: QUIET_ZONE });
  }
  const modules = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION }).modules.size;
  const scale = Math.max(1, Math.floor(PNG_TARGET_PX / (modules + 2 * QUIET_ZONE)));
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    scale,
  });
}
