import { useEffect, useRef, useState } from 'react';
import { ImageUploadError, uploadImage, type UploadedImage } from '../../../lib/upload-image';
import { readPreview } from '../components/read-preview';

/** An upload on its way: the chosen file's preview (once read) and how much of it has left (0…1). */
export interface UploadInProgress {
  preview: string | null;
  progress: number;
}

interface UploadCallbacks {
  onUploaded: (image: UploadedImage) => void;
  /** the server's or the network's explanation ('' when there is none) */
  onFailed: (detail: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

/** Sends a chosen file at once, with its preview and progress; an upload still running when the field goes is dropped. */
export function useImmediateUpload() {
  const [upload, setUpload] = useState<UploadInProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File, { onUploaded, onFailed, onUploadingChange }: UploadCallbacks) => {
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ preview: null, progress: 0 });
    void readPreview(file).then((preview) => setUpload((u) => u && { ...u, preview }));
    onUploadingChange?.(true);
    try {
      onUploaded(
        await uploadImage(file, {
          signal: controller.signal,
          onProgress: (progress) => setUpload((u) => u && { ...u, progress }),
        }),
      );
    } catch (failure) {
      if (failure instanceof ImageUploadError && failure.reason === 'aborted') return;
      onFailed(failure instanceof ImageUploadError ? failure.message : '');
    } finally {
      if (!controller.signal.aborted) setUpload(null);
      onUploadingChange?.(false);
    }
  };

  return { upload, start };
}
