import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useImageUpload, visuallyHiddenInput } from '../../../components/forms/use-image-upload';
import { useUploadMealPhoto } from '../api/upload-meal-photo';
import { opsTexts as t } from '../texts';

/** The server accepts up to 5 MB and re-encodes the image; this is only the early check. */
export const MEAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

function localFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return t.photoOnlyImages;
  if (file.size > MEAL_PHOTO_MAX_BYTES) return t.photoTooLarge;
  return null;
}

/**
 * A meal's photo: pick an image, see it at once, watch the upload percentage; the address the
 * server answers (/uploads/meals/….webp) becomes the form value.
 */
export function MealPhotoUpload({
  value,
  onChange,
  onUploadingChange,
  error,
  disabled,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadMealPhoto();
  const { preview, progress, fileError, pick, uploading } = useImageUpload(upload, localFileError, onChange);

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const shown = preview ?? value;
  const message = fileError ?? error;

  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
        {t.photo}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          sx={{
            width: 160,
            aspectRatio: '4 / 3',
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={t.photoPreview}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t.noPhoto}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1}>
            <Button component="label" htmlFor={inputId} variant="outlined" disabled={uploading || disabled}>
              {value ? t.photoChange : t.photoChoose}
              <Box
                component="input"
                id={inputId}
                type="file"
                accept="image/*"
                aria-describedby={hintId}
                aria-invalid={message ? true : undefined}
                onChange={pick}
                disabled={uploading || disabled}
                sx={visuallyHiddenInput}
              />
            </Button>
            {value && !uploading && (
              <Button variant="text" color="error" onClick={() => onChange(null)} disabled={disabled}>
                {t.photoRemove}
              </Button>
            )}
          </Stack>
          {progress !== null && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t.photoUploading}
                sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
              />
              <Typography component="span" role="status" sx={{ minWidth: 48, textAlign: 'right' }}>
                {progress}%
              </Typography>
            </Stack>
          )}
          <FormHelperText id={hintId} error={Boolean(message)} sx={{ m: 0 }}>
            {message ?? t.photoHelp}
          </FormHelperText>
        </Stack>
      </Stack>
    </Box>
  );
}
