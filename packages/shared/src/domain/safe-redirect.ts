/**
 * Where to go after login. The target comes from the query string (`/login?redirect=…`), so it is
 * attacker-controlled: only a same-site relative path made of plain URL characters is accepted
 * (spec §5), everything else falls back to `fallback`.
 */
const MAX_LENGTH = 2048;

// RFC 3986 unreserved, sub-delims, ':' '@' '/' '?' '#' and percent escapes. No spaces, quotes,
// angle brackets, backslashes or control characters.
const SAFE_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]+$/;

export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return fallback;
  // Exactly one leading slash: '//host' and '/\host' are protocol-relative in browsers.
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  if (!SAFE_CHARACTERS.test(target)) return fallback;
  // '%' must start a valid escape, and the decoded path must not smuggle in '//' or a backslash.
  if (/%(?![0-9A-Fa-f]{2})/.test(target)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /\p{Cc}/u.test(decoded)) return fallback;
  return target;
}
