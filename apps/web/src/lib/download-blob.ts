/** Saves a fetched file under the given name (a temporary link with `download`, clicked once). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns; give them a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
