import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../../lib/i18n';

interface State {
  error: Error | null;
}

// The fallback must work when everything else is broken, so it avoids Mantine, the router and
// Suspense; i18n is used only if it still answers.
function translate(key: string, fallback: string): string {
  try {
    const value = i18n.t(key, { ns: 'common', defaultValue: fallback });
    return typeof value === 'string' && value ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Spec §8: if the error page itself fails, say so, show the details and link home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main
        style={{
          maxWidth: 640,
          margin: '0 auto',
          padding: '4rem 1.5rem',
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <h1 style={{ fontSize: '1.5rem' }}>
          {translate('errorPage.failed', 'An error occurred while showing the error page')}
        </h1>
        <details style={{ margin: '1rem 0' }}>
          <summary>{translate('errorPage.details', 'Details')}</summary>
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.85rem' }}>{error.message}</pre>
        </details>
        <a href="/" style={{ color: '#1b5e20', fontWeight: 600 }}>
          {translate('errorPage.goHome', 'Go back to home')}
        </a>
      </main>
    );
  }
}
