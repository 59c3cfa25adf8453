import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStatuses } from '../../../test/own-statuses';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Operation = {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};

describe('the businesses API in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject('/api/openapi.json')).json().paths;
  });
  afterAll(() => t.close());

  it('marks every staff route as bearer-protected and the public business as open', () => {
    const operations = Object.entries(paths)
      .filter(([url]) => url.includes('business') || url.startsWith('/api/company/'))
      .flatMap(([url, methods]) =>
        Object.entries(methods).map(([method, operation]) => [
          `${method.toUpperCase()} ${url}`,
          !!operation.security,
        ]),
      );
    expect(Object.fromEntries(operations)).toEqual({
      'GET /api/businesses': true,
      'POST /api/businesses': true,
      'GET /api/businesses/{businessId}': true,
      'PATCH /api/businesses/{businessId}': true,
      'DELETE /api/businesses/{businessId}': true,
      'GET /api/businesses/{businessId}/qr.svg': true,
      'GET /api/businesses/{businessId}/qr.png': true,
      'GET /api/businesses/{businessId}/doctors': true,
      'POST /api/businesses/{businessId}/doctors': true,
      'PATCH /api/businesses/{businessId}/doctors/{doctorId}': true,
      'DELETE /api/businesses/{businessId}/doctors/{doctorId}': true,
      'PUT /api/businesses/{businessId}/doctors/{doctorId}/working-times': true,
      'PUT /api/businesses/{businessId}/patients/{patientId}/medications': true,
      'PUT /api/businesses/{businessId}/prescription-settings': true,
      'POST /api/businesses/{businessId}/doctors/{doctorId}/absences': true,
      'DELETE /api/businesses/{businessId}/doctors/{doctorId}/absences/{absenceId}': true,
      'GET /api/businesses/{businessId}/doctors/{doctorId}/absences/{absenceId}/appointments': true,
      'POST /api/businesses/{businessId}/doctors/{doctorId}/absences/{absenceId}/cancel-appointments': true,
      'GET /api/businesses/{businessId}/appointment-types': true,
      'POST /api/businesses/{businessId}/appointment-types': true,
      'PATCH /api/businesses/{businessId}/appointment-types/{typeId}': true,
      'DELETE /api/businesses/{businessId}/appointment-types/{typeId}': true,
      'GET /api/businesses/{businessId}/appointments': true,
      'POST /api/businesses/{businessId}/appointments': true,
      'PATCH /api/businesses/{businessId}/appointments/{appointmentId}': true,
      'DELETE /api/businesses/{businessId}/appointments/{appointmentId}': true,
      'POST /api/businesses/{businessId}/appointments/bulk-cancel': true,
      'POST /api/businesses/{businessId}/appointments/series': true,
      'POST /api/businesses/{businessId}/appointments/series/preview': true,
      'POST /api/businesses/{businessId}/appointments/{appointmentId}/accept-contact': true,
      'POST /api/businesses/{businessId}/appointments/{appointmentId}/check-in': true,
      'POST /api/businesses/{businessId}/appointments/{appointmentId}/no-show': true,
      'POST /api/businesses/{businessId}/appointments/{appointmentId}/confirm': true,
      'POST /api/businesses/{businessId}/appointments/{appointmentId}/decline': true,
      'GET /api/businesses/{businessId}/patients': true,
      'GET /api/businesses/{businessId}/patients/duplicates': true,
      'GET /api/businesses/{businessId}/patients/export.csv': true,
      'GET /api/businesses/{businessId}/patients/{patientId}': true,
      'PATCH /api/businesses/{businessId}/patients/{patientId}': true,
      'PATCH /api/businesses/{businessId}/prescription-requests/{requestId}': true,
      'POST /api/businesses/{businessId}/patients/{patientId}/merge': true,
      'POST /api/businesses/{businessId}/patients/{patientId}/portal-link': true,
      'DELETE /api/businesses/{businessId}/patients/{patientId}': true,
      'GET /api/businesses/{businessId}/patients/{patientId}/data': true,
      'GET /api/businesses/{businessId}/patients/{patientId}/medications': true,
      'GET /api/businesses/{businessId}/patients/{patientId}/portal-link': true,
      'GET /api/businesses/{businessId}/prescription-requests': true,
      'GET /api/businesses/{businessId}/prescription-settings': true,
      'GET /api/businesses/{businessId}/erasure-requests': true,
      'POST /api/businesses/{businessId}/erasure-requests/{requestId}/confirm': true,
      'POST /api/businesses/{businessId}/erasure-requests/{requestId}/decline': true,
      'GET /api/businesses/{businessId}/queue': true,
      'POST /api/businesses/{businessId}/queue': true,
      'POST /api/businesses/{businessId}/queue/bulk-remove': true,
      'GET /api/businesses/{businessId}/queue/stats': true,
      'GET /api/businesses/{businessId}/queue/stats.csv': true,
      'PATCH /api/businesses/{businessId}/queue/{entryId}': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/notify': true,
      'PATCH /api/businesses/{businessId}/queue/{entryId}/urgent': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/move': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/no-show': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/restore': true,
      'POST /api/businesses/{businessId}/queue/broadcast': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/call': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/advance': true,
      'POST /api/businesses/{businessId}/queue/{entryId}/put-back': true,
      'GET /api/businesses/{businessId}/workflows': true,
      'POST /api/businesses/{businessId}/workflows': true,
      'PATCH /api/businesses/{businessId}/workflows/{workflowId}': true,
      'DELETE /api/businesses/{businessId}/workflows/{workflowId}': true,
      'GET /api/businesses/{businessId}/members': true,
      'PATCH /api/businesses/{businessId}/members/{userId}': true,
      'DELETE /api/businesses/{businessId}/members/{userId}': true,
      'DELETE /api/businesses/{businessId}/membership': true,
      'POST /api/businesses/{businessId}/transfer-ownership': true,
      'GET /api/businesses/{businessId}/invitations': true,
      'POST /api/businesses/{businessId}/invitations': true,
      'DELETE /api/businesses/{businessId}/invitations/{invitationId}': true,
      'GET /api/businesses/{businessId}/audit': true,
      'PUT /api/businesses/{businessId}/doctors/{doctorId}/exceptions/{date}': true,
      'DELETE /api/businesses/{businessId}/doctors/{doctorId}/exceptions/{date}': true,
      'GET /api/businesses/{businessId}/timetable': true,
      'PUT /api/businesses/{businessId}/timetable/members/{userId}/shifts': true,
      'PUT /api/businesses/{businessId}/timetable/members/{userId}/exceptions/{date}': true,
      'DELETE /api/businesses/{businessId}/timetable/members/{userId}/exceptions/{date}': true,
      'POST /api/businesses/{businessId}/timetable/copy-week': true,
      'GET /api/businesses/{businessId}/announcements': true,
      'POST /api/businesses/{businessId}/announcements': true,
      'PATCH /api/businesses/{businessId}/announcements/{announcementId}': true,
      'DELETE /api/businesses/{businessId}/announcements/{announcementId}': true,
      'GET /api/businesses/{businessId}/displays': true,
      'POST /api/businesses/{businessId}/displays': true,
      'PATCH /api/businesses/{businessId}/displays/{displayId}': true,
      'DELETE /api/businesses/{businessId}/displays/{displayId}': true,
      'GET /api/businesses/{businessId}/kiosks': true,
      'POST /api/businesses/{businessId}/kiosks': true,
      'DELETE /api/businesses/{businessId}/kiosks/{kioskId}': true,
      'GET /api/businesses/{businessId}/products': true,
      'POST /api/businesses/{businessId}/products': true,
      'PUT /api/businesses/{businessId}/products/order': true,
      'PATCH /api/businesses/{businessId}/products/{productId}': true,
      'DELETE /api/businesses/{businessId}/products/{productId}': true,
      'GET /api/businesses/{businessId}/bills': true,
      'POST /api/businesses/{businessId}/bills': true,
      'GET /api/businesses/{businessId}/bills/export.csv': true,
      'GET /api/businesses/{businessId}/bills/export.json': true,
      'GET /api/businesses/{businessId}/bills/revenue': true,
      'GET /api/businesses/{businessId}/bills/{billId}': true,
      'PATCH /api/businesses/{businessId}/bills/{billId}': true,
      'PUT /api/businesses/{businessId}/bills/{billId}/items': true,
      'POST /api/businesses/{businessId}/bills/{billId}/finish': true,
      'GET /api/businesses/{businessId}/bills/{billId}/pdf': true,
      'POST /api/businesses/{businessId}/bills/{billId}/email': true,
      'GET /api/businesses/{businessId}/bill-webhook': true,
      'PUT /api/businesses/{businessId}/bill-webhook': true,
      'DELETE /api/businesses/{businessId}/bill-webhook': true,
      'GET /api/company/shop/{id}': true,
      'GET /api/public/businesses/{publicId}': false,
      'GET /api/public/businesses/{publicId}/appointment-types': false,
      'GET /api/public/businesses/{publicId}/products': false,
      'GET /api/public/businesses/{publicId}/slots': false,
      'POST /api/public/businesses/{publicId}/bookings': false,
      'POST /api/public/businesses/{publicId}/queue': false,
      'GET /api/public/businesses/{publicId}/wait': false,
      'POST /api/public/businesses/{publicId}/check-in': false,
    });
  });

  it('documents the QR codes as images and the refusals of each route', () => {
    const responses = (url: string, method = 'get') => paths[url]?.[method]?.responses ?? {};
    expect(Object.keys(responses('/api/businesses/{businessId}/qr.png')['200']?.content ?? {})).toEqual([
      'image/png',
    ]);
    expect(Object.keys(responses('/api/businesses/{businessId}/qr.svg')['200']?.content ?? {})).toEqual([
      'image/svg+xml',
    ]);
    expect(ownStatuses(responses('/api/businesses', 'post'))).toEqual(['201', '400', '401', '403']);
    expect(ownStatuses(responses('/api/businesses/{businessId}', 'delete'))).toEqual([
      '204',
      '401',
      '403',
      '404',
    ]);
    expect(ownStatuses(responses('/api/public/businesses/{publicId}'))).toEqual(['200', '404']);
  });
});
