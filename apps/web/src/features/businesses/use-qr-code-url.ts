import { useEffect, useState } from 'react';
import { useQrCode } from '../../lib/queries/businesses';

/**
 * The business's QR code (SVG: sharp at any size, on screen and on paper) as an object URL for an
 * `<img>`. The URL is released when the image changes or the component goes.
 */
export function useQrCodeUrl(businessId: string | undefined, line?: string) {
  const query = useQrCode(businessId, line);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [query.data]);
  return { url, failed: query.isError, retry: () => void query.refetch() };
}
