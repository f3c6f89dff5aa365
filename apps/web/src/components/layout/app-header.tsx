import AccountCircle from '@mui/icons-material/AccountCircle';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { LogoLink } from '../logo-link';

const loadProfileMenu = () => import('./profile-menu');
const ProfileMenu = lazy(loadProfileMenu);
/** Starts loading the menu before the click (hover or focus on the name), so it opens without a wait. */
const prepareProfileMenu = () => {
  loadProfileMenu().catch(() => {});
};

/** Where the logo leads (doc 1 §2; doc 2 §2 for the meals and consultation pages). */
export function logoTarget(hasToken: boolean, hasAnalysis: boolean, role: string | undefined): string {
  if (!hasToken) return '/';
  if (role === 'Customer' && !hasAnalysis) return '/loadingPayment';
  return '/dashboard';
}

/** The shared header: logo, nutritionist code or company avatar, first name and the profile menu. */
export function AppHeader() {
  const { token, account, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from its first opening on (and stays, so it can animate closed).
  const [menuUsed, setMenuUsed] = useState(false);
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    navigate(to);
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2 }}>
        <LogoLink to={logoTarget(token !== null, account?.profile.analysis != null, account?.role)} />
        <Box sx={{ flexGrow: 1 }} />
        {account?.nutritionist && (
          <Chip
            label={`Código: ${account.nutritionist.publicCode}`}
            color="primary"
            variant="outlined"
            sx={{ fontWeight: 700 }}
          />
        )}
        {account?.business?.avatar && <Avatar src={account.business.avatar} alt={account.business.name} />}
        {account && (
          <>
            <Button
              color="inherit"
              startIcon={<AccountCircle />}
              onClick={(e) => {
                setMenuUsed(true);
                setAnchor(e.currentTarget);
              }}
              onPointerEnter={prepareProfileMenu}
              onFocus={prepareProfileMenu}
              aria-haspopup="menu"
              aria-controls={anchor ? 'profile-menu' : undefined}
              aria-expanded={anchor ? 'true' : undefined}
            >
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {account.profile.firstName || account.business?.name || account.email}
              </Typography>
            </Button>
            {menuUsed && (
              <Suspense fallback={null}>
                <ProfileMenu
                  role={account.role}
                  anchor={anchor}
                  onClose={close}
                  onGo={go}
                  onSignOut={() => {
                    close();
                    void signOut('/');
                  }}
                />
              </Suspense>
            )}
          </>
        )}
        {!token && (
          <Button component={RouterLink} to="/login" variant="outlined">
            Ingresar
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
