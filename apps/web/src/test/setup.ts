import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initTestI18n } from './test-i18n';

// Component tests render in German, the product's first language, from the real catalogues.
await initTestI18n();
afterEach(() => cleanup());
