import { useEffect, useState } from 'react';

/**
 * The QR code of a device's new link, made in the browser (the token never goes back to the
 * server for an image): a tablet or TV with a camera-less browser is set up by scanning it with a
 * phone, or the link is typed. `qrcode` loads with this component only (staff screens).
 */
export function DeviceQr({ link, alt }: { link: string; alt: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((module) => module.default.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((made) => {
        if (live) setSvg(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={160}
      height={160}
      data-testid="device-qr"
    />
  );
}
