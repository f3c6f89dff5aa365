import { AppError } from '@nutritest/domain';
import { type ChangeEvent, useEffect, useState } from 'react';

/** What the upload needs of a feature's upload mutation (TanStack Query's useMutation result). */
interface UploadMutation {
  isPending: boolean;
  mutate(
    variables: { file: File; onProgress?: (percent: number) => void },
    callbacks: { onSuccess: (answer: { url: string }) => void; onError: (failure: Error) => void },
  ): void;
}

/** The file input stays in the page for the label and the keyboard, out of sight. */
export const visuallyHiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * Picking an image and uploading it: the browser's early check (`checkFile`, the server checks the
 * content again), a preview at once, the upload's percentage, and the address the server answers
 * handed to `onChange`. A refused file shows the server's reason for the file (fields.file).
 */
export function useImageUpload(
  upload: UploadMutation,
  checkFile: (file: File) => string | null,
  onChange: (url: string | null) => void,
) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file);
    setFileError(problem);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: ({ url }) => {
          onChange(url);
          setPreview(null);
          setProgress(null);
        },
        onError: (failure) => {
          setPreview(null);
          setProgress(null);
          setFileError((failure instanceof AppError && failure.fields?.file) || failure.message);
        },
      },
    );
  };

  return { preview, progress, fileError, pick, uploading: upload.isPending };
}
