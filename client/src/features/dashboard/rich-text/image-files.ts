/** The extension a file of this image type gets (the upload endpoint may check it). */
const extensionOf = (type: string) => ({ 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' })[type] ?? type.split('/')[1];

/** A pasted image's data: or blob: address → a File the upload endpoint accepts. */
export async function fileFromImageSrc(src: string): Promise<File> {
  const data = /^data:(image\/[\w.+-]+)((?:;[\w-]+=[^;,]*)*)(;base64)?,(.*)$/is.exec(src.trim());
  let blob: Blob;
  if (data) {
    const [, type, , base64, payload] = data;
    const binary = base64 ? atob(payload.replace(/\s/g, '')) : decodeURIComponent(payload);
    blob = new Blob([Uint8Array.from(binary, (c) => c.charCodeAt(0))], { type: type.toLowerCase() });
  } else {
    blob = await (await fetch(src)).blob();
  }
  if (!blob.type.startsWith('image/')) throw new Error(`not an image: ${blob.type}`);
  return new File([blob], `imagem-colada.${extensionOf(blob.type)}`, { type: blob.type });
}

/** The images among pasted, dropped or picked files, as Files (the upload takes a File). */
export function imageFiles(files: ArrayLike<Blob>): File[] {
  return Array.from(files)
    .filter((file) => file.type.startsWith('image/'))
    .map((file) =>
      file instanceof File ? file : new File([file], `imagem.${extensionOf(file.type)}`, { type: file.type }),
    );
}

/**
 * A picked or dropped image as a data: address, to show while it uploads (the site's content security policy lets
 * images come from data: but not from blob: addresses).
 */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
