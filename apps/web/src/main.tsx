// Mantine's global styles first, in its cascade layer, so app styles always win.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readColorTheme } from './lib/color-theme-store';
import { initI18n } from './lib/i18n';
import { colorSchemeOf } from './lib/mantine-theme';

// Set before the first paint so a dark-theme visitor does not see a white flash. (No inline
// script can do this: the CSP allows scripts from our origin only.)
document.documentElement.dataset.mantineColorScheme = colorSchemeOf(readColorTheme());

const root = createRoot(document.getElementById('root')!);
// Render once the active language's catalogues are in, so no raw keys flash.
initI18n().finally(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
