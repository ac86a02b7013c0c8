import { isPending, type ImageChoice } from '../form-kit/image-choice';
import type { ImageDraft } from './configuration-form';

/** A configuration image as the image field shows it: the chosen file, or the saved picture. */
export function imageChoiceOf(draft: ImageDraft): ImageChoice | null {
  if (draft.file) return { file: draft.file, preview: draft.preview };
  return draft.url ? { small: draft.url, medium: draft.url, original: draft.url } : null;
}

/**
 * The image field's choice as the configuration keeps it: a chosen file waits for the save (the saved URL stays
 * until then); a picture of the library is kept by the rendition the public page shows.
 */
export function imageDraftOf(
  choice: ImageChoice | null,
  current: ImageDraft,
  rendition: 'small' | 'medium',
): ImageDraft {
  if (!choice) return { url: '', file: null, preview: null };
  if (isPending(choice)) return { url: current.url, file: choice.file, preview: choice.preview };
  const url = choice[rendition] ?? choice.medium ?? choice.small ?? choice.original ?? '';
  return { url, file: null, preview: null };
}
