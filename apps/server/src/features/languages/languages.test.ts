import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/language/getAll', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the five interface languages with German first, because the first is the default', async () => {
    const res = await t.app.inject('/api/language/getAll');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      languages: [
        { id: 'de', text: 'Deutsch' },
        { id: 'en', text: 'English' },
        { id: 'es', text: 'Español' },
        { id: 'tr', text: 'Türkçe' },
        { id: 'fr', text: 'Français' },
      ],
    });
  });
});
