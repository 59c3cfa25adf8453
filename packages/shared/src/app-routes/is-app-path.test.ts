import { describe, expect, it } from 'vitest';
import { appRouteFor, isAppPath } from './is-app-path';
import { LEGACY_REDIRECTS } from './legacy-redirects';
import { ROUTES } from './route-table';

describe('isAppPath', () => {
  it('knows every path of the route table and its aliases, with a value for each parameter', () => {
    for (const path of ROUTES.flatMap((route) => route.paths)) {
      const concrete = path.replace(/:\w+\??/g, 'abc123');
      expect(isAppPath(concrete), concrete).toBe(true);
    }
  });

  it('knows the legacy addresses that forward to a page', () => {
    for (const { from } of LEGACY_REDIRECTS) expect(isAppPath(from), from).toBe(true);
  });

  it('matches as the router does: optional parameters, a trailing slash, any letter case', () => {
    expect(isAppPath('/shops')).toBe(true);
    expect(isAppPath('/shops/abc')).toBe(true);
    expect(isAppPath('/waitingRoom/room/')).toBe(true);
    expect(isAppPath('/WAITINGROOM/ROOM')).toBe(true);
    expect(isAppPath('/')).toBe(true);
  });

  it('refuses what the app has no page for', () => {
    for (const path of [
      '/this/page/does-not-exist',
      '/waitingRoom/roomz',
      '/q',
      '/q/abc/extra',
      '/shops/abc/def',
      '/pos/1/2',
      '/%E0%A4%A',
      '/login.php',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
  });
});

describe('appRouteFor', () => {
  it('finds the page of a path, aliases and parameters included', () => {
    expect(appRouteFor('/')?.id).toBe('landing');
    expect(appRouteFor('/bookingflow/bookAppointment')?.id).toBe('bookAppointment');
    expect(appRouteFor('/ro23omasfdas/b-a-bokdsfjsd')?.id).toBe('bookAppointment');
    expect(appRouteFor('/q/abc123')?.id).toBe('patientRoom');
  });

  it('prefers a fixed path to a parameter, as the router does', () => {
    expect(appRouteFor('/shops/feed')?.id).toBe('shopsFeed');
    expect(appRouteFor('/shops/abc')?.id).toBe('shop');
    expect(appRouteFor('/pos/cart')?.id).toBe('posCart');
  });

  it('finds nothing for a path without a page', () => {
    expect(appRouteFor('/this/page/does-not-exist')).toBeUndefined();
    expect(appRouteFor('/%E0%A4%A')).toBeUndefined();
  });
});
