import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES, isAppError, messages } from '@nutritest/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { uploadAvatar } from '../../lib/upload-avatar';

export const AVATAR_HINT = 'Recomendado 400x400 px, máximo 400 KB';
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * The company logo: optional. Uploaded as soon as it is chosen (POST /v1/uploads/avatar) with the
 * progress percentage; on success the preview shows and `onUploaded` gets the URL.
 */
export function AvatarUpload({
  onUploaded,
  onUploadingChange,
  error,
  label = 'Logo de la empresa (opcional)',
  initialUrl = null,
  previewAlt = 'Vista previa del logo',
  variant = 'rounded',
}: {
  onUploaded: (url: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  /** A server error for this field (e.g. from POST /v1/account). */
  error?: string;
  /** The field's title (the company logo's by default; the nutritionist's photo reuses this upload). */
  label?: string;
  /** An image already saved, shown until another is chosen. */
  initialUrl?: string | null;
  previewAlt?: string;
  variant?: 'rounded' | 'circular';
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const titleId = `${inputId}-title`;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(initialUrl);
  const [localError, setLocalError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = async (file: File | undefined) => {
    setLocalError(null);
    if (!file) return;
    if (file.type && !ACCEPTED.includes(file.type)) {
      setLocalError(messages.imageOnly);
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setLocalError(messages.imageTooLarge);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onUploadingChange?.(true);
    onUploaded(null);
    try {
      const { url } = await uploadAvatar(file, { onProgress: setProgress, signal: controller.signal });
      setPreview(url);
      onUploaded(url);
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
      setPreview(null);
      setLocalError(isAppError(e) && e.fields?.file ? e.fields.file : errorText(e, 'Ocurrió un error inesperado.'));
    } finally {
      if (abort.current === controller) {
        setProgress(null);
        onUploadingChange?.(false);
      }
    }
  };

  const shownError = localError ?? error ?? null;
  return (
    <Box>
      <Typography component="label" id={titleId} htmlFor={inputId} sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          src={preview ?? undefined}
          alt={preview ? previewAlt : undefined}
          variant={variant}
          sx={{ width: 72, height: 72, bgcolor: 'brandLight.primary', color: 'primary.dark' }}
        >
          <CloudUpload aria-hidden="true" />
        </Avatar>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby={`${titleId} ${hintId}`}
          disabled={progress !== null}
        >
          {preview ? 'Cambiar imagen' : 'Elegir imagen'}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-describedby={hintId}
          aria-invalid={shownError ? true : undefined}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
          hidden
        />
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1.5, maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Subiendo imagen" />
          <Typography variant="body2" role="status">
            Subiendo imagen… {progress}%
          </Typography>
        </Box>
      )}
      <FormHelperText id={hintId} error={Boolean(shownError)} role={shownError ? 'alert' : undefined}>
        {shownError ?? AVATAR_HINT}
      </FormHelperText>
      {shownError && <FormHelperText>{AVATAR_HINT}</FormHelperText>}
    </Box>
  );
}
