import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appRouteFor } from '@qtify/shared/app-routes/is-app-path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreloadLinks } from './page-preloads';

const webDist = mkdtempSync(path.join(tmpdir(), 'qtify-preloads-'));
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'page-preloads.json'),
  JSON.stringify({
    pages: {
      login: ['/assets/login-page.js', '/assets/login-page.css', '/assets/common.js'],
      booking: ['/assets/booking-page.js'],
      waitingRoom: ['/assets/waiting-room-page.js'],
    },
    frames: { site: ['/assets/public-shell.js'], business: ['/assets/business-frame.js'] },
  }),
);
const INDEX_HTML = '<link rel="modulepreload" crossorigin="" href="/assets/common.js">';

describe('the chunks a page’s HTML asks for beside the entry', () => {
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const linksOf = pagePreloadLinks(webDist, INDEX_HTML);

  it('links a public page’s chunks, styles and frame, leaving out what index.html links already', () => {
    expect(linksOf(appRouteFor('/login')).split('\n')).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/login-page.js">',
      '<link rel="preload" as="style" crossorigin="" href="/assets/login-page.css">',
      '<link rel="modulepreload" crossorigin="" href="/assets/public-shell.js">',
    ]);
    expect(linksOf(appRouteFor('/bookingflow/bookAppointment'))).toContain('/assets/business-frame.js');
  });

  it('links nothing for a staff page, nor without a build that wrote the list', () => {
    expect(linksOf(appRouteFor('/waitingRoom/room'))).toBe('');
    expect(pagePreloadLinks('/nonexistent', INDEX_HTML)(appRouteFor('/login'))).toBe('');
  });
});
