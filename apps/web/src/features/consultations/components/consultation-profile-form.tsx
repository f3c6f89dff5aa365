import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { consultationProfileSchema, isAppError } from '@nutritest/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AvatarUpload } from '../../../components/forms/avatar-upload';
import { errorText } from '../../../lib/error-text';
import {
  type ConsultationProfile,
  consultationProfileQueryKey,
  consultationProfileQueryOptions,
  saveConsultationProfile,
} from '../api/consultation-profile';

function ProfileForm({ initial }: { initial: ConsultationProfile }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initial.licenseNumber ?? '');
  const [photoUrl, setPhotoUrl] = useState<string | null>(initial.photoUrl);
  // Removing the photo starts the upload field again (empty).
  const [photoField, setPhotoField] = useState({ key: 0, initialUrl: initial.photoUrl });
  const [uploading, setUploading] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: saveConsultationProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(consultationProfileQueryKey, saved);
      setNotice({ ok: true, text: 'Guardamos tu perfil.' });
    },
    onError: (error) => {
      if (isAppError(error) && error.fields?.photoUrl) setPhotoError(error.fields.photoUrl);
      setNotice({ ok: false, text: errorText(error, 'No pudimos guardar tu perfil.') });
    },
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Tu perfil para las consultas"
      onSubmit={(e) => {
        e.preventDefault();
        setNotice(null);
        // The same rule as the server's.
        const parsed = consultationProfileSchema.safeParse({ licenseNumber: value, photoUrl });
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message ?? 'Revisá la matrícula.');
          return;
        }
        setFieldError(null);
        setPhotoError(undefined);
        save.mutate({ licenseNumber: value, photoUrl });
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'stretch' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
        <AvatarUpload
          key={photoField.key}
          label="Tu foto (opcional)"
          previewAlt="Tu foto"
          variant="circular"
          initialUrl={photoField.initialUrl}
          error={photoError}
          onUploadingChange={setUploading}
          onUploaded={(url) => {
            setPhotoError(undefined);
            setPhotoUrl(url);
          }}
        />
        {photoUrl && !uploading && (
          <Button
            variant="text"
            color="inherit"
            onClick={() => {
              setPhotoUrl(null);
              setPhotoError(undefined);
              setPhotoField((f) => ({ key: f.key + 1, initialUrl: null }));
            }}
            sx={{ mb: 4 }}
          >
            Quitar foto
          </Button>
        )}
      </Box>
      <TextField
        label="Matrícula profesional (opcional)"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={fieldError !== null}
        helperText={
          fieldError ?? 'Tus clientes ven tu foto y tu matrícula junto a tu nombre antes de pagar la consulta.'
        }
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || uploading}
          startIcon={save.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          Guardar perfil
        </Button>
      </Box>
      {notice && <Alert severity={notice.ok ? 'success' : 'error'}>{notice.text}</Alert>}
    </Box>
  );
}

/**
 * The nutritionist's consultation profile (issue 22, item 19): an optional photo (uploaded through
 * the same re-encoding upload as company logos) and an optional licence number; clients see both
 * with the nutritionist's name before paying, and the licence in the confirmation e-mail.
 */
export function ConsultationProfileForm() {
  const profile = useQuery(consultationProfileQueryOptions());
  if (profile.isPending) return <CircularProgress aria-label="Cargando tu perfil" />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  return <ProfileForm initial={profile.data} />;
}
