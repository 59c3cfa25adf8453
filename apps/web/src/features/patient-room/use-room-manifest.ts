import { useEffect } from 'react';

/**
 * While the patient room is open, the page links a manifest whose start URL is this room
 * (`/q/<token>/manifest.webmanifest`), so the app installed from here opens the patient's place:
 * on iOS the installed app shares no storage with Safari and would not find it otherwise.
 */
export function useRoomManifest(token: string | null): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!token || !link) return;
    const general = link.getAttribute('href');
    link.setAttribute('href', `/q/${token}/manifest.webmanifest`);
    return () => {
      if (general) link.setAttribute('href', general);
    };
  }, [token]);
}
