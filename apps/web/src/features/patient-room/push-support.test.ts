import { describe, expect, it } from 'vitest';
import { type BrowserTraits, isAppleMobile, pushSupport } from './push-support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const everything = { serviceWorker: true, pushManager: true, notification: true };
const traits = (overrides: Partial<BrowserTraits>): BrowserTraits => ({
  userAgent: ANDROID_CHROME,
  maxTouchPoints: 5,
  standalone: false,
  ...everything,
  ...overrides,
});

describe('push support', () => {
  it('recognises iPhones and iPads, also an iPad that calls itself a Mac', () => {
    expect(isAppleMobile({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isAppleMobile({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 5 })).toBe(true);
    // A real Mac has no touch screen.
    expect(isAppleMobile({ userAgent: IPAD_DESKTOP_MODE, maxTouchPoints: 0 })).toBe(false);
    expect(isAppleMobile({ userAgent: ANDROID_CHROME, maxTouchPoints: 5 })).toBe(false);
  });

  it('asks iPhone and iPad users in a Safari tab to add the app to the home screen', () => {
    expect(pushSupport(traits({ userAgent: IPHONE, pushManager: false }))).toBe('needsHomeScreen');
    expect(pushSupport(traits({ userAgent: IPAD_DESKTOP_MODE }))).toBe('needsHomeScreen');
  });

  it('offers push in the installed app on iOS and in browsers that have it', () => {
    expect(pushSupport(traits({ userAgent: IPHONE, standalone: true }))).toBe('available');
    expect(pushSupport(traits({}))).toBe('available');
  });

  it('does not offer push when a piece is missing', () => {
    expect(pushSupport(traits({ serviceWorker: false }))).toBe('unavailable');
    expect(pushSupport(traits({ pushManager: false }))).toBe('unavailable');
    expect(pushSupport(traits({ notification: false }))).toBe('unavailable');
    expect(pushSupport(traits({ userAgent: IPHONE, standalone: true, pushManager: false }))).toBe(
      'unavailable',
    );
  });
});
