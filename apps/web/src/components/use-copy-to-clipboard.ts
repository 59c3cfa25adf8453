import { useEffect, useState } from 'react';

/** idle; copied (shown for a few seconds); selected: no clipboard, the text is selected to copy by hand. */
export type CopyState = 'idle' | 'copied' | 'selected';

const SHOW_COPIED_MS = 3000;

/**
 * Copies text with the asynchronous clipboard API. Where it is missing or refused (plain http, an
 * old browser, a denied permission) `selectText` selects the text on screen instead, so Ctrl+C or
 * the phone's copy menu still works.
 */
export function useCopyToClipboard() {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), SHOW_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async (text: string, selectText: () => void) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      selectText();
      setState('selected');
    }
  };
  return { state, copy };
}
