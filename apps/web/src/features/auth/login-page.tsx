import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AuthenticateRequest, messages } from '@nutritest/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TextInput } from '../../components/forms/text-input';
import { LogoLink } from '../../components/logo-link';
import { SectionSpinner } from '../../components/section-spinner';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useSession } from '../../lib/session';
import { wasSessionExpired } from '../../lib/session-expiry';
import type { SignInChallenge } from '../two-factor';
import { authenticate } from './api/authenticate';

const resolver = lazyResolver<AuthenticateRequest>(() => import('./login-form-resolver'));

// The second step only shows after a right password on an account with two-factor sign-in.
const TwoFactorSignIn = lazy(() => import('../two-factor').then((m) => ({ default: m.TwoFactorSignIn })));

export default function LoginPage() {
  const { signIn } = useSession();
  const form = useForm<AuthenticateRequest>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  // The unlock link e-mailed when failed sign-ins lock the account (/login?unlock=…, decision 017):
  // sent with the password, it lets the right one through once.
  const [searchParams] = useSearchParams();
  const unlockToken = searchParams.get('unlock') || undefined;
  // A session that ended while a page was open (issue 41): say why, after the first draw (the page
  // is drawn at build time, where there is no session to have ended).
  const [isExpired, setExpired] = useState(false);
  useEffect(() => setExpired(wasSessionExpired()), []);
  const login = useMutation({
    mutationFn: authenticate,
    onSuccess: (result) => {
      if ('jwtToken' in result) signIn(result);
      else if ('twoFactorRequired' in result) setChallenge({ kind: 'code', challengeToken: result.challengeToken });
      else setChallenge({ kind: 'setup', challengeToken: result.challengeToken });
    },
  });
  const { errors } = form.formState;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
          <LogoLink height={36} sx={{ mb: 3 }} />
          <Typography variant="h4" component="h1" gutterBottom>
            Ingresar
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Accedé a tus resultados, tu kit y tus pacientes.
          </Typography>
          {challenge && (
            <Suspense fallback={<SectionSpinner />}>
              <TwoFactorSignIn
                challenge={challenge}
                onSignedIn={(result) => signIn(result)}
                onRestart={() => {
                  setChallenge(null);
                  login.reset();
                  form.setValue('password', '');
                }}
              />
            </Suspense>
          )}
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={form.handleSubmit((values) => login.mutate(unlockToken ? { ...values, unlockToken } : values))}
            // Hidden (kept mounted, with what was typed) while the second factor is asked for.
            hidden={Boolean(challenge)}
            sx={challenge ? { display: 'none' } : undefined}
          >
            {isExpired && !login.isError && (
              <Alert severity="info" role="status">
                {searchParams.get('next')
                  ? 'Tu sesión venció. Ingresá de nuevo y volvés a la página donde estabas.'
                  : 'Tu sesión venció. Ingresá de nuevo para seguir.'}
              </Alert>
            )}
            {unlockToken && !login.isError && (
              <Alert severity="info" role="status">
                Ingresá con tu correo y tu contraseña para desbloquear tu cuenta.
              </Alert>
            )}
            {login.isError && (
              <Alert severity="warning" role="alert">
                {login.error.message || messages.loginFailed}
              </Alert>
            )}
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              fullWidth
              {...form.register('email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
            <TextInput
              label="Contraseña"
              type="password"
              autoComplete="current-password"
              fullWidth
              {...form.register('password')}
              error={Boolean(errors.password)}
              helperText={errors.password?.message}
            />
            <Box sx={{ textAlign: 'right' }}>
              <Link component={RouterLink} to="/resetPassword">
                ¿Olvidaste tu contraseña?
              </Link>
            </Box>
            <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
              {login.isPending ? 'Ingresando…' : 'Ingresar'}
            </Button>
            <Typography align="center" color="text.secondary">
              ¿No tenés cuenta?
            </Typography>
            <Button component={RouterLink} to="/signup/?user=1" variant="outlined" size="large">
              Registrarme
            </Button>
          </Stack>
        </Paper>
      </Box>
      <Box
        component="aside"
        aria-label="Planes para empresas"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 2,
          p: { xs: 4, md: 8 },
          color: '#fff',
          background: 'linear-gradient(135deg, #4a3aa8 0%, #5a45c4 60%, #6b55d6 100%)',
        }}
      >
        <Typography variant="h4" component="h2">
          ¿Tenés una empresa?
        </Typography>
        <Typography sx={{ maxWidth: 440, opacity: 0.95 }}>
          Regalale a tu equipo un plan de nutrición basado en su ADN. Comprá cupos de kits, invitá a tus empleados y
          seguí su avance desde un solo lugar.
        </Typography>
        <Box>
          <Button
            component={RouterLink}
            to="/signup/?user=3"
            variant="contained"
            sx={{ bgcolor: '#fff', color: '#4a3aa8', '&:hover': { bgcolor: '#efeafd' } }}
          >
            Conocé los planes para empresas
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
