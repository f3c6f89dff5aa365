import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { AppError, invitationTexts, messages } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../lib/lazy-resolver';
import { TextInput } from './forms/text-input';
import type { inviteFormSchema } from './invite-form-resolver';
import { BannerAlert, PageBanner, useBanner } from './page-banner';

/** Doc 1 §9: the invite dialog closes 4 s after a successful send (banners: see page-banner.tsx). */
export const INVITE_DIALOG_CLOSE_MS = 4000;

export {
  BANNER_MS,
  type Banner,
  BannerAlert,
  type BannerSeverity,
  PageBanner,
  useBanner,
} from './page-banner';

// ---------------------------------------------------------------- the invite dialog

// The schema (name and e-mail, doc 1 §5 invite form) is in ./invite-form-resolver.
export type InviteFormInput = z.input<typeof inviteFormSchema>;
export type InviteFormValues = z.output<typeof inviteFormSchema>;

const resolver = lazyResolver<InviteFormInput, unknown, InviteFormValues>(() => import('./invite-form-resolver'));

const emptyForm: InviteFormInput = { firstName: '', lastName: '', email: '' };
const fieldNames = ['firstName', 'lastName', 'email'] as const;

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** e.g. 'Invitar paciente'. */
  title: string;
  description: ReactNode;
  /** Shown above the fields (companies: the places warning). */
  warning?: ReactNode;
  /** Sends the invitation (POST fromNutritionist / fromBusiness); rejects with an AppError. */
  send: (values: InviteFormValues) => Promise<unknown>;
}

/**
 * Invitar paciente / empleado by e-mail (doc 1 §2 Dialogs, §4 Invitation): name, optional last
 * name and e-mail. Success shows the success banner and closes the dialog 4 s later; a failure
 * shows the server's message in a warning banner and, for a field, next to it. While open the
 * banner sits in the dialog; once it closes the rest of the 9 s it stays at the top of the page.
 */
export function InviteDialog({ open, onClose, title, description, warning, send }: InviteDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const form = useForm<InviteFormInput, unknown, InviteFormValues>({
    resolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const banner = useBanner();
  const [isSent, setSent] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const mutation = useMutation({ mutationFn: send });

  const finish = () => {
    clearTimeout(closeTimer.current);
    setSent(false);
    form.reset(emptyForm);
    mutation.reset();
    onClose();
  };

  const cancel = () => {
    // Leaving by hand takes the dialog's messages with it; only a sent invitation's banner stays.
    if (!isSent) banner.close();
    finish();
  };

  const submit = form.handleSubmit((values) => {
    if (mutation.isPending || isSent) return;
    banner.close();
    mutation.mutate(values, {
      onSuccess: () => {
        setSent(true);
        banner.show('success', invitationTexts.sent);
        closeTimer.current = setTimeout(finish, INVITE_DIALOG_CLOSE_MS);
      },
      onError: (error) => {
        const message = error instanceof Error ? error.message : messages.internal;
        let focused = false;
        for (const [key, text] of Object.entries(error instanceof AppError ? (error.fields ?? {}) : {})) {
          const name = fieldNames.find((n) => n === key.split('.').at(-1));
          if (!name) continue;
          form.setError(name, { type: 'server', message: text }, { shouldFocus: !focused });
          focused = true;
        }
        banner.show('warning', message);
      },
    });
  });

  const isBusy = mutation.isPending || isSent;
  const fieldProps = (name: (typeof fieldNames)[number]) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
    disabled: isSent,
  });

  return (
    <>
      <Dialog
        open={open}
        onClose={(_, reason) => {
          // A click outside must not lose what was typed; Escape and Cancelar close, but not mid-send.
          if (reason !== 'backdropClick' && !mutation.isPending) cancel();
        }}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2}>
              <DialogContentText id={descriptionId}>{description}</DialogContentText>
              {warning && <Alert severity="warning">{warning}</Alert>}
              <Box aria-live="polite">{banner.banner && <BannerAlert banner={banner.banner} />}</Box>
              <TextInput label="Nombre" autoComplete="off" autoFocus {...fieldProps('firstName')} />
              <TextInput label="Apellido (opcional)" autoComplete="off" {...fieldProps('lastName')} />
              <TextInput label="Correo electrónico" type="email" autoComplete="off" {...fieldProps('email')} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={cancel} disabled={mutation.isPending}>
              {isSent ? 'Cerrar' : 'Cancelar'}
            </Button>
            <Button type="submit" variant="contained" disabled={isBusy}>
              {mutation.isPending ? 'Enviando...' : 'Enviar'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {!open && <PageBanner banner={banner.banner} onClose={banner.close} />}
    </>
  );
}
