import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownStatuses } from '../../../test/own-statuses';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('the doctors and appointment types in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  const operation = (url: string, method: string) => paths[url]?.[method] as Operation;

  beforeAll(async () => {
    t = await createTestApp();
    paths = (await t.app.inject('/api/openapi.json')).json().paths;
  });
  afterAll(() => t.close());

  it('documents the refusals of each route', () => {
    const codes = (url: string, method: string) => ownStatuses(operation(url, method).responses);
    const doctors = '/api/businesses/{businessId}/doctors';
    const types = '/api/businesses/{businessId}/appointment-types';
    expect(codes(doctors, 'post')).toEqual(['201', '400', '401', '404', '422']);
    expect(codes(`${doctors}/{doctorId}`, 'delete')).toEqual(['204', '401', '404', '409']);
    expect(codes(`${doctors}/{doctorId}/working-times`, 'put')).toEqual(['200', '400', '401', '404', '422']);
    expect(codes(`${doctors}/{doctorId}/absences`, 'post')).toEqual(['201', '400', '401', '404', '422']);
    expect(codes(`${doctors}/{doctorId}/absences/{absenceId}`, 'delete')).toEqual(['204', '401', '404']);
    expect(codes(types, 'post')).toEqual(['201', '400', '401', '404', '422']);
    expect(codes(`${types}/{typeId}`, 'delete')).toEqual(['204', '401', '404']);
    expect(codes('/api/public/businesses/{publicId}/appointment-types', 'get')).toEqual(['200', '404']);
  });

  it('describes the bodies and answers with the shared schemas', () => {
    const json = (value: unknown) => JSON.stringify(value);
    const week = operation('/api/businesses/{businessId}/doctors/{doctorId}/working-times', 'put');
    expect(json(week.requestBody)).toContain('"type":"array"');
    expect(json(week.responses['200'])).toContain('#/components/schemas/Doctor');
    const types = operation('/api/businesses/{businessId}/appointment-types', 'get');
    expect(json(types.responses['200'])).toContain('#/components/schemas/AppointmentType');
    const absence = operation('/api/businesses/{businessId}/doctors/{doctorId}/absences', 'post');
    expect(json(absence.requestBody)).toContain('allDay');
    expect(json(absence.responses['201'])).toContain('#/components/schemas/Absence');
  });
});
