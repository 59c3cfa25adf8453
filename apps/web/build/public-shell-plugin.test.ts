import { describe, expect, it } from 'vitest';
import { publicFiles } from './public-shell-plugin';

const chunk = (fileName: string, facade: string, more: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: `/app/apps/web/src/${facade}`,
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set<string>() },
  ...more,
});

const catalogue = (language: string, namespace: string) => ({
  ...chunk(`${language}-${namespace}.js`, ''),
  facadeModuleId: `/app/packages/shared/src/i18n/locales/${language}/${namespace}.json`,
});

// The entry lazily loads a public page and a staff page; each shares code with the entry's others.
const bundle = {
  'index.js': chunk('index.js', 'main.tsx', {
    isEntry: true,
    imports: ['react.js'],
    dynamicImports: [
      'patient-room-page.js',
      'calendar-page.js',
      'de-common.js',
      'en-common.js',
      'de-waitingRoom.js',
    ],
    viteMetadata: { importedCss: new Set(['index.css']) },
  }),
  'react.js': chunk('react.js', ''),
  'index.css': { type: 'asset' as const, fileName: 'index.css' },
  'patient-room-page.js': chunk('patient-room-page.js', 'features/patient-room/patient-room-page.tsx', {
    imports: ['Button.js'],
    dynamicImports: ['socket.js'],
    viteMetadata: { importedCss: new Set(['Button.css']) },
  }),
  'Button.js': chunk('Button.js', ''),
  'Button.css': { type: 'asset' as const, fileName: 'Button.css' },
  'socket.js': chunk('socket.js', ''),
  'calendar-page.js': chunk('calendar-page.js', 'app/pages/ordination-calendar-page.tsx', {
    imports: ['Button.js', 'fullcalendar.js'],
  }),
  'fullcalendar.js': chunk('fullcalendar.js', ''),
  'de-common.js': catalogue('de', 'common'),
  'en-common.js': catalogue('en', 'common'),
  'de-waitingRoom.js': catalogue('de', 'waitingRoom'),
};

describe('the public shell the service worker precaches', () => {
  it('holds the entry, its styles and what it imports', () => {
    const files = publicFiles(bundle);
    for (const file of ['index.js', 'index.css', 'react.js']) expect(files.has(file), file).toBe(true);
  });

  it("holds the patient pages with their shared chunks and styles, and the default language's catalogues", () => {
    const files = publicFiles(bundle);
    for (const file of ['patient-room-page.js', 'Button.js', 'Button.css', 'de-common.js'])
      expect(files.has(file), file).toBe(true);
  });

  it('leaves lazy parts of pages, other languages and staff catalogues to the runtime cache', () => {
    const files = publicFiles(bundle);
    for (const file of ['socket.js', 'en-common.js', 'de-waitingRoom.js'])
      expect(files.has(file), file).toBe(false);
  });

  it('leaves out staff pages and what only they use', () => {
    const files = publicFiles(bundle);
    expect(files.has('calendar-page.js')).toBe(false);
    expect(files.has('fullcalendar.js')).toBe(false);
  });
});
