import type { BillItemInput } from '@qtify/shared/schemas/bill-schemas';
import { useEffect, useRef } from 'react';

/** How long the cart waits after the last change before it keeps the lines on the draft. */
const PAUSE_MS = 600;

/**
 * Keeps the cart's lines on the draft as they change (after a short pause), so that leaving the
 * cart (who served, another tab, a reload) loses nothing. `items` undefined: not loaded yet; the first
 * lines seen are the draft's own and are not sent back. Lines a person is still typing (a quantity
 * below 1) wait until they are whole.
 */
export function useAutosaveLines(
  items: BillItemInput[] | undefined,
  save: (items: BillItemInput[]) => void,
): void {
  const saved = useRef<string | null>(null);
  const json = items === undefined ? null : JSON.stringify(items);
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    if (json === null) return;
    if (saved.current === null) {
      saved.current = json;
      return;
    }
    const lines = JSON.parse(json) as BillItemInput[];
    if (json === saved.current || lines.some((line) => !(line.quantity >= 1))) return;
    const timer = setTimeout(() => {
      saved.current = json;
      latest.current(lines);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [json]);
}
