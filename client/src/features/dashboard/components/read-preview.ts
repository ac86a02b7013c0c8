/**
 * A chosen image file as a data: URL for its preview, or null when it cannot be read. A data: URL, not a blob: one:
 * the site's Content-Security-Policy allows img-src 'self' data: only.
 */
export function readPreview(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}
