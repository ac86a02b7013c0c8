import { currentToken } from './session';

/** The three renditions the server stores for an uploaded image. */
export interface UploadedImage {
  small: string;
  medium: string;
  original: string;
}

/** The server's limit (server/src/modules/media/media.service.ts MAX_UPLOAD_BYTES). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The formats the server accepts; the file picker offers these. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/** Why an upload failed; `message` is the server's pt-BR explanation when it gave one. */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly reason: 'too-large' | 'not-an-image' | 'server' | 'network' | 'aborted',
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

const UPLOAD_MUTATION =
  'mutation UploadImage($image: Upload!) { uploadImage(image: $image) { small medium original } }';

interface UploadOptions {
  /** called with 0…1 as the bytes leave the browser */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A check before sending: the reason the server would refuse this file, or null. */
export function imageFileProblem(file: File): 'too-large' | 'not-an-image' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'not-an-image';
  return file.size > MAX_IMAGE_BYTES ? 'too-large' : null;
}

/**
 * Uploads an image with the GraphQL multipart request spec (the `uploadImage` mutation, admin token). XMLHttpRequest
 * rather than the Apollo link: it reports upload progress, and the browser link does not do multipart.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: UPLOAD_MUTATION, variables: { image: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.image'] }));
    body.append('0', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/graphql');
    // Apollo's CSRF prevention refuses multipart requests without a preflight-forcing header.
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    const token = currentToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const answer = parse(xhr.responseText);
      const image = answer?.data?.uploadImage;
      if (xhr.status >= 200 && xhr.status < 300 && image?.small && image.medium && image.original) {
        onProgress?.(1);
        resolve({ small: image.small, medium: image.medium, original: image.original });
        return;
      }
      const message = answer?.errors?.[0]?.message ?? answer?.message ?? '';
      reject(new ImageUploadError(message, xhr.status === 413 ? 'too-large' : 'server'));
    };
    xhr.onerror = () => reject(new ImageUploadError('', 'network'));
    xhr.onabort = () => reject(new ImageUploadError('', 'aborted'));
    if (signal) {
      if (signal.aborted) return reject(new ImageUploadError('', 'aborted'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

interface UploadAnswer {
  data?: { uploadImage?: Partial<UploadedImage> | null } | null;
  errors?: { message?: string }[];
  /** the REST-style body of an error the HTTP layer answered itself (413) */
  message?: string;
}

function parse(text: string): UploadAnswer | null {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}
