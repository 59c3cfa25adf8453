/**
 * localStorage / sessionStorage that never throws: Safari private mode, disabled cookies and quota
 * errors make the raw APIs throw, and a preference that cannot be saved must not break the page.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function browserStorage(kind: 'local' | 'session'): KeyValueStorage {
  const resolve = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return resolve()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        resolve()?.setItem(key, value);
      } catch {
        // The preference only lasts for this page view.
      }
    },
    remove(key) {
      try {
        resolve()?.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
