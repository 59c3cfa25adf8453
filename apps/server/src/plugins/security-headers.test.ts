import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contentSecurityPolicy } from './security-headers';

/** Parses a CSP header into directive → sources. */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'qtify-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Qtify</title>');
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a CSP that a built Vite + Mantine app passes, on its pages', async () => {
    for (const url of ['/', '/login']) {
      const res = await t.app.inject(url);
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src'], url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['connect-src'], url).toEqual(["'self'", 'ws:', 'wss:']);
      expect(csp['worker-src'], url).toEqual(["'self'"]);
      expect(csp['manifest-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'self'"]);
      expect(csp['form-action'], url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('locks JSON answers of the API down: nothing may load, frame or sniff them', async () => {
    for (const url of ['/api/health', '/api/missing', '/api/language/getAll']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('does not upgrade requests to https on a plain-http site', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the CSP for a known public origin', () => {
  it('allows websockets only to the site itself and upgrades insecure requests behind https', () => {
    const csp = contentSecurityPolicy({ publicUrl: 'https://qtify.example' });
    expect(csp.connectSrc).toEqual(["'self'", 'wss://qtify.example']);
    expect(csp.upgradeInsecureRequests).toEqual([]);
  });
});
