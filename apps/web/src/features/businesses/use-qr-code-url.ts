import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../lib/api-client';
import { businessKey, businessPath } from '../../lib/business-query';

/** Fetches the QR code with the bearer token (an `<img src>` cannot send it). */
export function fetchQrCode(businessId: string, format: 'png' | 'svg', signal?: AbortSignal): Promise<Blob> {
  return apiClient.blob(`${businessPath(businessId)}/qr.${format}`, { signal });
}

/**
 * The business's QR code (SVG: sharp at any size, on screen and on paper) as an object URL for an
 * `<img>`. The URL is released when the image changes or the component goes.
 */
export function useQrCodeUrl(businessId: string | undefined) {
  const query = useQuery({
    queryKey: [...businessKey(businessId ?? ''), 'qr.svg'],
    queryFn: ({ signal }) => fetchQrCode(businessId!, 'svg', signal),
    enabled: Boolean(businessId),
    staleTime: Number.POSITIVE_INFINITY,
  });
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
