import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { uploadImage, type UploadedImage } from '../../../lib/upload-image';

/** Where a picture's crops keep it in view, in thousandths of its width and height (0–1000). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The centre: where the server starts a new upload's focal point. */
export const CENTRE: FocalPoint = { x: 500, y: 500 };

/** A picture the server has: its renditions (an old or outside picture may lack some). */
export interface StoredImage {
  small: string | null;
  medium: string | null;
  original: string | null;
  /** where its crops aim; null or absent: not an upload of this site, no crops to aim */
  focalPoint?: FocalPoint | null;
}

/** A file chosen in the form, sent to the server when the form is saved; previewed from a data: URL meanwhile. */
export interface PendingImage {
  file: File;
  preview: string | null;
}

/** What an image field holds: a picture the server has, or a file waiting for the save. */
export type ImageChoice = StoredImage | PendingImage;

export const isPending = (image: ImageChoice): image is PendingImage => 'file' in image;

/** What the field's preview shows: the chosen file, or the stored picture's best rendition for a small frame. */
export function previewSrc(image: ImageChoice | null): string | null {
  if (!image) return null;
  if (isPending(image)) return image.preview;
  return image.medium ?? image.small ?? image.original ?? null;
}

/** Every rendition of a stored picture, a missing one taken from another; null when it has none at all. */
export function everyRendition(image: StoredImage | null): UploadedImage | null {
  const any = image?.medium ?? image?.original ?? image?.small;
  if (!image || !any) return null;
  return { small: image.small ?? any, medium: image.medium ?? any, original: image.original ?? any };
}

/**
 * The picture of an image field as the server has it: a pending file is uploaded now, and the field then holds the
 * upload (unless it changed meanwhile), so a retry after a later step fails does not send the file again.
 */
export async function uploadPendingImage<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'getValues' | 'setValue'>,
  name: Path<Values>,
): Promise<StoredImage | null> {
  const chosen = form.getValues(name) as ImageChoice | null;
  if (!chosen || !isPending(chosen)) return chosen;
  const uploaded: StoredImage = { ...(await uploadImage(chosen.file)), focalPoint: CENTRE };
  if (form.getValues(name) === chosen) {
    form.setValue(name, uploaded as PathValue<Values, Path<Values>>, { shouldDirty: true });
  }
  return uploaded;
}
