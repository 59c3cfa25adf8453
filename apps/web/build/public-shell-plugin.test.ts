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

// The entry lazily loads a public page and a staff page; each shares code with the entry's others.
const bundle = {
  'index.js': chunk('index.js', 'main.tsx', {
    isEntry: true,
    imports: ['react.js'],
    dynamicImports: ['patient-room-page.js', 'calendar-page.js', 'de-common.js'],
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
  'de-common.js': {
    ...chunk('de-common.js', ''),
    facadeModuleId: '/app/packages/shared/src/i18n/locales/de/common.json',
  },
};

describe('the public shell the service worker precaches', () => {
  it('holds the entry, its styles and what it imports', () => {
    const files = publicFiles(bundle);
    for (const file of ['index.js', 'index.css', 'react.js']) expect(files.has(file), file).toBe(true);
  });

  it('holds the patient pages with their shared chunks, styles and own lazy parts, and the catalogues', () => {
    const files = publicFiles(bundle);
    for (const file of ['patient-room-page.js', 'Button.js', 'Button.css', 'socket.js', 'de-common.js'])
      expect(files.has(file), file).toBe(true);
  });

  it('leaves out staff pages and what only they use', () => {
    const files = publicFiles(bundle);
    expect(files.has('calendar-page.js')).toBe(false);
    expect(files.has('fullcalendar.js')).toBe(false);
  });
});
