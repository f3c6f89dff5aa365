import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { landing } from '@nutritest/content';
import { Logo } from '../../components/logo';
import { useLandingLink } from './landing-navigation';
import { landingColors } from './landing-section';

/** The landing's own bar: the shared AppHeader is for signed-in screens. */
export function LandingTopBar() {
  const { topBar } = landing;
  const homeLink = useLandingLink('/');
  const loginLink = useLandingLink('/login');
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (t) => t.zIndex.appBar,
        bgcolor: 'rgba(255, 255, 255, 0.92)',
        backdropFilter: 'blur(10px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 3, minHeight: { xs: 56, sm: 64 } }}>
        <Box
          component="a"
          {...homeLink}
          aria-label="NutriTest, inicio"
          sx={{ display: 'inline-flex', textDecoration: 'none', mr: 'auto' }}
        >
          <Logo height={30} />
        </Box>
        <Box component="nav" aria-label="Secciones" sx={{ display: { xs: 'none', md: 'flex' }, gap: 3 }}>
          {topBar.nav.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              underline="none"
              sx={{ color: 'text.primary', fontWeight: 700, '&:hover': { color: landingColors.darkPurple } }}
            >
              {item.label}
            </Link>
          ))}
        </Box>
        <Button
          {...loginLink}
          variant="outlined"
          color="secondary"
          sx={{ px: 2.5, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
        >
          {topBar.login}
        </Button>
      </Container>
    </Box>
  );
}
