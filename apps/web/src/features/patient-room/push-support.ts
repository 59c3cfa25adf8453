/** What the browser can do for "notify me". */
export type PushSupport =
  /** Web Push works: service worker, PushManager and Notification are there. */
  | 'available'
  /** iPhone or iPad in Safari's tab: push needs the app added to the home screen first. */
  | 'needsHomeScreen'
  /** No Web Push at all (old browser, private mode …); the socket and the sound still work. */
  | 'unavailable';

export interface BrowserTraits {
  userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS Safari calls itself a Mac, but a Mac has no touch screen. */
  maxTouchPoints: number;
  /** Running as an installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
}

/** iPhone, iPod or iPad, including iPadOS, whose Safari says "Macintosh". */
export function isAppleMobile({
  userAgent,
  maxTouchPoints,
}: Pick<BrowserTraits, 'userAgent' | 'maxTouchPoints'>) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Whether to offer the push switch. On iOS and iPadOS (16.4+) Web Push exists only for web apps on
 * the home screen, and in a Safari tab PushManager is missing: that visitor is told to add the app
 * instead of seeing a switch that cannot work.
 */
export function pushSupport(traits: BrowserTraits): PushSupport {
  if (isAppleMobile(traits) && !traits.standalone) return 'needsHomeScreen';
  return traits.serviceWorker && traits.pushManager && traits.notification ? 'available' : 'unavailable';
}

/** The traits of this browser, for `pushSupport`. */
export function browserTraits(): BrowserTraits {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification: 'Notification' in window,
  };
}
