import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStatuses } from '../../../test/own-statuses';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Operation = { security?: unknown[]; responses: Record<string, unknown> };

// The lobby's routes in the published API description: the devices' own routes open (their link is
// the key), the staff's behind a bearer token, each with the refusals it gives.

describe('lobby displays and kiosks in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  const operation = (url: string, method: string) => paths[url]?.[method] as Operation;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject('/api/openapi.json')).json().paths;
  });
  afterAll(() => t.close());

  it('describes the display’s and the kiosk’s routes without a bearer token', () => {
    expect(operation('/api/public/displays/{displayToken}', 'get').security).toBeUndefined();
    expect(ownStatuses(operation('/api/public/displays/{displayToken}', 'get').responses)).toEqual([
      '200',
      '404',
      '429',
    ]);
    expect(ownStatuses(operation('/api/public/kiosks/{kioskToken}/queue', 'post').responses)).toEqual([
      '201',
      '400',
      '403',
      '404',
      '409',
      '422',
      '423',
      '429',
    ]);
    expect(ownStatuses(operation('/api/public/kiosks/{kioskToken}/check-in', 'post').responses)).toContain(
      '422',
    );
    expect(ownStatuses(operation('/api/public/businesses/{publicId}/check-in', 'post').responses)).toContain(
      '429',
    );
  });

  it('describes the staff’s routes behind a bearer token', () => {
    for (const [url, method] of [
      ['/api/businesses/{businessId}/displays', 'get'],
      ['/api/businesses/{businessId}/displays', 'post'],
      ['/api/businesses/{businessId}/displays/{displayId}', 'delete'],
      ['/api/businesses/{businessId}/kiosks', 'post'],
      ['/api/businesses/{businessId}/kiosks/{kioskId}', 'delete'],
      ['/api/businesses/{businessId}/appointments/{appointmentId}/no-show', 'post'],
    ] as const) {
      expect(operation(url, method).security, `${method} ${url}`).toEqual([{ bearer: [] }]);
    }
    expect(ownStatuses(operation('/api/businesses/{businessId}/displays', 'post').responses)).toContain(
      '201',
    );
  });
});
