/** The public id of `/shops/<publicId>`; '' for anything else or a malformed escape. */
export function shopPublicId(pathname: string): string {
  const segment = /^\/shops\/([^/]+)\/?$/i.exec(pathname)?.[1] ?? '';
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return '';
  }
}
