import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_MAX_BYTES, messages } from '@nutritest/domain';
import { lazy, Suspense, useId } from 'react';
import { useImageUpload, visuallyHiddenInput } from '../../../components/forms/use-image-upload';
import { useUploadAvatar } from '../api/upload-avatar';

// The bar shows only while a picture uploads (a same-height box holds its place until it loads).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Checks the browser can do before sending; the server checks the content again. */
function localFileError(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return messages.imageOnly;
  if (file.size > AVATAR_MAX_BYTES) return messages.imageTooLarge;
  return null;
}

/**
 * The company avatar: pick an image, see it at once, watch the upload percentage; the URL the
 * server answers becomes the form value (business.avatar).
 */
export function AvatarUpload({
  value,
  onChange,
  name,
  error,
}: {
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  name: string;
  error?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const upload = useUploadAvatar();
  const { preview, progress, fileError, pick } = useImageUpload(upload, localFileError, onChange);

  const shown = preview ?? value ?? undefined;
  const message = fileError ?? error;

  return (
    <Box>
      <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
        Logo de la empresa
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown}
          alt={shown ? `Vista previa del logo de ${name || 'la empresa'}` : undefined}
          variant="rounded"
          sx={{ width: 80, height: 80, bgcolor: 'brandLight.primary', color: 'primary.dark' }}
        >
          {(name || '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1}>
            <Button component="label" htmlFor={inputId} variant="outlined" disabled={upload.isPending}>
              {value ? 'Cambiar imagen' : 'Subir imagen'}
            </Button>
            {/* Beside its label, not inside it: a control inside a button is announced as neither (axe nested-interactive). */}
            <Box
              component="input"
              id={inputId}
              type="file"
              accept={ACCEPTED_TYPES.join(',')}
              aria-describedby={hintId}
              onChange={pick}
              disabled={upload.isPending}
              sx={visuallyHiddenInput}
            />
            {value && !upload.isPending && (
              <Button variant="text" color="error" onClick={() => onChange(null)}>
                Quitar imagen
              </Button>
            )}
          </Stack>
          {progress !== null && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Suspense fallback={<Box sx={{ flexGrow: 1, height: 8 }} />}>
                <LinearProgress
                  variant="determinate"
                  value={progress}
                  aria-label="Subiendo imagen"
                  sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                />
              </Suspense>
              <Typography component="span" role="status" sx={{ minWidth: 48, textAlign: 'right' }}>
                {progress}%
              </Typography>
            </Stack>
          )}
          <FormHelperText id={hintId} error={Boolean(message)} sx={{ m: 0 }}>
            {message ?? 'Opcional. Recomendado 400x400 px, hasta 400 KB (JPG, PNG o WebP).'}
          </FormHelperText>
        </Stack>
      </Stack>
    </Box>
  );
}
